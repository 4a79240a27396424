/** Every module's tables, gathered for Drizzle (queries, migrations) — one line per module. */

export * from '../modules/accounts/address-book-schema';
export * from '../modules/accounts/factor-schema';
export * from '../modules/accounts/schema';
export * from '../modules/audit/schema';
export * from '../modules/campaigns/schema';
export * from '../modules/cart/schema';
export * from '../modules/catalogue/schema';
export * from '../modules/contact/schema';
export * from '../modules/coupon-sending/schema';
export * from '../modules/coupons/schema';
export * from '../modules/integrations/schema';
export * from '../modules/live/schema';
export * from '../modules/logs/schema';
export * from '../modules/messaging/schema';
export * from '../modules/orders/schema';
export * from '../modules/payments/schema';
export * from '../modules/privacy/schema';
export * from '../modules/reports/schema';
export * from '../modules/settings/schema';
export * from '../modules/stores/schema';
export * from '../modules/tax/schema';
