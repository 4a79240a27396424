import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { CampaignSize } from '@/shared/campaigns/types';
import { toCents } from '@/shared/money';
import { products, productVariations } from './schema';

/**
 * What the pre-order campaigns (issue 41) show of a size: the variation and its product, names in
 * both languages and the price as the catalogue sells it now. Unknown ids are simply missing.
 */
export async function campaignSizes(ex: Executor, variationIds: readonly string[]): Promise<CampaignSize[]> {
  if (variationIds.length === 0) return [];
  const rows = await ex
    .select({
      variationId: productVariations.id,
      productId: products.id,
      productName: products.name,
      productNameEn: products.name_en,
      productSlug: products.slug,
      variationName: productVariations.name,
      price: productVariations.price,
      pricePerKg: productVariations.price_per_kg,
      order: productVariations.display_order,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.product_id))
    .where(inArray(productVariations.id, [...variationIds]));
  return rows
    .sort((a, b) => a.productName.localeCompare(b.productName) || a.order - b.order)
    .map(({ price, pricePerKg, order: _order, ...r }) => ({
      ...r,
      priceCents: toCents(price),
      pricePerKgCents: pricePerKg === null ? null : toCents(pricePerKg),
    }));
}
