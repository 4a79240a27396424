import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
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
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= purgeExpiredPurchases(deps.db, now())
      .then((removed) => {
        if (removed.orders > 0) logger.info(removed, 'privacy: purchase data past 5 years purged');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'privacy: purchase purge failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    round,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
