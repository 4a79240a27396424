import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { productVariations } from './schema';

/*
 * What the reports read of the catalogue beyond the staff product list (STYLE habit 16: reports go
 * through a read model the owning module publishes): the products export's variations.
 */

/** The variations of these products, each product's in display order (one export row each). */
export function variationsOfProducts(ex: Executor, productIds: string[]) {
  return ex
    .select()
    .from(productVariations)
    .where(inArray(productVariations.product_id, productIds))
    .orderBy(asc(productVariations.display_order), asc(productVariations.created_at));
}
