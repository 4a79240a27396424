import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { serverErrorsQuerySchema } from '@/shared/logs/schemas';
import type { ServerErrorLog } from './server-errors';

/** The recent server errors (issue 21, decision 053), mounted at /api/logs/staff: view_logs. */
export function serverErrorRoutes(log: ServerErrorLog) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get(
      '/errors',
      requireRoute('GET /api/logs/staff/errors'),
      validate('query', serverErrorsQuerySchema),
      async (c) => c.json(await log.list(c.req.valid('query'))),
    );
}
