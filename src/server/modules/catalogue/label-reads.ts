import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { products } from './schema';

export type ScaleLabelFacts = { itemCode: string | null; shelfLifeDays: number | null };

/** What scale labels print of each product (issue 41, decision 092): item code and shelf life. */
export async function scaleLabelFacts(
  ex: Executor,
  productIds: readonly string[],
): Promise<Map<string, ScaleLabelFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await ex
    .select({
      id: products.id,
      itemCode: products.scale_item_code,
      shelfLifeDays: products.shelf_life_days,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
