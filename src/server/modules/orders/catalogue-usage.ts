import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { CatalogueUsage } from '../catalogue/public';
import { orderItemExtras, orderItems } from './schema';

/**
 * What the catalogue asks orders before removing a product, variation or extra (its
 * `CatalogueUsage` port, wired in src/server/services.ts): any order line, whatever its status,
 * keeps it — deleting would leave the line without its link.
 */
export const orderCatalogueUsage: CatalogueUsage = {
  async sellablesInUse(ex: Executor, by: 'product' | 'variation', ids: string[]): Promise<string[]> {
    const column = by === 'product' ? orderItems.product_id : orderItems.variation_id;
    const rows = await ex.selectDistinct({ id: column }).from(orderItems).where(inArray(column, ids));
    return rows.flatMap((r) => (r.id ? [r.id] : []));
  },

  async extraInUse(ex: Executor, extraId: string): Promise<boolean> {
    const [inOrder] = await ex
      .select({ id: orderItemExtras.id })
      .from(orderItemExtras)
      .where(eq(orderItemExtras.extra_id, extraId))
      .limit(1);
    return inOrder !== undefined;
  },
};
