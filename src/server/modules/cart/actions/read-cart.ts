import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { exceedsStock, isCartExpired } from '@/shared/cart/rules';
import { cartTotals, extrasTotalCents, lineTotalCents } from '@/shared/cart/totals';
import type { Cart, CartLine } from '@/shared/cart/types';
import { type CutSnapshot, cutsChargeCents } from '@/shared/catalogue/cuts';
import { asExtraBasis, extraQuantity } from '@/shared/catalogue/extra-basis';
import { toCents } from '@/shared/money';
import type { CartActor, CartContext } from '../context';
import { cartSessions } from '../schema';
import { clearNotice } from './session';
import { rows } from './sql-rows';

export const emptyCart = (sessionId: string | null, lookupFailed = false): Cart => ({
  sessionId,
  expiresAt: null,
  items: [],
  totals: { subtotalCents: 0, itemCount: 0, totalWeightKg: 0 },
  notice: null,
  lookupFailed,
});

/**
 * A row of cart_read() (drizzle/0007_cart_functions.sql): the session, one line with its product
 * and variation, and one of its extras; SPEC §7.2 "ordered by created_at". Columns after the
 * session's are null for an empty cart, the extra's for a line without extras.
 */
export type CartReadRow = {
  session_id: string;
  expires_at: Date | string;
  merge_notice: Cart['notice'];
  item_id: string | null;
  product_id: string | null;
  variation_id: string | null;
  quantity: number | null;
  weight_kg: string | null;
  unit_price: string | null;
  slug: string | null;
  name: string | null;
  name_en: string | null;
  image_url: string | null;
  active: boolean | null;
  variation_name: string | null;
  stock: number | null;
  extra_line_id: string | null;
  extra_id: string | null;
  extra_quantity: number | null;
  extra_unit_price: string | null;
  extra_name: string | null;
  extra_name_en: string | null;
  /** The variation's price per kg when it is sold by weight (drizzle/0014, issue 20). */
  price_per_kg: string | null;
  /** The line's cut options (drizzle/0038, issue 41). */
  cuts: CutSnapshot | null;
  /** The extra's charge basis (drizzle/0051, decision 111); null for a line without extras. */
  extra_basis?: string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toLine(row: CartReadRow & { item_id: string; product_id: string; quantity: number }): CartLine {
  const unitPriceCents = toCents(row.unit_price ?? '0');
  const stock = row.variation_id ? row.stock : null;
  return {
    id: row.item_id,
    productId: row.product_id,
    productSlug: row.slug ?? '',
    productName: row.name ?? '',
    productNameEn: row.name_en,
    imageUrl: row.image_url,
    variationId: row.variation_id,
    variationName: row.variation_name,
    weightKg: row.weight_kg === null ? null : Number(row.weight_kg),
    pricePerKgCents: row.price_per_kg === null ? null : toCents(row.price_per_kg),
    quantity: row.quantity,
    unitPriceCents,
    totalPriceCents: lineTotalCents({ quantity: row.quantity, unitPriceCents }),
    extrasTotalCents: 0,
    extras: [],
    cuts: row.cuts ?? null,
    cutsTotalCents: cutsChargeCents(row.cuts, row.quantity),
    stock,
    exceedsStock: exceedsStock(row.quantity, stock),
    available: row.active === true,
  };
}

/** Rows of one session → the cart the API answers, totals worked out in integer cents (SPEC §3.3). */
export function toCart(list: readonly CartReadRow[], notice: Cart['notice'] = null): Cart {
  const first = list[0];
  if (!first) return emptyCart(null);
  const lines = new Map<string, CartLine>();
  for (const row of list) {
    if (row.item_id === null || row.product_id === null || row.quantity === null) continue;
    let line = lines.get(row.item_id);
    if (!line) {
      line = toLine({ ...row, item_id: row.item_id, product_id: row.product_id, quantity: row.quantity });
      lines.set(row.item_id, line);
    }
    if (row.extra_line_id && row.extra_id && row.extra_quantity !== null) {
      const unitPriceCents = toCents(row.extra_unit_price ?? '0');
      // The quantity follows the basis and the line's quantity (decision 111), never what was stored.
      const basis = asExtraBasis(row.extra_basis);
      const quantity = extraQuantity(basis, line.quantity);
      line.extras.push({
        id: row.extra_line_id,
        extraId: row.extra_id,
        name: row.extra_name ?? '',
        nameEn: row.extra_name_en,
        basis,
        quantity,
        unitPriceCents,
        totalPriceCents: quantity * unitPriceCents,
      });
    }
  }
  const items = [...lines.values()];
  for (const line of items) line.extrasTotalCents = extrasTotalCents(line);
  return {
    sessionId: first.session_id,
    expiresAt: asDate(first.expires_at).toISOString(),
    items,
    totals: cartTotals(items),
    notice,
    lookupFailed: false,
  };
}

/** The cart of a known session id, as it is now (after a write). */
export async function readSession(ex: Executor, sessionId: string): Promise<Cart> {
  return toCart(await rows<CartReadRow>(ex, sql`select * from cart_read(${sessionId}::uuid)`));
}

/**
 * GET: the actor's cart. Nothing is created by reading: a visitor without a cart gets an empty
 * one with no id (the first add creates it). An expired cart is deleted and reads as empty; a
 * failed lookup answers an empty cart flagged `lookupFailed` (SPEC §4.4).
 */
export async function getCart(ctx: CartContext, actor: CartActor): Promise<Cart> {
  if (!actor.userId && !actor.sessionId) return emptyCart(null);
  const now = ctx.now();
  try {
    const list = await rows<CartReadRow>(
      ctx.db,
      sql`select * from cart_read(cart_owned(${actor.sessionId}::uuid, ${actor.userId}::text))`,
    );
    const first = list[0];
    if (!first) return emptyCart(null);
    if (isCartExpired(asDate(first.expires_at), now)) {
      await ctx.db
        .delete(cartSessions)
        .where(and(eq(cartSessions.session_id, first.session_id), lte(cartSessions.expires_at, now)));
      return emptyCart(null);
    }
    const notice =
      first.merge_notice && (await clearNotice(ctx.db, first.session_id)) ? first.merge_notice : null;
    return toCart(list, notice);
  } catch (error) {
    ctx.logger.error({ err: error }, 'cart: session lookup failed; answering an empty cart');
    return emptyCart(actor.sessionId, true);
  }
}
