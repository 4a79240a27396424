import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import { DEPOSIT_KINDS } from '@/shared/campaigns/rules';
import { products, productVariations } from '../catalogue/schema';

/**
 * Holiday pre-orders (issue 41, decision 093). A campaign takes orders from `orders_from` to
 * `orders_until` (the shop's calendar days) for the days and sizes of its slots.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name_pt: text('name_pt').notNull(),
    name_en: text('name_en').notNull(),
    orders_from: date('orders_from', { mode: 'string' }).notNull(),
    orders_until: date('orders_until', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    /** `fixed`: cents; `percent`: 1–100 of the order's total; `none`: no deposit. */
    deposit_kind: text('deposit_kind', { enum: DEPOSIT_KINDS }).notNull().default('none'),
    deposit_value: integer('deposit_value').notNull().default(0),
    ...timestamps(),
  },
  (t) => [check('campaigns_period_check', sql`${t.orders_until} >= ${t.orders_from}`)],
);

/**
 * One day and size: its capacity and the places taken. Checkout takes places with one conditional
 * update (`taken + n <= capacity`), cancelling gives them back; the check keeps it honest.
 */
export const campaignSlots = pgTable(
  'campaign_slots',
  {
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    variation_id: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaign_id, t.day, t.variation_id] }),
    index('campaign_slots_variation_idx').on(t.variation_id),
    check('campaign_slots_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/**
 * An order placed for a campaign (its id is the orders module's, which comes later in the module
 * order: no foreign key): the day, the deposit asked, and the places it took per size.
 */
export const campaignOrders = pgTable(
  'campaign_orders',
  {
    order_id: uuid('order_id').primaryKey(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    deposit_cents: integer('deposit_cents').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_orders_day_idx').on(t.campaign_id, t.day)],
);

export const campaignOrderLines = pgTable(
  'campaign_order_lines',
  {
    order_id: uuid('order_id')
      .notNull()
      .references(() => campaignOrders.order_id, { onDelete: 'cascade' }),
    variation_id: uuid('variation_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.variation_id] })],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignSlotRow = typeof campaignSlots.$inferSelect;
