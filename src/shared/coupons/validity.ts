/** The coupon fields SPEC §4.5's validity rule reads. */
export type CouponValidityFields = {
  isActive: boolean;
  /** When set, the coupon counts only from this instant on (issue 18: `valid_from` counts). */
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
};

/** A coupon's state as the admin list shows it; only `active` may be applied or sent. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/**
 * The one reading of SPEC §4.5 for checkout, sending and the admin list: switched off → inactive;
 * before `valid_from` → scheduled; past `valid_until` → expired; no uses left → used up. Both ends
 * are inclusive: the first instant of validFrom and the last instant of validUntil count as valid.
 */
export function couponState(coupon: CouponValidityFields, now: Date): CouponState {
  const at = now.getTime();
  if (!coupon.isActive) return 'inactive';
  if (coupon.validFrom !== null && at < coupon.validFrom.getTime()) return 'scheduled';
  if (coupon.validUntil !== null && at > coupon.validUntil.getTime()) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  return 'active';
}

/**
 * SPEC §4.5: a coupon is valid only if it is active, within valid_from (when set) and valid_until,
 * and used_count is below usage_limit when a limit is set.
 */
export function isCouponValid(coupon: CouponValidityFields, now: Date): boolean {
  return couponState(coupon, now) === 'active';
}
