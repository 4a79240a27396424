import { Hono } from 'hono';
import { currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { couponCheckSchema } from '@/shared/orders/schemas';
import type { OrdersService } from './service';

/**
 * The checkout's live coupon check, mounted at /api/coupons (POST /api/coupons/check): the code
 * against the signed-in customer's cart, priced on the server. Orders serve it because the answer
 * needs the cart priced by the order's rules, which come after the coupons module.
 */
export function couponCheckRoutes(orders: Pick<OrdersService, 'checkCoupon'>) {
  return new Hono<AppEnv>().post('/check', requireSession, validate('json', couponCheckSchema), async (c) =>
    c.json(await orders.checkCoupon(currentAuth(c).user.id, c.req.valid('json').code)),
  );
}
