import {
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The dashboard's daily summary (issue 21, decision 053): what the charts add up, per store and per
 * day in the shop's time zone (REPORT_TIME_ZONE). These tables are written ONLY by the database
 * triggers of the custom migration `order_summary_triggers` on `orders` and `order_items`, in the
 * transaction of every order write, status change and weighing; nothing in the application
 * writes them. A row whose counts fall to zero is deleted by the same trigger.
 */

/** Orders placed per store, day, status and coupon (upper case; '' for none), every status. */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    store_id: uuid('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    coupon_code: text('coupon_code').notNull(),
    orders: integer('orders').notNull(),
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.day, t.status, t.coupon_code] })],
);

/**
 * The lines of counted (not cancelled) orders per store, day, product and the name the line
 * kept: the name is part of the key so that `max(product_name)` stays exact when lines go away.
 */
export const orderProductDayTotals = pgTable(
  'order_product_day_totals',
  {
    store_id: uuid('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    product_id: uuid('product_id'),
    product_name: text('product_name').notNull(),
    lines: integer('lines').notNull(),
    quantity: integer('quantity').notNull(),
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull(),
    kg: numeric('kg', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [
    unique('order_product_day_totals_key')
      .on(t.store_id, t.day, t.product_id, t.product_name)
      .nullsNotDistinct(),
  ],
);

/** Each customer's first and last counted order per store: new vs returning without a scan. */
export const orderCustomerTotals = pgTable(
  'order_customer_totals',
  {
    store_id: uuid('store_id').notNull(),
    customer_user_id: text('customer_user_id').notNull(),
    first_at: timestamp('first_at', { withTimezone: true }).notNull(),
    last_at: timestamp('last_at', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.store_id, t.customer_user_id] })],
);
