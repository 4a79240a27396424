import { Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  bulkSendSchema,
  couponPreviewSchema,
  recipientListQuerySchema,
  singleSendSchema,
} from '@/shared/coupons/sending-schema';
import { actorOf } from '../audit/public';
import type { CouponSendingService } from './service';

/**
 * Coupon sending (issue 18, decision 044), mounted at /api/coupons/sending. Admins and
 * super_admins only (manage_system_settings, like every coupon write): a manager sees coupons but
 * does not send them. Never cached.
 */
export function couponSendingRoutes(sending: CouponSendingService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/coupons', requireRoute('GET /api/coupons/sending/coupons'), async (c) =>
      c.json({ coupons: await sending.coupons() }),
    )
    .get('/stores', requireRoute('GET /api/coupons/sending/stores'), async (c) =>
      c.json({ stores: await sending.stores() }),
    )
    .get(
      '/customers',
      requireRoute('GET /api/coupons/sending/customers'),
      validate('query', recipientListQuerySchema),
      async (c) => c.json(await sending.recipients(c.req.valid('query'))),
    )
    .post(
      '/preview',
      requireRoute('POST /api/coupons/sending/preview'),
      validate('json', couponPreviewSchema),
      async (c) => c.json(await sending.preview(c.req.valid('json').couponIds)),
    )
    .post(
      '/send',
      requireRoute('POST /api/coupons/sending/send'),
      validate('json', singleSendSchema),
      async (c) => c.json({ result: await sending.sendOne(actorOf(c), c.req.valid('json')) }),
    )
    .get('/jobs', requireRoute('GET /api/coupons/sending/jobs'), async (c) =>
      c.json({ jobs: await sending.jobs() }),
    )
    .post(
      '/jobs',
      requireRoute('POST /api/coupons/sending/jobs'),
      validate('json', bulkSendSchema),
      async (c) => c.json(await sending.startBulk(actorOf(c), c.req.valid('json')), 201),
    )
    .get('/jobs/:id', requireRoute('GET /api/coupons/sending/jobs/:id'), async (c) =>
      c.json(await sending.job(c.req.param('id'))),
    )
    .post('/jobs/:id/cancel', requireRoute('POST /api/coupons/sending/jobs/:id/cancel'), async (c) =>
      c.json(await sending.cancel(actorOf(c), c.req.param('id'))),
    );
}
