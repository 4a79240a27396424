import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { deskIdParams, deskListQuerySchema, deskRetryQuerySchema } from '@/shared/messaging/desk';
import { actorOf } from '../audit/public';
import type { MessageDesk } from './desk';

/**
 * The message desk (issue 18, decision 043), mounted at /api/messages/staff. Reading takes
 * view_logs, sending again manage_system_settings: admins and super_admins only (SPEC §6).
 * Never cached.
 */
export function messageDeskRoutes(desk: MessageDesk) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', requireRoute('GET /api/messages/staff'), validate('query', deskListQuerySchema), async (c) =>
      c.json(await desk.list(c.req.valid('query'))),
    )
    .get('/health', requireRoute('GET /api/messages/staff/health'), async (c) =>
      c.json({ channels: await desk.health() }),
    )
    .post(
      '/retry',
      requireRoute('POST /api/messages/staff/retry'),
      validate('query', deskRetryQuerySchema),
      async (c) => c.json(await desk.retryAll(actorOf(c), c.req.valid('query'))),
    )
    .get('/:id', requireRoute('GET /api/messages/staff/:id'), validate('param', deskIdParams), async (c) =>
      c.json({ message: await desk.detail(c.req.valid('param').id) }),
    )
    .post(
      '/:id/retry',
      requireRoute('POST /api/messages/staff/:id/retry'),
      validate('param', deskIdParams),
      async (c) => c.json({ message: await desk.retryOne(actorOf(c), c.req.valid('param').id) }),
    );
}
