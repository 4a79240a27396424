import { canSendAutomatically, formatPhoneForMessaging } from '../phones/rules';
import { smsPhone } from '../sms/rules';
import { type CouponCustomer, isEligibleForCoupon } from './coupon-sending';

/** Why a customer may not receive coupons (SPEC §5.5), in the order staff read them. */
export const COUPON_INELIGIBILITY = ['no_phone', 'inactive', 'unverified'] as const;
export type CouponIneligibility = (typeof COUPON_INELIGIBILITY)[number];

/**
 * How a coupon would reach the customer: `automatic` (a Brazilian number, through the outbox),
 * `manual` (a valid number outside Brazil: only by hand, "Envio Internacional"), `invalid` (the
 * number fails §5.5's formatting) or null when there is no phone at all.
 */
export type CouponRoute = 'automatic' | 'sms' | 'manual' | 'invalid' | null;

export type CouponReach = {
  eligible: boolean;
  reasons: CouponIneligibility[];
  route: CouponRoute;
  /** The §5.5 digits (country code first) when the number is valid. */
  phone: string | null;
};

/**
 * Who may receive a coupon and why not (SPEC §5.5): phone not empty, account active, account
 * verified — `eligible` is exactly `isEligibleForCoupon`. The route says how the message would go.
 */
export function couponReach(customer: CouponCustomer): CouponReach {
  const reasons: CouponIneligibility[] = [];
  const raw = customer.phone?.trim() ?? '';
  if (!raw) reasons.push('no_phone');
  if (!customer.is_active) reasons.push('inactive');
  if (!customer.is_verified) reasons.push('unverified');
  let route: CouponRoute = null;
  let phone: string | null = null;
  if (raw) {
    const formatted = formatPhoneForMessaging(raw);
    if (!formatted.ok) route = 'invalid';
    else {
      phone = formatted.phone;
      // A +1 phone whose owner consented goes by SMS (decision 077); other numbers abroad by hand.
      route = canSendAutomatically(formatted.phone)
        ? 'automatic'
        : customer.smsConsent && smsPhone(raw)
          ? 'sms'
          : 'manual';
    }
  }
  return { eligible: isEligibleForCoupon(customer), reasons, route, phone };
}

/** A customer a send reaches without a person: eligible, with a Brazilian number (SPEC §5.5). */
export const sendsAutomatically = (reach: CouponReach): boolean =>
  reach.eligible && (reach.route === 'automatic' || reach.route === 'sms');

/**
 * How many of these customers a send reaches by itself (`automatic`) and how many are eligible
 * but only by hand (`manual`: a number abroad, "Envio Internacional"). An eligible customer whose
 * number fails §5.5 is in neither.
 */
export function reachCounts(reaches: readonly CouponReach[]): { automatic: number; manual: number } {
  return {
    automatic: reaches.filter(sendsAutomatically).length,
    manual: reaches.filter((r) => r.eligible && r.route === 'manual').length,
  };
}
