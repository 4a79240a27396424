import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { everyInterval } from '@/server/lib/rounds';
import type { Database } from './client';

/** How often the embedded database's busiest tables are vacuumed and analysed. */
export const MAINTENANCE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The tables written on every visit: carts (each add rewrites its session and line), sign-in
 * sessions, the outbox, orders and the stock and coupon counters that checkout decrements.
 */
const BUSY_TABLES = sql.raw(
  [
    'cart_sessions',
    'cart_items',
    'cart_item_extras',
    'session',
    'messages',
    'orders',
    'order_items',
    'order_events',
    'delivery_window_bookings',
    'product_variations',
    'coupons',
    // Analysed so the users search's planner knows how common a trigram is (decision 047).
    'users_unified',
  ].join(', '),
);

/**
 * PGlite is one PostgreSQL backend without autovacuum: dead row versions would pile up for
 * ever (every add to a cart rewrites its session row and line) and the planner would keep its
 * first guesses about table sizes. Measured after ~50,000 bench adds on one server: cart_sessions
 * took 1.8 MB for 2,000 rows (140 KB once rewritten), its expiry index 530 KB (32 KB); a grouped
 * add cost ~0.6–0.7 ms of database CPU before a VACUUM (64 ms) and ~0.5 ms after. So the server
 * vacuums and analyses the busy tables itself, now and then. PostgreSQL servers do this alone.
 */
export function startEmbeddedMaintenance(
  database: Pick<Database, 'kind' | 'db'>,
  logger: Logger,
  intervalMs = MAINTENANCE_INTERVAL_MS,
) {
  if (database.kind !== 'pglite') return { stop: async () => {}, round: async () => {} };
  return everyInterval(
    async () => {
      const started = performance.now();
      await database.db.execute(sql`VACUUM (ANALYZE) ${BUSY_TABLES}`);
      logger.debug({ ms: Math.round(performance.now() - started) }, 'database: busy tables vacuumed');
    },
    intervalMs,
    logger,
    'database: vacuum failed',
    { runNow: false },
  );
}
