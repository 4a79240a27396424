import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { CatalogueUsage } from '../catalogue/public';
import { cartItemExtras, cartItems, cartSessions } from './schema';

/**
 * What the catalogue asks the cart before removing a product, variation or extra (its
 * `CatalogueUsage` port, wired in src/server/services.ts): only live carts count — an expired
 * one is deleted anyway.
 */
export const cartCatalogueUsage: CatalogueUsage = {
  async sellablesInUse(ex: Executor, by: 'product' | 'variation', ids: string[]): Promise<string[]> {
    const column = by === 'product' ? cartItems.product_id : cartItems.variation_id;
    const rows = await ex
      .selectDistinct({ id: column })
      .from(cartItems)
      .innerJoin(cartSessions, eq(cartSessions.session_id, cartItems.session_id))
      .where(and(inArray(column, ids), gt(cartSessions.expires_at, sql`now()`)));
    return rows.flatMap((r) => (r.id ? [r.id] : []));
  },

  async extraInUse(ex: Executor, extraId: string): Promise<boolean> {
    const [inCart] = await ex
      .select({ id: cartItemExtras.id })
      .from(cartItemExtras)
      .innerJoin(cartItems, eq(cartItems.id, cartItemExtras.cart_item_id))
      .innerJoin(cartSessions, eq(cartSessions.session_id, cartItems.session_id))
      .where(and(eq(cartItemExtras.extra_id, extraId), gt(cartSessions.expires_at, sql`now()`)))
      .limit(1);
    return inCart !== undefined;
  },
};
