// The orders module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { staffOrdersWhere } from './actions/read-orders';
export { campaignOrderFacts } from './campaign-order-facts';
export { orderCatalogueUsage } from './catalogue-usage';
export { createCheckoutTurns, isCheckoutRequest } from './checkout-paths';
export { couponCheckRoutes } from './coupon-check-routes';
export { couponUsage } from './coupon-usage';
export {
  anonymiseCustomerOrders,
  customerOrderIds,
  customerOrderRows,
  deleteOrders,
  forgetOrderActor,
  GUEST_USER_PREFIX,
  isGuestHolder,
  lockOrdersPlacedBefore,
  type OrderCustomer,
  orderLineRows,
} from './customer-data';
export { lastOrderAtSql, orderedAtStoreSql } from './customer-order-facts';
export { customerOrders } from './customer-orders';
export { guestOrderRoutes } from './guest-routes';
export { ordersRecordNames } from './record-names';
export {
  exportedOrdersWhere,
  isOrderOfStore,
  type OrderExportRow,
  type OrderLineExportRow,
  orderExportPage,
  orderLineExportPage,
  orderStatusCounts,
} from './report-reads';
export { ordersRoutes } from './routes';
export { seedOrdering } from './seed';
export { createOrdersService, type OrdersService } from './service';
export { taxReportRows } from './tax-report-reads';
