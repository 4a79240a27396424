/** The coupon fields SPEC §4.5's validity rule reads. */
export type CouponValidityFields = {
  isActive: boolean;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
};

/**
 * SPEC §4.5: a coupon is valid only if it is active, not past valid_until, and used_count is below
 * usage_limit when a limit is set. The last instant of validUntil still counts as valid.
 */
export function isCouponValid(coupon: CouponValidityFields, now: Date): boolean {
  return (
    coupon.isActive &&
    (coupon.validUntil === null || now.getTime() <= coupon.validUntil.getTime()) &&
    (coupon.usageLimit === null || coupon.usedCount < coupon.usageLimit)
  );
}
