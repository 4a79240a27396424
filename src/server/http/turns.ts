import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/** What a request holding a turn gives back: at once when its queued part is done, else at its end. */
export type EndTurn = () => void;

/**
 * Turns for one kind of request (decision 130): at most `size` past this point at a time, the
 * others waiting in the order they came. A burst served all at once shares the database and the
 * server's thread among every request, so all of them answer near the end; in turns the first
 * answer as soon as they are done and the median comes early, while the whole burst takes no longer.
 *
 * A request that waited `maxWaitMs` is refused with `refusal` (nothing of it was done); one whose
 * client went away leaves the queue.
 */
export function createTurns(size: number, maxWaitMs: number, refusal: () => Error) {
  let inside = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inside -= 1;
  };
  /** A release that counts once, however often it is called. */
  const once = (): EndTurn => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };

  return {
    /** Resolves with this request's turn (end it when done); rejects after `maxWaitMs` or on abort. */
    async take(signal?: AbortSignal): Promise<EndTurn> {
      if (inside < size && waiting.length === 0) {
        inside += 1;
        return once();
      }
      await new Promise<void>((resolve, reject) => {
        const leave = (error: unknown) => {
          const at = waiting.indexOf(enter);
          if (at >= 0) waiting.splice(at, 1);
          clearTimeout(timer);
          signal?.removeEventListener('abort', abort);
          reject(error);
        };
        const abort = () => leave(signal?.reason ?? new Error('the client went away'));
        const enter = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', abort);
          resolve();
        };
        const timer = setTimeout(() => leave(refusal()), maxWaitMs);
        signal?.addEventListener('abort', abort, { once: true });
        waiting.push(enter);
      });
      // The turn was handed over by the request that ended its own: `inside` is unchanged.
      return once();
    },
    /** Requests holding a turn, and waiting for one (the outbox worker gives way while any holds one). */
    get state() {
      return { inside, waiting: waiting.length };
    },
  };
}

export type Turns = ReturnType<typeof createTurns>;

/**
 * Takes a turn for the requests `applies` picks, before the session is read: the queue keeps the
 * order the requests came in from their first statement on. The handler may end the turn early
 * (`c.var.endTurn`) once its queued part is done; otherwise it ends with the request.
 */
export function turnsMiddleware(
  turns: Turns,
  applies: (method: string, path: string) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!applies(c.req.method, c.req.path)) return next();
    const end = await turns.take(c.req.raw.signal);
    c.set('endTurn', end);
    try {
      await next();
    } finally {
      end();
    }
  };
}
