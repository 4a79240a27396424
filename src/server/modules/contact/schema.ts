import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '@/server/db/columns';

/** Messages sent through the contact form (SPEC §2.7; DESIGN §4: stored and notified to staff). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    language: text('language').notNull().default('pt-BR'),
    ip: text('ip'),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.created_at)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
