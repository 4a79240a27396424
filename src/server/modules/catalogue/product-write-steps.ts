import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { effectivePriceCents, mainPictureOf } from '@/shared/catalogue/product-rules';
import type { ProductValues } from '@/shared/catalogue/product-schemas';
import { fromCents } from '@/shared/money';
import { categories, productExtraLinks, productExtras, products, productVariations } from './schema';
import type { UsageCheck } from './usage';

/** The named steps of a product save (decision 030), each run inside the caller's transaction. */

const fieldError = (
  field: string,
  key: 'product.categoryUnknown' | 'product.extraUnknown' | 'product.variationUnknown',
) => new AppError('validation_failed', key, { fields: { [field]: [{ key }] } });

/** The product's own columns from the editor's values; the price follows the variations. */
export function productColumns(input: ProductValues) {
  return {
    name: input.name,
    name_en: input.nameEn,
    description: input.description,
    description_en: input.descriptionEn,
    slug: input.slug,
    category_id: input.categoryId,
    brand: input.brand,
    featured: input.featured,
    on_offer: input.onOffer,
    brazilian_cut: input.brazilianCut,
    ...(input.taxClass !== undefined && { tax_class: input.taxClass }),
    ...(input.cutOptions !== undefined && { cut_options: input.cutOptions }),
    ...(input.shelfLifeDays !== undefined && { shelf_life_days: input.shelfLifeDays }),
    ...(input.scaleItemCode !== undefined && { scale_item_code: input.scaleItemCode }),
    price: fromCents(effectivePriceCents(input.priceCents, input.variations)),
    previous_price: input.previousPriceCents === null ? null : fromCents(input.previousPriceCents),
    available_sizes: input.availableSizes,
    available_colors: input.availableColors,
    is_active: input.isActive,
    display_order: input.displayOrder,
    main_image_url: mainPictureOf(input.imageUrls),
    image_urls: input.imageUrls,
  };
}

export async function assertCategory(tx: Executor, id: string | null): Promise<void> {
  if (id === null) return;
  const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!found) throw fieldError('categoryId', 'product.categoryUnknown');
}

export async function assertExtras(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: productExtras.id })
    .from(productExtras)
    .where(inArray(productExtras.id, ids));
  if (found.length !== ids.length) throw fieldError('extraIds', 'product.extraUnknown');
}

/**
 * Variations: the listed ones kept (in their new order), new ones added, the others removed —
 * refused while one to remove is in an open cart or an order (`usage`).
 */
export async function saveVariations(
  tx: Executor,
  productId: string,
  wanted: ProductValues['variations'],
  usage: UsageCheck,
): Promise<void> {
  const current = await tx
    .select({ id: productVariations.id, name: productVariations.name })
    .from(productVariations)
    .where(eq(productVariations.product_id, productId));
  const currentIds = new Set(current.map((v) => v.id));
  if (wanted.some((v) => v.id && !currentIds.has(v.id.toLowerCase())))
    throw fieldError('variations', 'product.variationUnknown');
  const kept = new Set(wanted.flatMap((v) => (v.id ? [v.id.toLowerCase()] : [])));
  const removed = current.filter((v) => !kept.has(v.id));
  const busy = await usage.sellablesInUse(tx, { variationIds: removed.map((v) => v.id) });
  const blocked = removed.find((v) => busy.has(v.id));
  if (blocked) throw new AppError('conflict', 'product.variationInUse', { params: { name: blocked.name } });
  if (removed.length)
    await tx.delete(productVariations).where(
      inArray(
        productVariations.id,
        removed.map((v) => v.id),
      ),
    );
  for (const [position, v] of wanted.entries()) {
    const columns = {
      name: v.name,
      price: fromCents(v.priceCents),
      weight_kg: v.weightKg === null ? null : String(v.weightKg),
      price_per_kg: v.pricePerKgCents === null ? null : fromCents(v.pricePerKgCents),
      stock_quantity: v.stockQuantity,
      // Left out (the bulk grid, the import): the stored threshold is kept (decision 099).
      ...(v.lowStockThreshold !== undefined ? { low_stock_threshold: v.lowStockThreshold } : {}),
      display_order: position,
    };
    if (v.id)
      await tx
        .update(productVariations)
        .set({ ...columns, updated_at: sql`now()` })
        .where(eq(productVariations.id, v.id));
    else await tx.insert(productVariations).values({ ...columns, product_id: productId });
  }
}

/** The product's extras, replaced by the ids given, in that order. */
export async function saveExtraLinks(tx: Executor, productId: string, ids: string[]): Promise<void> {
  await tx.delete(productExtraLinks).where(eq(productExtraLinks.product_id, productId));
  if (ids.length)
    await tx
      .insert(productExtraLinks)
      .values(ids.map((extra_id, display_order) => ({ product_id: productId, extra_id, display_order })));
}

/** The slugs already taken that a copy of `slug` could collide with. */
export async function slugsLike(tx: Executor, slug: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(sql`${products.slug} like ${`${slug.slice(0, 60).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return new Set(rows.map((r) => r.slug));
}
