import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import type { ServerErrorInput } from '../modules/logs/public';
import { clientIp } from './client-ip';
import type { AppEnv } from './types';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request with no answer after this long is logged while it waits (decision 128). */
export const STILL_WAITING_MS = 30_000;

/**
 * Gives each request an id (kept from a well-formed X-Request-Id) and logs one line when it ends;
 * a 5xx answer is also handed to `recordError` (the recent errors of `view_logs`, decision 053),
 * whose own failure is logged and never changes the answer. A request still without an answer
 * after `stillWaitingMs` gets a warning line naming it then: a hung request never ends, so its
 * end's line would never be written.
 */
export function requestLog(
  logger: Logger,
  recordError?: (entry: ServerErrorInput) => Promise<void>,
  options: { trusted?: ReadonlySet<string>; stillWaitingMs?: number } = {},
): MiddlewareHandler<AppEnv> {
  const trusted = options.trusted ?? new Set<string>();
  const stillWaitingMs = options.stillWaitingMs ?? STILL_WAITING_MS;
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    const waiting = setTimeout(
      () =>
        log.warn(
          { method: c.req.method, path: c.req.path, waitingMs: stillWaitingMs },
          'request still waiting for its answer',
        ),
      stillWaitingMs,
    );
    waiting.unref();
    try {
      await next();
    } finally {
      clearTimeout(waiting);
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) {
      log.error(line, 'request failed');
      const url = new URL(c.req.url);
      await recordError?.({
        requestId,
        method: c.req.method,
        // The handler's declared path (middleware and the /api/* fallback are registered as ALL).
        route:
          matchedRoutes(c)
            .filter((r) => r.method !== 'ALL')
            .at(-1)?.path ?? c.req.path,
        url: url.pathname + url.search,
        status,
        message: c.var.failure?.message ?? null,
        // Whose errors fold together (decision 071): the account, else the address.
        actor: c.var.auth ? `user:${c.var.auth.user.id}` : `ip:${clientIp(c, trusted)}`,
      }).catch((error: unknown) => log.error({ err: error }, 'server error not recorded'));
    }
    // Writes, refusals and slow answers at info; fast successful reads (most of the traffic, and
    // ~25% of a catalogue read's CPU when logged) at debug.
    else if (status >= 400 || ms > 500 || !(c.req.method === 'GET' || c.req.method === 'HEAD'))
      log.info(line, 'request');
    else log.debug(line, 'request');
  };
}
