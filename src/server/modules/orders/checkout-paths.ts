import { AppError } from '@/server/http/app-error';
import { createTurns } from '@/server/http/turns';

/** The requests that place an order (signed in, and a guest's): they take turns in a burst (decision 130). */
const CHECKOUT_PATHS = new Set(['/api/orders', '/api/orders/guest']);

export const isCheckoutRequest = (method: string, path: string) =>
  method === 'POST' && CHECKOUT_PATHS.has(path.replace(/\/+$/, ''));

/**
 * Checkouts past the session read at once, per instance (decision 130). PostgreSQL: four, enough
 * to keep its connections and the server's thread busy while one holds the store's day until its
 * commit. The embedded database: eight, whose configuration reads are shared (decision 127) while
 * each transaction waits its turn on the one connection anyway.
 */
const CHECKOUT_TURNS = { postgres: 4, pglite: 8 } as const;
/** A checkout still waiting after this is refused with "try again" (503); nothing of it was done. */
const CHECKOUT_TURN_WAIT_MS = 30_000;

/** The instance's checkout turns; the app's middleware takes them, the outbox worker gives way to them. */
export const createCheckoutTurns = (kind: keyof typeof CHECKOUT_TURNS) =>
  createTurns(
    CHECKOUT_TURNS[kind],
    CHECKOUT_TURN_WAIT_MS,
    () => new AppError('unavailable', 'order.checkoutBusy'),
  );
