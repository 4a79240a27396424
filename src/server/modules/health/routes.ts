import { Hono } from 'hono';
import type { Database } from '@/server/db/client';
import type { AppEnv } from '@/server/http/types';

/**
 * Public: load balancers and the status page ask whether the server can reach its database.
 * `degraded` names what the server runs without (Redis away: decision 073): it still serves, so
 * the answer stays 200 for a load balancer, with the reasons in the body.
 */
export function healthRoutes(database: Pick<Database, 'ping'>, options: { degraded?: () => string[] } = {}) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!(await database.ping())) return c.json({ status: 'unavailable' as const }, 503);
    const reasons = options.degraded?.() ?? [];
    return reasons.length > 0
      ? c.json({ status: 'degraded' as const, reasons }, 200)
      : c.json({ status: 'ok' as const }, 200);
  });
}
