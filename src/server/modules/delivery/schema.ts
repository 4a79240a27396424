import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { FULFILMENTS } from '../../../shared/delivery/fulfilment';
import type { FulfilmentSettings } from '../../../shared/delivery/settings';
import { updatedAt } from '../../db/columns';
import { stores } from '../accounts/schema';

/** A store's pickup, delivery zones and windows (shared/delivery/settings.ts), validated on write and read. */
export const storeFulfilment = pgTable('store_fulfilment', {
  store_id: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<FulfilmentSettings>().notNull(),
  updated_at: updatedAt(),
});

/**
 * Orders held by each window on each date. Place-order takes a place with one conditional upsert
 * (`booked < capacity`), so two customers can never both get the last place; cancelling gives it back.
 */
export const deliveryWindowBookings = pgTable(
  'delivery_window_bookings',
  {
    store_id: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fulfilment: text('fulfilment', { enum: FULFILMENTS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    window_id: text('window_id').notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.store_id, t.fulfilment, t.date, t.window_id] }),
    check('delivery_window_bookings_booked_check', sql`${t.booked} >= 0`),
  ],
);
