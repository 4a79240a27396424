import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The recent server errors (`view_logs`, decision 053): one row per request answered 5xx, shared by
 * every instance, bounded (the newest SERVER_ERRORS_KEPT and at most SERVER_ERRORS_DAYS old; each
 * write purges the rest). No body, header, user or token is kept: `path` and `message` are redacted.
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
  },
  (t) => [index('server_errors_at_idx').on(t.at)],
);
