// The coupon-sending module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { couponSendingRoutes } from './routes';
export { type CouponSendingService, createCouponSendingService } from './service';
