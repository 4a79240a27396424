import { type Context, Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import { currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { couponEditSchema, couponListQuerySchema, couponSaveSchema } from '@/shared/coupons/admin-schema';
import type { AuditActor } from '../audit/public';
import type { CouponViewer } from './staff-reads';
import type { CouponsStaffService } from './staff-service';

/** The signed-in staff member as the audit log records them. */
function actorOf(c: Context<AppEnv>): AuditActor {
  const { user, profile } = currentAuth(c);
  return { userId: user.id, role: profile?.role ?? '', requestId: c.var.requestId ?? null };
}

function viewerOf(c: Context<AppEnv>): CouponViewer {
  const { profile } = currentAuth(c);
  return { role: profile?.role ?? '', storeId: profile?.store_id ?? null };
}

/**
 * The admin panel's coupons (issue 18), mounted at /api/coupons/staff. Reading takes view_reports
 * (managers too: the list and the orders of their store); every write takes manage_system_settings
 * (admins and super_admins, SPEC §6 "meant for admins"). Never cached; writes count as admin (§9).
 */
export function couponsStaffRoutes(coupons: CouponsStaffService) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', requireRoute('GET /api/coupons/staff'), validate('query', couponListQuerySchema), async (c) =>
      c.json(await coupons.list(viewerOf(c), c.req.valid('query'))),
    )
    .post('/', requireRoute('POST /api/coupons/staff'), validate('json', couponSaveSchema), async (c) =>
      c.json({ coupon: await coupons.createCoupon(actorOf(c), c.req.valid('json')) }, 201),
    )
    .get('/:id', requireRoute('GET /api/coupons/staff/:id'), async (c) =>
      c.json(await coupons.detail(viewerOf(c), c.req.param('id'))),
    )
    .patch(
      '/:id',
      requireRoute('PATCH /api/coupons/staff/:id'),
      validate('json', couponEditSchema),
      async (c) =>
        c.json({ coupon: await coupons.updateCoupon(actorOf(c), c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/:id', requireRoute('DELETE /api/coupons/staff/:id'), async (c) => {
      await coupons.deleteCoupon(actorOf(c), c.req.param('id'));
      return c.json({ deleted: true });
    });
}
