import { type Context, Hono } from 'hono';
import { AppError } from '@/server/http/app-error';
import type { RateClass } from '@/server/http/rate-limit';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { CART_SESSION_HEADER } from '@/shared/cart/rules';
import {
  addExtraSchema,
  addItemSchema,
  changeQuantitySchema,
  extraParams,
  itemParams,
} from '@/shared/cart/schemas';
import type { Cart } from '@/shared/cart/types';
import { hasUuidShape } from '@/shared/ids';
import type { CartActor } from './context';
import type { CartService } from './service';

/** The cart id the browser sent, when it looks like one (anything else counts as none). */
export function cartIdOf(c: Context<AppEnv>): string | null {
  const value = c.req.header(CART_SESSION_HEADER)?.trim() ?? '';
  return hasUuidShape(value) ? value.toLowerCase() : null;
}

/** The request's cart owner; a suspended or inactive account may not use a cart (DESIGN §6 403). */
function actorOf(c: Context<AppEnv>): CartActor {
  const auth = c.var.auth;
  if (auth?.blocked) throw new AppError('forbidden', 'auth.accountBlocked');
  return { sessionId: cartIdOf(c), userId: auth?.user.id ?? null };
}

/**
 * Cart writes count in the §9 general class, not upload: every +/− is a write, and 30 a minute
 * with a 2-minute block would lock a shopper out mid-cart (docs/decisions: cart rate class).
 */
export const cartRateClass = (path: string): RateClass | undefined =>
  path === '/api/cart' || path.startsWith('/api/cart/') ? 'general' : undefined;

const send = (c: Context<AppEnv>, cart: Cart) => {
  c.header('Cache-Control', 'no-store');
  return c.json(cart);
};

/**
 * Cart API, mounted at /api/cart. Anyone may call it (SPEC §6: the cart works for visitors): a
 * visitor's cart is found by the X-Cart-Session id alone; a signed-in account always gets its
 * own cart. Every answer is the whole cart with its totals; prices never come from the request.
 */
export function cartRoutes(cart: CartService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => send(c, await cart.get(actorOf(c))))
    .delete('/', async (c) => send(c, await cart.clear(actorOf(c))))
    .post('/items', validate('json', addItemSchema), async (c) =>
      send(c, await cart.addItem(actorOf(c), c.req.valid('json'))),
    )
    .patch(
      '/items/:itemId',
      validate('param', itemParams),
      validate('json', changeQuantitySchema),
      async (c) =>
        send(c, await cart.changeItem(actorOf(c), c.req.valid('param').itemId, c.req.valid('json'))),
    )
    .delete('/items/:itemId', validate('param', itemParams), async (c) =>
      send(c, await cart.removeItem(actorOf(c), c.req.valid('param').itemId)),
    )
    .post(
      '/items/:itemId/extras',
      validate('param', itemParams),
      validate('json', addExtraSchema),
      async (c) => send(c, await cart.addExtra(actorOf(c), c.req.valid('param').itemId, c.req.valid('json'))),
    )
    .patch(
      '/items/:itemId/extras/:extraLineId',
      validate('param', extraParams),
      validate('json', changeQuantitySchema),
      async (c) => {
        const { itemId, extraLineId } = c.req.valid('param');
        return send(c, await cart.changeExtra(actorOf(c), itemId, extraLineId, c.req.valid('json')));
      },
    )
    .delete('/items/:itemId/extras/:extraLineId', validate('param', extraParams), async (c) => {
      const { itemId, extraLineId } = c.req.valid('param');
      return send(c, await cart.removeExtra(actorOf(c), itemId, extraLineId));
    });
}

/**
 * The accounts routes call this right after a sign-in or registration created the session: the
 * visitor's guest cart (the X-Cart-Session id) joins the account's cart. A failure here must not
 * fail the sign-in, so it is logged and the guest cart simply stays where it was.
 */
export function mergeCartOnSignIn(cart: CartService) {
  return async (c: Context<AppEnv>, userId: string): Promise<void> => {
    const guestId = cartIdOf(c);
    if (!guestId) return;
    try {
      await cart.mergeGuestCart(guestId, userId);
    } catch (error) {
      c.var.log?.error({ err: error, userId }, 'cart: merging the guest cart at sign-in failed');
    }
  };
}
