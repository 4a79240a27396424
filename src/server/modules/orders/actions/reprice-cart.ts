import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isCartExpired } from '../../../../shared/cart/rules';
import type { MessageKey, MessageParams } from '../../../../shared/messages';
import { toCents } from '../../../../shared/money';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { cartItemExtras, cartItems, cartSessions } from '../../cart/schema';
import { productExtras, products, productVariations } from '../../catalogue/schema';

export type PricedExtra = { extraId: string; name: string; quantity: number; unitPriceCents: number };
export type PricedLine = {
  cartItemId: string;
  productId: string;
  productName: string;
  productActive: boolean;
  variationId: string | null;
  variationName: string | null;
  weightKg: string | null;
  /** Sold by weight (issue 20): the price per kg now; unitPriceCents is the estimate. */
  pricePerKgCents: number | null;
  quantity: number;
  unitPriceCents: number;
  extras: (PricedExtra & { active: boolean })[];
};
export type PricedCart = { sessionId: string; lines: PricedLine[]; subtotalCents: number; itemCount: number };

/** "Picanha — 1,2 kg": how a line is named in refusals and snapshots. */
export const lineLabel = (line: Pick<PricedLine, 'productName' | 'variationName'>) =>
  line.variationName ? `${line.productName} — ${line.variationName}` : line.productName;

/**
 * The customer's cart priced from the catalogue as it is now (never from what the cart stored).
 * `lock` takes the cart row FOR UPDATE: two checkouts of one customer then run one after the
 * other, so a double submit finds the first order instead of racing it. Null: no (live) cart.
 */
export async function readPricedCart(
  ex: Executor,
  userId: string,
  now: Date,
  options: { lock: boolean },
): Promise<PricedCart | null> {
  const query = ex
    .select({ id: cartSessions.session_id, expiresAt: cartSessions.expires_at })
    .from(cartSessions)
    .where(eq(cartSessions.user_id, userId));
  const [session] = options.lock ? await query.for('update') : await query;
  if (!session || isCartExpired(session.expiresAt, now)) return null;

  const rows = await ex
    .select({
      id: cartItems.id,
      productId: cartItems.product_id,
      variationId: cartItems.variation_id,
      quantity: cartItems.quantity,
      cartWeight: cartItems.weight_kg,
      productName: products.name,
      productPrice: products.price,
      productActive: products.is_active,
      variationName: productVariations.name,
      variationPrice: productVariations.price,
      variationWeight: productVariations.weight_kg,
      variationPricePerKg: productVariations.price_per_kg,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variation_id))
    .where(eq(cartItems.session_id, session.id))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id));
  const extras = rows.length
    ? await ex
        .select({
          itemId: cartItemExtras.cart_item_id,
          extraId: cartItemExtras.extra_id,
          quantity: cartItemExtras.quantity,
          name: productExtras.name,
          price: productExtras.price,
          active: productExtras.is_active,
        })
        .from(cartItemExtras)
        .innerJoin(productExtras, eq(productExtras.id, cartItemExtras.extra_id))
        .where(
          inArray(
            cartItemExtras.cart_item_id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(cartItemExtras.created_at), asc(cartItemExtras.id))
    : [];

  let subtotalCents = 0;
  let itemCount = 0;
  const lines = rows.map((r): PricedLine => {
    const unitPriceCents = toCents(r.variationPrice ?? r.productPrice);
    const lineExtras = extras
      .filter((e) => e.itemId === r.id)
      .map((e) => ({
        extraId: e.extraId,
        name: e.name,
        quantity: e.quantity,
        unitPriceCents: toCents(e.price),
        active: e.active,
      }));
    subtotalCents +=
      unitPriceCents * r.quantity + lineExtras.reduce((s, e) => s + e.unitPriceCents * e.quantity, 0);
    itemCount += r.quantity;
    return {
      cartItemId: r.id,
      productId: r.productId,
      productName: r.productName,
      productActive: r.productActive,
      variationId: r.variationId,
      variationName: r.variationName,
      weightKg: r.variationWeight ?? r.cartWeight,
      pricePerKgCents: r.variationPricePerKg === null ? null : toCents(r.variationPricePerKg),
      quantity: r.quantity,
      unitPriceCents,
      extras: lineExtras,
    };
  });
  return { sessionId: session.id, lines, subtotalCents, itemCount };
}

/** A refusal about one cart line, shown next to it on the checkout page (field `items.<line id>`). */
const lineRefusal = (line: { cartItemId: string }, key: MessageKey, params: MessageParams) =>
  new AppError('conflict', key, { params, fields: { [`items.${line.cartItemId}`]: [{ key, params }] } });

/**
 * Step 1 of place-order: the priced cart, refusing an empty cart, a product withdrawn from sale or
 * an extra no longer offered — each refusal names the line, next to it on the checkout page.
 */
export async function repriceCart(tx: Executor, userId: string, now: Date): Promise<PricedCart> {
  const cart = await readPricedCart(tx, userId, now, { lock: true });
  if (!cart || cart.lines.length === 0) throw new AppError('validation_failed', 'order.emptyCart');
  for (const line of cart.lines) {
    if (!line.productActive) {
      throw lineRefusal(line, 'order.productUnavailable', { line: lineLabel(line) });
    }
    const gone = line.extras.find((e) => !e.active);
    if (gone) {
      throw lineRefusal(line, 'order.extraUnavailable', { extra: gone.name, line: lineLabel(line) });
    }
  }
  return cart;
}

/** Step 2: takes every tracked variation's units, in id order so concurrent checkouts never deadlock. */
export async function reserveStock(tx: Executor, cart: PricedCart): Promise<void> {
  const tracked = cart.lines
    .filter((l): l is PricedLine & { variationId: string } => l.variationId !== null)
    .sort((a, b) => (a.variationId < b.variationId ? -1 : a.variationId > b.variationId ? 1 : 0));
  for (const line of tracked) {
    const taken = await tx
      .update(productVariations)
      .set({
        stock_quantity: sql`${productVariations.stock_quantity} - ${line.quantity}`,
        updated_at: new Date(),
      })
      .where(
        and(
          eq(productVariations.id, line.variationId),
          sql`(${productVariations.stock_quantity} is null or ${productVariations.stock_quantity} >= ${line.quantity})`,
        ),
      )
      .returning({ id: productVariations.id });
    if (taken.length === 1) continue;
    const [left] = await tx
      .select({ stock: productVariations.stock_quantity })
      .from(productVariations)
      .where(eq(productVariations.id, line.variationId));
    throw lineRefusal(line, 'order.insufficientStock', { line: lineLabel(line), left: left?.stock ?? 0 });
  }
}
