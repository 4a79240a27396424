import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import type { CutSnapshot } from '@/shared/catalogue/cuts';
import { EXTRA_BASES } from '@/shared/catalogue/extra-basis';
import { FULFILMENTS } from '@/shared/delivery/fulfilment';
import { LANGUAGES } from '@/shared/i18n/language';
import type { OrderEditEventDetails } from '@/shared/orders/edit-types';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@/shared/orders/schemas';
import type { OrderAddress } from '@/shared/orders/types';
import {
  ORDER_EVENT_KINDS,
  type OrderWeighingSnapshot,
  type WeighingEventDetails,
} from '@/shared/orders/weighing-types';
import type { OrderTaxSnapshot } from '@/shared/tax/snapshot';
import { authUser, usersUnified } from '../accounts/schema';
import { productExtras, products, productVariations } from '../catalogue/schema';
import { coupons } from '../coupons/schema';
import { stores } from '../stores/schema';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Human-friendly order numbers ("BP-1001"): a sequence, so concurrent orders never share one. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique().default(sql`nextval('order_number_seq')`),
    customer_user_id: text('customer_user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'restrict' }),
    customer_profile_id: uuid('customer_profile_id').references(() => usersUnified.id, {
      onDelete: 'set null',
    }),
    /** Snapshots: the order keeps who it was for even if the profile changes. */
    customer_name: text('customer_name'),
    customer_email: text('customer_email').notNull(),
    customer_phone: text('customer_phone'),
    store_id: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending_payment'),
    fulfilment_type: text('fulfilment_type', { enum: FULFILMENTS }).notNull(),
    delivery_address: jsonb('delivery_address').$type<OrderAddress>(),
    delivery_zone_id: text('delivery_zone_id'),
    delivery_date: date('delivery_date', { mode: 'string' }).notNull(),
    window_id: text('window_id').notNull(),
    window_start: text('window_start').notNull(),
    window_end: text('window_end').notNull(),
    notes: text('notes'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default('0'),
    delivery_fee: money('delivery_fee').notNull().default('0'),
    /**
     * Sales tax (issue 37, decision 079): the current amount (final once weighed); part of `total`
     * when tax is added, held inside the prices when they include it (`tax_detail.mode`).
     */
    tax: money('tax').notNull().default('0'),
    total: money('total').notNull(),
    coupon_id: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    coupon_code: text('coupon_code'),
    payment_method: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    payment_status: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /**
     * Orders with weighed lines (issue 20): the estimated totals and the rule in force when it was
     * placed (tolerance, coupon terms). Null: nothing is sold by weight in it.
     */
    weighing: jsonb('weighing').$type<OrderWeighingSnapshot>(),
    /** The place, rates, classes and settings in force when placed, and the tax as last computed. */
    tax_detail: jsonb('tax_detail').$type<OrderTaxSnapshot>(),
    /** When the final weights were last saved. */
    weighed_at: timestamp('weighed_at', { withTimezone: true }),
    /** A transfer order's weighing difference (balance or refund due) marked settled by staff. */
    weighing_settled_at: timestamp('weighing_settled_at', { withTimezone: true }),
    /**
     * The interface language the order was placed in (issue 38, decision 086): its messages are
     * written in it. Null for orders placed before: the profile's language, else Portuguese.
     */
    language: text('language', { enum: LANGUAGES }),
    /** The checkout page's key: the same submit twice finds the first order (unique per customer). */
    idempotency_key: uuid('idempotency_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('orders_customer_idempotency_key').on(t.customer_user_id, t.idempotency_key),
    index('orders_customer_created_idx').on(t.customer_user_id, t.created_at),
    // The users list's order counts and a privacy request's order lookups (decision 047).
    index('orders_customer_profile_idx').on(t.customer_profile_id),
    index('orders_store_status_idx').on(t.store_id, t.status, t.created_at),
    check('orders_total_check', sql`${t.total} >= 0 and ${t.discount} >= 0 and ${t.delivery_fee} >= 0`),
    check('orders_tax_check', sql`${t.tax} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variation_id: uuid('variation_id').references(() => productVariations.id, { onDelete: 'set null' }),
    product_name: text('product_name').notNull(),
    /** The product's English name when placed (decision 098); null: `product_name` in both languages. */
    product_name_en: text('product_name_en'),
    variation_name: text('variation_name'),
    weight_kg: numeric('weight_kg', { precision: 8, scale: 3 }),
    /** Sold by weight: the price per kg at order time (unit_price is then the estimate). */
    price_per_kg: numeric('price_per_kg', { precision: 12, scale: 2 }),
    /** The scale's weight for the whole line, once weighed; line_total is then charged by it. */
    final_weight_kg: numeric('final_weight_kg', { precision: 8, scale: 3 }),
    quantity: integer('quantity').notNull(),
    unit_price: money('unit_price').notNull(),
    line_total: money('line_total').notNull(),
    /** Cut, thickness and other requests for this line. */
    notes: text('notes'),
    /** The cut options chosen, with their prices, as placed (issue 41, decision 091); null: none. */
    cuts: jsonb('cuts').$type<CutSnapshot>(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.order_id),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const orderItemExtras = pgTable(
  'order_item_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_item_id: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    extra_id: uuid('extra_id').references(() => productExtras.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The extra's English name when placed (decision 098); null: `name` in both languages. */
    name_en: text('name_en'),
    quantity: integer('quantity').notNull(),
    unit_price: money('unit_price').notNull(),
    total: money('total').notNull(),
    /**
     * The extra's basis when placed (decision 111): 'piece' rows follow the line's quantity on an
     * order edit; 'line' rows (and the cut options' row, which edits rewrite) stay as they are.
     */
    charge_basis: text('charge_basis', { enum: EXTRA_BASES }).notNull().default('line'),
  },
  (t) => [index('order_item_extras_item_idx').on(t.order_item_id)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    from_status: text('from_status'),
    to_status: text('to_status').notNull(),
    /** Payment confirmations are events too, with the status unchanged. */
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull().default('status'),
    actor_user_id: text('actor_user_id').references(() => authUser.id, { onDelete: 'set null' }),
    actor_name: text('actor_name'),
    note: text('note'),
    /**
     * A weighing's lines (estimate and final weight) and totals before and after (kind `weighing`);
     * an edit's changes and totals (kind `edit`, decision 085).
     */
    details: jsonb('details').$type<WeighingEventDetails | OrderEditEventDetails>(),
    /**
     * When the row was written, not when its transaction began (now()): a writer that waited for the
     * order's lock comes after the one it waited for, and events of one transaction keep their order
     * (the timeline reads by it; drizzle/0053).
     */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.created_at)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemExtraRow = typeof orderItemExtras.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
