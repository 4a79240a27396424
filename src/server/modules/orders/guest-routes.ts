import { Hono } from 'hono';
import { AppError } from '@/server/http/app-error';
import { languageOf } from '@/server/http/language';
import { currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { cartIdOf } from '@/server/modules/cart/public';
import { guestClaimSchema, guestOrderSchema, guestTokenParams } from '@/shared/orders/guest';
import {
  couponCheckSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  quoteQuerySchema,
} from '@/shared/orders/schemas';
import type { OrdersService } from './service';

/** A link that is not one of ours answers like a link that no longer opens anything: 404. */
const tokenParam = validate('param', guestTokenParams, {
  refuse: () => new AppError('not_found', 'order.guestLinkInvalid'),
});

const NO_CART = '00000000-0000-0000-0000-000000000000';

const visitorCart = (cartId: string | null) => {
  if (!cartId) throw new AppError('validation_failed', 'order.guestCartMissing');
  return cartId;
};

/**
 * Guest checkout and the signed link's page (issue 38, decision 096), mounted at
 * /api/orders/guest. Visitors may call them (the cart is the X-Cart-Session one, the order is the
 * signed link's); the §9 limits of every /api call apply as to a signed-in checkout. Joining an
 * order to one's account needs the session of the account with the order's e-mail.
 */
export function guestOrderRoutes(orders: Pick<OrdersService, 'guest'>) {
  return new Hono<AppEnv>()
    .get('/quote', validate('query', quoteQuerySchema), async (c) => {
      const q = c.req.valid('query');
      // No cart yet: the quote of an empty cart (the page shows "your cart is empty").
      return c.json(await orders.guest.quote(cartIdOf(c) ?? NO_CART, q.fulfilment, q.zip, q.storeId));
    })
    .post('/coupon', validate('json', couponCheckSchema), async (c) =>
      c.json(await orders.guest.checkCoupon(visitorCart(cartIdOf(c)), c.req.valid('json').code)),
    )
    .post('/', validate('json', guestOrderSchema), async (c) => {
      const key = idempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
      if (!key.success) throw new AppError('bad_request', 'order.idempotencyKey');
      const placed = await orders.guest.place(cartIdOf(c), key.data, c.req.valid('json'), languageOf(c));
      return c.json(placed, placed.created ? 201 : 200);
    })
    .get('/:token', tokenParam, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await orders.guest.view(c.req.valid('param').token));
    })
    .post('/:token/cancel', tokenParam, async (c) =>
      c.json({ order: await orders.guest.cancel(c.req.valid('param').token, c.var.requestId ?? null) }),
    )
    .post('/:token/claim', tokenParam, validate('json', guestClaimSchema), async (c) => {
      const claimed = await orders.guest.claim(
        c.req.valid('param').token,
        c.req.valid('json').password,
        languageOf(c),
      );
      return c.json(claimed, 201);
    })
    .post('/:token/join', requireSession, tokenParam, async (c) => {
      const { user, profile } = currentAuth(c);
      const id = await orders.guest.join(c.req.valid('param').token, {
        userId: user.id,
        profileId: profile?.id ?? null,
        email: user.email,
      });
      return c.json({ orderId: id });
    });
}
