import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The recent server errors (`view_logs`, decision 053): a row per error answered 5xx, shared by
 * every instance, bounded (the newest SERVER_ERRORS_KEPT and at most SERVER_ERRORS_DAYS old; each
 * write purges the rest). The same error from the same caller within a few minutes is one row with
 * a count, and one caller adds only so many rows (decision 071). No body, header, user or token is
 * kept: `path` and `message` are redacted, the caller is a one-way key.
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    request_id: text('request_id').notNull(),
    method: text('method').notNull(),
    /** The route as declared (`/api/orders/staff/:id`), not the address with its ids. */
    route: text('route').notNull(),
    /** The address with its query, redacted. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    message: text('message').notNull(),
    /** Who caused it (their account, else their address) as a one-way key, to fold their repeats; never shown. */
    actor: text('actor').notNull().default(''),
    /** The error without the values it quotes (a query's parameters, numbers): the same fault, whatever the input. */
    fingerprint: text('fingerprint').notNull().default(''),
    /** How many times it happened, the first at `at`, the last at `last_at`. */
    count: integer('count').notNull().default(1),
    last_at: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('server_errors_at_idx').on(t.at), index('server_errors_actor_idx').on(t.actor, t.last_at)],
);
