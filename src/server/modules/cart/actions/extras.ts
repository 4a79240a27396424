import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { nextQuantity } from '@/shared/cart/rules';
import type { AddExtraInput, ChangeQuantityInput } from '@/shared/cart/schemas';
import type { Cart } from '@/shared/cart/types';
import type { MessageKey } from '@/shared/messages';
import type { CartActor, CartContext } from '../context';
import { cartItemExtras } from '../schema';
import { lockedItem, lockedSession } from './change-item';
import { addExtraToLine } from './extra-statements';
import { guard } from './guard';
import { readSession } from './read-cart';

/** One write on a line of the actor's cart, in one transaction; answers the cart after it. */
async function onLine(
  ctx: CartContext,
  actor: CartActor,
  itemId: string,
  failure: MessageKey,
  write: (tx: Executor, item: Awaited<ReturnType<typeof lockedItem>>, now: Date) => Promise<void>,
): Promise<Cart> {
  const now = ctx.now();
  const sessionId = await guard(failure, () =>
    ctx.db.transaction(async (tx) => {
      const sessionId = await lockedSession(tx, actor, now);
      await write(tx, await lockedItem(tx, sessionId, itemId), now);
      return sessionId;
    }),
  );
  return guard('cartFailure.items', () => readSession(ctx.db, sessionId));
}

/** SPEC §5.2: an extra line is touched only when it sits on that item of the current cart. */
async function lockedExtra(tx: Executor, itemId: string, extraLineId: string) {
  const [extra] = await tx
    .select({ id: cartItemExtras.id, quantity: cartItemExtras.quantity })
    .from(cartItemExtras)
    .where(and(eq(cartItemExtras.id, extraLineId), eq(cartItemExtras.cart_item_id, itemId)))
    .for('update');
  if (!extra) throw new AppError('not_found', 'cart.extraNotInCart');
  return extra;
}

/** POST /api/cart/items/:id/extras (SPEC §4.4 "add extra"). */
export const addExtra = (ctx: CartContext, actor: CartActor, itemId: string, input: AddExtraInput) =>
  onLine(ctx, actor, itemId, 'cartFailure.addExtra', async (tx, item, now) => {
    await addExtraToLine(tx, { itemId: item.id, productId: item.productId }, input, now);
  });

/**
 * PATCH /api/cart/items/:id/extras/:extraLineId: −1 (or a quantity of 0) takes the extra off the
 * line. Any other step leaves it as it is: its quantity follows its basis and the line's quantity
 * (decision 111), the customer does not choose it. The route stays for older clients.
 */
export const changeExtra = (
  ctx: CartContext,
  actor: CartActor,
  itemId: string,
  extraLineId: string,
  change: ChangeQuantityInput,
) =>
  onLine(ctx, actor, itemId, 'cartFailure.updateExtra', async (tx, item) => {
    const extra = await lockedExtra(tx, item.id, extraLineId);
    if (nextQuantity(extra.quantity, change) === 0)
      await tx.delete(cartItemExtras).where(eq(cartItemExtras.id, extra.id));
  });

/** DELETE /api/cart/items/:id/extras/:extraLineId. */
export const removeExtra = (ctx: CartContext, actor: CartActor, itemId: string, extraLineId: string) =>
  onLine(ctx, actor, itemId, 'cartFailure.removeExtra', async (tx, item) => {
    const extra = await lockedExtra(tx, item.id, extraLineId);
    await tx.delete(cartItemExtras).where(eq(cartItemExtras.id, extra.id));
  });
