import { MESSAGES } from '../messages';
import { type CouponState, couponState } from './validity';
/** SPEC §3.5, §4.5 and DESIGN §4 coupon rules; amounts in integer cents. */

export const COUPON_TYPES = ['percentage', 'fixed_amount'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export type Coupon = {
  code: string;
  type: CouponType;
  /** Percent (e.g. 10 for 10 %) for percentage coupons; cents for fixed_amount coupons. */
  value: number;
  minimumOrderCents: number;
  /** Percentage coupons only: the most the discount may be. */
  maximumDiscountCents: number | null;
  usageLimit: number | null;
  usedCount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  isActive: boolean;
};

export type CouponRefusal =
  | 'unknown'
  | 'inactive'
  | 'expired'
  | 'not_yet_valid'
  | 'used_up'
  | 'below_minimum'
  | 'customer_used_up';

export const COUPON_MESSAGES: Record<CouponRefusal, string> = MESSAGES.coupon;

/** Codes are case-insensitive and ignore surrounding spaces. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

export function couponDiscountCents(
  coupon: Pick<Coupon, 'type' | 'value' | 'maximumDiscountCents'>,
  subtotalCents: number,
) {
  if (subtotalCents <= 0) return 0;
  if (coupon.type === 'fixed_amount') return Math.min(coupon.value, subtotalCents);
  // Half cents round down: the customer never pays a fraction, the shop never gives one away twice.
  const raw = Math.floor((subtotalCents * coupon.value) / 100);
  const capped = coupon.maximumDiscountCents === null ? raw : Math.min(raw, coupon.maximumDiscountCents);
  return Math.min(capped, subtotalCents);
}

export type CouponCheck = { ok: true; discountCents: number } | { ok: false; reason: CouponRefusal };

const REFUSAL_BY_STATE: Record<Exclude<CouponState, 'active'>, CouponRefusal> = {
  inactive: 'inactive',
  scheduled: 'not_yet_valid',
  expired: 'expired',
  used_up: 'used_up',
};

/** Validity (the shared `couponState`: active, within dates, uses left), then the minimum order, then the discount. */
export function checkCoupon(coupon: Coupon | null, subtotalCents: number, now: Date): CouponCheck {
  if (!coupon) return { ok: false, reason: 'unknown' };
  const state = couponState(coupon, now);
  if (state !== 'active') return { ok: false, reason: REFUSAL_BY_STATE[state] };
  if (subtotalCents < coupon.minimumOrderCents) return { ok: false, reason: 'below_minimum' };
  return { ok: true, discountCents: couponDiscountCents(coupon, subtotalCents) };
}
