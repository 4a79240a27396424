import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '@/server/db/columns';

/**
 * One row per integration the owner set up or the shop has sent through (decision 076): `email`,
 * `whatsapp` (later `sms`, `stripe`, `google_reviews`). `settings` holds the plain fields as text;
 * `secrets` each secret field sealed with AES-256-GCM (`v1.<key id>.<iv>.<data>.<tag>`), never in
 * the clear. The health columns say whether it works: the last send or test that went out, since
 * when it fails, and the provider's last error (its message key, parameters and Portuguese text).
 */
export const integrations = pgTable('integrations', {
  id: text('id').primaryKey(),
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
  last_success_at: timestamp('last_success_at', { withTimezone: true }),
  failing_since: timestamp('failing_since', { withTimezone: true }),
  last_error: text('last_error'),
  last_error_key: text('last_error_key'),
  last_error_params: jsonb('last_error_params').$type<Record<string, string | number>>(),
  updated_at: updatedAt(),
  /** The account that last saved the card (no foreign key: accounts comes later in the module line). */
  updated_by: text('updated_by'),
});

export type IntegrationRow = typeof integrations.$inferSelect;
