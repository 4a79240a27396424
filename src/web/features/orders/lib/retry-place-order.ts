import { ApiError } from '@/web/lib/api-error';

/**
 * "No lost order" (issue 19, decision 032): an order whose answer never arrived may well have been
 * placed. The same Idempotency-Key is sent again, so the server answers the order it already made
 * (decision 016) instead of making a second one. Only failures that say nothing about the order are
 * retried: the network (fetch threw), a timeout, a 5xx. A 4xx is the server's answer: never retried.
 */

/** Waits before each retry (ms): five more tries over about 15 s, then the person is asked. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;
/** One attempt waits this long for its answer before it counts as lost. */
export const ATTEMPT_TIMEOUT_MS = 15_000;

export class AttemptTimeout extends Error {
  override name = 'AttemptTimeout';
}

/** True when the order may or may not exist: ask again with the same key. */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  // fetch's TypeError ("Failed to fetch"), our timeout, or an abort we did not ask for.
  return true;
}

export type RetryOptions = {
  delays?: readonly number[];
  timeoutMs?: number;
  /** Called before each retry (1 for the first): the page says "still confirming…". */
  onRetry?: (attempt: number, error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` (given an AbortSignal that fires at the timeout) until it answers or a retry is pointless. */
export async function withRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  { delays = RETRY_DELAYS_MS, timeoutMs = ATTEMPT_TIMEOUT_MS, onRetry, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let tries = 0; ; tries++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new AttemptTimeout()), timeoutMs);
    try {
      return await attempt(controller.signal);
    } catch (error) {
      const delay = delays[tries];
      if (delay === undefined || !worthRetrying(error)) throw error;
      onRetry?.(tries + 1, error);
      await sleep(delay);
    } finally {
      clearTimeout(timer);
    }
  }
}
