import type { Cart } from '@/shared/cart/types';
import type { CartActor, CartContext } from '../context';
import { cartSessions } from '../schema';
import { guard } from './guard';
import { readSession } from './read-cart';
import { ownedBy, sessionForWrite } from './session';

/**
 * DELETE /api/cart (SPEC §4.4 "clear"): extras, items and the session go (the foreign keys
 * cascade), then a fresh session is created for the same owner — all in one transaction.
 */
export async function clearCart(ctx: CartContext, actor: CartActor): Promise<Cart> {
  const now = ctx.now();
  const sessionId = await guard('cartFailure.clear', () =>
    ctx.db.transaction(async (tx) => {
      const owner = ownedBy(actor);
      if (owner) await tx.delete(cartSessions).where(owner);
      return sessionForWrite(tx, { sessionId: null, userId: actor.userId }, now);
    }),
  );
  return guard('cartFailure.items', () => readSession(ctx.db, sessionId));
}
