// The coupons module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.

export type { CouponOrderRow, CouponOrdersScope, CouponUsage, CouponUsageSubquery } from './coupon-usage';
export { couponsRecordNames } from './record-names';
export type { CouponRow } from './schema';
export { couponsByIds, type SendableCoupon, sendableCoupons } from './sending-reads';
export {
  consumeCouponUse,
  consumeCustomerUse,
  couponRefusal,
  findCoupon,
  previewCoupon,
  returnCouponUse,
  seedCoupons,
  toRuleCoupon,
} from './service';
export { listCoupons } from './staff-reads';
export { couponsStaffRoutes } from './staff-routes';
export { createCouponsStaffService } from './staff-service';
