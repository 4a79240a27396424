import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import { TAX_CLASSES, TAX_MODES, TAX_ROUNDINGS } from '@/shared/tax/classes';
import { stores } from '../stores/schema';

/**
 * Sales tax rates per place (issue 37, decision 079): a store's pickup counter (`zone_id` '') or
 * one of its delivery zones (the zone's id in the store's settings), a general and an
 * eligible-food rate in basis points, in force from `valid_from` until the place's next period.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store_id: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    zone_id: text('zone_id').notNull().default(''),
    general_bp: integer('general_bp').notNull(),
    food_bp: integer('food_bp').notNull(),
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    /** Where the figures came from (the DOR chart's quarter), for the owner's records. */
    source: text('source'),
    ...timestamps(),
  },
  (t) => [
    // Periods run from one start to the next: two starting the same day would overlap.
    unique('tax_rates_place_valid_from').on(t.store_id, t.zone_id, t.valid_from),
    check('tax_rates_bp_check', sql`${t.general_bp} between 0 and 2000 and ${t.food_bp} between 0 and 2000`),
  ],
);

/** The shop's tax settings: one row (id 1). `mode` null follows the currency (USD added, BRL included). */
export const taxSettings = pgTable('tax_settings', {
  id: integer('id').primaryKey().default(1),
  mode: text('mode', { enum: TAX_MODES }),
  rounding: text('rounding', { enum: TAX_ROUNDINGS }).notNull().default('invoice'),
  delivery_fee_class: text('delivery_fee_class', { enum: TAX_CLASSES }).notNull().default('general'),
  ...timestamps(),
});

export type TaxRateRow = typeof taxRates.$inferSelect;
