import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import { currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  campaignIdParam,
  campaignSaveSchema,
  campaignSlugParam,
  productionListQuery,
} from '@/shared/campaigns/schemas';
import { actorOf } from '../audit/public';
import type { CampaignsService } from './service';

/**
 * The storefront's campaigns (issue 41), mounted at /api/campaigns: the open ones and one by its
 * address, for anyone. Short-lived cache: the places left move with every order.
 */
export function campaignsPublicRoutes(campaigns: CampaignsService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => c.json({ campaigns: await campaigns.open() }))
    .get('/:slug', validate('param', campaignSlugParam), async (c) =>
      c.json({ campaign: await campaigns.openBySlug(c.req.valid('param').slug) }),
    );
}

/**
 * The staff's campaigns, mounted at /api/campaigns/staff: reading and the production list take
 * view_orders (the list within the viewer's stores); writing takes manage_all_products (a campaign
 * is shop-wide). Every write audited in its transaction.
 */
export function campaignsStaffRoutes(campaigns: CampaignsService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', requireRoute('GET /api/campaigns/staff'), async (c) =>
      c.json({ campaigns: await campaigns.list() }),
    )
    .get(
      '/production',
      requireRoute('GET /api/campaigns/staff/production'),
      validate('query', productionListQuery),
      async (c) => {
        const { profile } = currentAuth(c);
        const viewer = { role: profile?.role ?? '', storeId: profile?.store_id ?? null };
        return c.json({ production: await campaigns.production(viewer, c.req.valid('query')) });
      },
    )
    .post('/', requireRoute('POST /api/campaigns/staff'), validate('json', campaignSaveSchema), async (c) =>
      c.json({ campaign: await campaigns.create(actorOf(c), c.req.valid('json')) }, 201),
    )
    .get(
      '/:id',
      requireRoute('GET /api/campaigns/staff/:id'),
      validate('param', campaignIdParam),
      async (c) => c.json({ campaign: await campaigns.detail(c.req.valid('param').id) }),
    )
    .put(
      '/:id',
      requireRoute('PUT /api/campaigns/staff/:id'),
      validate('param', campaignIdParam),
      validate('json', campaignSaveSchema),
      async (c) =>
        c.json({
          campaign: await campaigns.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')),
        }),
    )
    .delete(
      '/:id',
      requireRoute('DELETE /api/campaigns/staff/:id'),
      validate('param', campaignIdParam),
      async (c) => {
        await campaigns.remove(actorOf(c), c.req.valid('param').id);
        return c.json({ deleted: true });
      },
    );
}
