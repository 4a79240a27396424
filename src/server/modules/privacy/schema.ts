import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import { PRIVACY_REQUEST_STATES } from '@/shared/privacy/rules';
import { authUser, usersUnified } from '../accounts/schema';

/**
 * A customer's request to have their account deleted (issue 16, decision 047): open until staff
 * carry it out (the account anonymised). One open request per account at a time (partial unique
 * index). It keeps no personal data of its own: the profile it points at is anonymised with it.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profile_id: uuid('profile_id')
      .notNull()
      .references(() => usersUnified.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deletion'] })
      .notNull()
      .default('deletion'),
    state: text('state', { enum: PRIVACY_REQUEST_STATES }).notNull().default('open'),
    /** The last day to answer: 15 business days after the request (shared/privacy/rules.ts). */
    due_date: date('due_date', { mode: 'string' }).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    /** The staff member's auth user id. */
    completed_by: text('completed_by').references(() => authUser.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('privacy_requests_one_open_idx').on(t.profile_id).where(sql`${t.state} = 'open'`),
    index('privacy_requests_state_due_idx').on(t.state, t.due_date),
  ],
);

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
