// The orders module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { staffOrdersWhere } from './actions/read-orders';
export { couponCheckRoutes } from './coupon-check-routes';
export { couponUsage } from './coupon-usage';
export { lastOrderAtSql, orderedAtStoreSql } from './customer-order-facts';
export { ordersRoutes } from './routes';
export { seedOrdering } from './seed';
export { createOrdersService, type OrdersService } from './service';
