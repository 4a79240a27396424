import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import { usersUnified } from './schema';

/**
 * A customer's saved delivery addresses (issue 38, decision 097), by profile: a label, the US
 * address with its unit in its own field, and at most one default (the unique partial index).
 * Deleted with the profile; removed when a deletion request anonymises the account.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profile_id: uuid('profile_id')
      .notNull()
      .references(() => usersUnified.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    street: text('street').notNull(),
    unit: text('unit'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('customer_addresses_profile_idx').on(t.profile_id, t.created_at),
    uniqueIndex('customer_addresses_default_idx').on(t.profile_id).where(sql`${t.is_default}`),
  ],
);
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
