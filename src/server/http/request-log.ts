import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import type { ServerErrorInput } from '../modules/logs/public';
import { clientIp } from './client-ip';
import type { AppEnv } from './types';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives each request an id (kept from a well-formed X-Request-Id) and logs one line when it ends;
 * a 5xx answer is also handed to `recordError` (the recent errors of `view_logs`, decision 053),
 * whose own failure is logged and never changes the answer.
 */
export function requestLog(
  logger: Logger,
  recordError?: (entry: ServerErrorInput) => Promise<void>,
  options: { trusted?: ReadonlySet<string> } = {},
): MiddlewareHandler<AppEnv> {
  const trusted = options.trusted ?? new Set<string>();
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
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
