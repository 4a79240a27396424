import { Hono } from 'hono';
import type { Database } from '@/server/db/client';
import type { AppEnv } from '@/server/http/types';

/** Public: load balancers and the status page ask whether the server can reach its database. */
export function healthRoutes(database: Pick<Database, 'ping'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const ok = await database.ping();
    return ok ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
  });
}
