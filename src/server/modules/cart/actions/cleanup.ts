import type { Logger } from 'pino';
import type { CartService } from '../service';

/** How often expired carts are deleted (SPEC §9: a cart lives 24 h; this only frees the space). */
export const CART_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Deletes expired carts now and then every interval. Reading an expired cart already treats it as
 * empty, so a late round loses nothing; several server instances doing it at once is harmless.
 */
export function startCartCleanup(
  cart: Pick<CartService, 'deleteExpired'>,
  logger: Logger,
  intervalMs = CART_CLEANUP_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= cart
      .deleteExpired()
      .then((count) => {
        if (count > 0) logger.info({ count }, 'cart: expired carts deleted');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'cart: expired cart cleanup failed'))
      .finally(() => {
        running = null;
      });
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
