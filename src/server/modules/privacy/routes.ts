import { type Context, Hono } from 'hono';
import { AppError } from '@/server/http/app-error';
import { requireRoute } from '@/server/http/permissions';
import type { RateLimits } from '@/server/http/rate-limit';
import { currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { KEYS } from '@/shared/messages';
import { deletionRequestSchema, privacyRequestParams, privacyRequestsQuery } from '@/shared/privacy/schemas';
import type { StaffViewer } from '../accounts/public';
import { actorOf } from '../audit/public';
import type { PrivacyService } from './service';

const noStore = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * A signed-in account's own privacy (issue 16, decision 047), mounted at /api/accounts/me/privacy:
 * its open deletion request, the download of its data (a JSON file), and the request to be deleted
 * (customers only). Who may call: any signed-in, non-suspended account.
 */
export function privacyOwnRoutes(privacy: PrivacyService, deps: { limits: RateLimits }) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get('/', requireSession, async (c) => c.json({ request: await privacy.mine(currentAuth(c).user.id) }))
    .get('/export', requireSession, async (c) => {
      const { user } = currentAuth(c);
      // Reading every order and message is heavier than a page: counted in the §9 auth class.
      await deps.limits.enforce('auth', `privacy-export:${user.id}`, 'rateLimit.blocked');
      const data = await privacy.export(user.id);
      if (!data) throw new AppError('not_found', KEYS.privacy.notFound);
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="meus-dados-${day}.json"`);
      return c.json(data);
    })
    .post('/deletion', requireSession, validate('json', deletionRequestSchema), async (c) =>
      c.json({ request: await privacy.request(currentAuth(c).user.id) }, 201),
    );
}

const viewerOf = (c: Context<AppEnv>): StaffViewer => currentAuth(c).profile!;

/**
 * Staff side, mounted at /api/accounts/privacy-requests: the requests (manage_clientes; a manager
 * only their store's customers) and carrying one out. Refusals: 401, 403, 404 out of scope.
 */
export function privacyStaffRoutes(privacy: PrivacyService) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get(
      '/',
      requireRoute('GET /api/accounts/privacy-requests'),
      validate('query', privacyRequestsQuery),
      async (c) => c.json(await privacy.list(viewerOf(c), c.req.valid('query'))),
    )
    .post(
      '/:id/complete',
      requireRoute('POST /api/accounts/privacy-requests/:id/complete'),
      validate('param', privacyRequestParams),
      async (c) => c.json(await privacy.complete(viewerOf(c), actorOf(c), c.req.valid('param').id)),
    );
}
