import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import { COUPON_TYPES } from '@/shared/coupons/rules';

/** SPEC §3.5 coupon. `value` is a percent for percentage coupons and an amount in R$ for fixed ones. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    minimum_order: numeric('minimum_order', { precision: 12, scale: 2 }).notNull().default('0'),
    maximum_discount: numeric('maximum_discount', { precision: 12, scale: 2 }),
    usage_limit: integer('usage_limit'),
    used_count: integer('used_count').notNull().default(0),
    /** Uses one customer may make (issue 18, as Saleor's "once per customer"); null: no limit. */
    per_customer_limit: integer('per_customer_limit'),
    valid_from: timestamp('valid_from', { withTimezone: true }),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // Codes are case-insensitive (§3.5 rules): "bemvindo10" and "BEMVINDO10" are one coupon.
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    check('coupons_value_check', sql`${t.value} > 0`),
    check('coupons_percentage_check', sql`${t.type} <> 'percentage' or ${t.value} <= 100`),
    // The conditional UPDATE in place-order keeps this true; the check is the last line of defence.
    check(
      'coupons_used_count_check',
      sql`${t.used_count} >= 0 and (${t.usage_limit} is null or ${t.used_count} <= ${t.usage_limit})`,
    ),
    check(
      'coupons_per_customer_limit_check',
      sql`${t.per_customer_limit} is null or ${t.per_customer_limit} >= 1`,
    ),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/**
 * Uses of a coupon per customer (issue 18): taken in the checkout's transaction by a conditional
 * upsert that never passes the coupon's `per_customer_limit`, given back with the coupon's use.
 */
export const couponCustomerUses = pgTable(
  'coupon_customer_uses',
  {
    coupon_id: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    user_id: text('user_id').notNull(),
    used_count: integer('used_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.coupon_id, t.user_id] }),
    check('coupon_customer_uses_count_check', sql`${t.used_count} >= 0`),
  ],
);
