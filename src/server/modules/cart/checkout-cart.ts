import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { isCartExpired } from '@/shared/cart/rules';
import { EXTRA_NAME, selectWithExtra, selectWithSellable } from '../catalogue/public';
import { cartItemExtras, cartItems, cartSessions } from './schema';

/**
 * What checkout (the orders module) reads and writes of the cart, inside its own transaction:
 * the customer's cart with every line as the catalogue sells it now, and the cart's removal once
 * the order holds it.
 */

/**
 * The customer's live cart: its lines (oldest first) with their product and variation now, and
 * the lines' extras with the extra now. Two statements: the session with its lines, the extras
 * (a checkout's transaction holds its connection, and on the embedded database every statement
 * waits its turn: issue 34). `lock` takes the cart row FOR UPDATE (two checkouts of one customer
 * then run one after the other; the second sees no lines once the first has used the cart up).
 * Null: no cart, an expired one, or one without lines.
 */
export async function readCartForCheckout(
  ex: Executor,
  /** An account's id, or a visitor's cart id (a guest's quote, decision 096: never an account's cart). */
  owner: string | { visitorCart: string },
  now: Date,
  options: { lock: boolean },
) {
  const query = selectWithSellable(
    ex,
    {
      from: cartItems,
      fields: {
        id: cartItems.id,
        productId: cartItems.product_id,
        variationId: cartItems.variation_id,
        quantity: cartItems.quantity,
        cartWeight: cartItems.weight_kg,
        cuts: cartItems.cuts,
        sessionId: cartSessions.session_id,
        expiresAt: cartSessions.expires_at,
      },
      productId: cartItems.product_id,
      variationId: cartItems.variation_id,
    },
    [
      'productName',
      'productNameEn',
      'productPrice',
      'productActive',
      'variationName',
      'variationPrice',
      'variationWeight',
      'variationPricePerKg',
      'taxClass',
      'takesPrepNote',
      'cutOptions',
    ],
  )
    .innerJoin(cartSessions, eq(cartSessions.session_id, cartItems.session_id))
    .where(
      typeof owner === 'string'
        ? eq(cartSessions.user_id, owner)
        : and(eq(cartSessions.session_id, owner.visitorCart), isNull(cartSessions.user_id)),
    )
    .orderBy(asc(cartItems.created_at), asc(cartItems.id));
  const lines = options.lock ? await query.for('update', { of: cartSessions }) : await query;
  const session = lines[0];
  if (!session || isCartExpired(session.expiresAt, now)) return null;
  const extras = lines.length
    ? await selectWithExtra(
        ex,
        {
          from: cartItemExtras,
          fields: {
            itemId: cartItemExtras.cart_item_id,
            extraId: cartItemExtras.extra_id,
            quantity: cartItemExtras.quantity,
          },
          extraId: cartItemExtras.extra_id,
        },
        ['name', 'nameEn', 'price', 'basis', 'active'],
      )
        .where(
          inArray(
            cartItemExtras.cart_item_id,
            lines.map((r) => r.id),
          ),
        )
        .orderBy(asc(cartItemExtras.created_at), asc(EXTRA_NAME))
    : [];
  return { sessionId: session.sessionId, lines, extras };
}

/** The cart is used up: its session goes (items and extras cascade), as SPEC §4.4 "Clear" does. */
export async function deleteCheckedOutCart(tx: Executor, sessionId: string): Promise<void> {
  await tx.delete(cartSessions).where(eq(cartSessions.session_id, sessionId));
}

/**
 * Guest checkout (decision 096): the visitor's cart becomes the guest user's, inside the order's
 * transaction, so checkout reads, locks and clears it as an account's. False: no visitor cart with
 * that id (none, an account's, or already taken by the same checkout's twin).
 */
export async function adoptVisitorCart(ex: Executor, cartId: string, userId: string): Promise<boolean> {
  const rows = await ex
    .update(cartSessions)
    .set({ user_id: userId })
    .where(and(eq(cartSessions.session_id, cartId), isNull(cartSessions.user_id)))
    .returning({ id: cartSessions.session_id });
  return rows.length === 1;
}
