import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { everyInterval } from '@/server/lib/rounds';
import { purgeExpiredPurchases } from './actions/purchase-purge';

/** The purge of purchase data past its 5 years runs once a day (and once at start). */
export const PURCHASE_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the daily purge (decision 049); `stop()` waits for a round in progress. Several
 * instances running it at once is harmless: a batch locks its orders and skips locked ones.
 */
export function startPurchasePurge(
  deps: { db: Db; now?: () => Date },
  logger: Logger,
  intervalMs = PURCHASE_PURGE_INTERVAL_MS,
) {
  const now = deps.now ?? (() => new Date());
  return everyInterval(
    async () => {
      const removed = await purgeExpiredPurchases(deps.db, now());
      if (removed.orders > 0) logger.info(removed, 'privacy: purchase data past 5 years purged');
    },
    intervalMs,
    logger,
    'privacy: purchase purge failed',
  );
}
