import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { readSellable } from '@/server/modules/catalogue/public';
import { fitsStock, LINE_QUANTITY_MAX, nextQuantity } from '@/shared/cart/rules';
import type { ChangeQuantityInput } from '@/shared/cart/schemas';
import type { Cart } from '@/shared/cart/types';
import { fromCents, toCents } from '@/shared/money';
import type { CartActor, CartContext } from '../context';
import { cartItems } from '../schema';
import { guard } from './guard';
import { readSession } from './read-cart';
import { touchSession } from './session';

const itemNotFound = () => new AppError('not_found', 'cart.itemNotInCart');

/** The actor's live cart, locked; an item op without one can only be about someone else's item. */
export async function lockedSession(tx: Executor, actor: CartActor, now: Date): Promise<string> {
  const sessionId = await touchSession(tx, actor, now);
  if (!sessionId) throw itemNotFound();
  return sessionId;
}

/** SPEC §5.2: an item is touched only when it belongs to the current cart. Locked for the write. */
export async function lockedItem(tx: Executor, sessionId: string, itemId: string) {
  const [item] = await tx
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: cartItems.product_id,
      variationId: cartItems.variation_id,
      unitPrice: cartItems.unit_price,
    })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.session_id, sessionId)))
    .for('update');
  if (!item) throw itemNotFound();
  return item;
}

/**
 * PATCH /api/cart/items/:id: +1, −1 or a quantity. Reaching 0 removes the line and its extras
 * (SPEC §4.4 "decrement"). Going up is checked against the stock now; going down is always
 * allowed, so a line above the stock left can be lowered.
 */
export async function changeItem(
  ctx: CartContext,
  actor: CartActor,
  itemId: string,
  change: ChangeQuantityInput,
): Promise<Cart> {
  const now = ctx.now();
  const sessionId = await guard('cartFailure.update', () =>
    ctx.db.transaction(async (tx) => {
      const sessionId = await lockedSession(tx, actor, now);
      const item = await lockedItem(tx, sessionId, itemId);
      const next = nextQuantity(item.quantity, change);
      if (next === 0) {
        await tx.delete(cartItems).where(eq(cartItems.id, item.id));
        return sessionId;
      }
      const source = await readSellable(tx, item.productId, item.variationId);
      const onSale = source?.active === true && (item.variationId === null || source.variationId !== null);
      if (next > item.quantity) {
        if (!source?.active) throw new AppError('not_found', 'cart.productNotFound');
        if (!onSale) throw new AppError('not_found', 'cart.variationNotFound');
        if (next > LINE_QUANTITY_MAX)
          throw new AppError('conflict', 'cartLimit.lineMax', {
            params: { max: LINE_QUANTITY_MAX },
          });
        if (!fitsStock(next, source.stock ?? null)) throw new AppError('conflict', 'cart.insufficientStock');
      }
      // The price of the day when the product is still on sale; the one it was added at otherwise.
      const unit = onSale ? toCents(source.variationPrice ?? source.productPrice) : toCents(item.unitPrice);
      await tx
        .update(cartItems)
        .set({
          quantity: next,
          unit_price: fromCents(unit),
          total_price: fromCents(unit * next),
          updated_at: now,
        })
        .where(eq(cartItems.id, item.id));
      return sessionId;
    }),
  );
  return guard('cartFailure.items', () => readSession(ctx.db, sessionId));
}

/** DELETE /api/cart/items/:id: the line and its extras (SPEC §4.4 "remove item"). */
export async function removeItem(ctx: CartContext, actor: CartActor, itemId: string): Promise<Cart> {
  const now = ctx.now();
  const sessionId = await guard('cartFailure.remove', () =>
    ctx.db.transaction(async (tx) => {
      const sessionId = await lockedSession(tx, actor, now);
      const gone = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.session_id, sessionId)))
        .returning({ id: cartItems.id });
      if (gone.length === 0) throw itemNotFound();
      return sessionId;
    }),
  );
  return guard('cartFailure.items', () => readSession(ctx.db, sessionId));
}
