import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUPON_TYPES } from '../../../shared/coupons/rules';
import { timestamps } from '../../db/columns';

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
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
