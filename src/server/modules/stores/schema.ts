import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, updatedAt } from '@/server/db/columns';
import { FULFILMENTS } from '@/shared/delivery/fulfilment';
import type { FulfilmentSettings } from '@/shared/delivery/settings';

/** A shop location. Its fulfilment settings are `store_fulfilment` below. */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The name an English reader sees (issue 38, decision 098); blank: the Portuguese name. */
  name_en: text('name_en').notNull().default(''),
  slug: text('slug').notNull().unique(),
  address: text('address'),
  phone: text('phone'),
  /** Where this store's new orders are announced (decision 050): a WhatsApp number and an e-mail. */
  notify_phone: text('notify_phone'),
  notify_email: text('notify_email'),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

export type StoreRow = typeof stores.$inferSelect;

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
