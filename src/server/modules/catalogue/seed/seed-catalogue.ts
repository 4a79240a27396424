import { count } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import {
  banners,
  categories,
  productExtraLinks,
  productExtras,
  products,
  productVariations,
  sections,
  testimonials,
} from '../schema';
import { SEED_CATEGORIES } from './categories';
import { SEED_BANNERS, SEED_SECTIONS, SEED_TESTIMONIALS } from './content';
import { type ExtraKey, SEED_EXTRAS } from './extras';
import { SEED_MARKET } from './products-market';
import { SEED_MEAT } from './products-meat';
import { basePriceCents, money, type SeedProduct } from './seed-types';

export const SEED_PRODUCTS: SeedProduct[] = [...SEED_MEAT, ...SEED_MARKET];

export const productImage = (art: string) => `/images/products/${art}.svg`;
export const categoryImage = (slug: string) => `/images/categories/${slug}.svg`;

const isEmpty = async (db: Executor, table: typeof products | typeof banners | typeof testimonials) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * The demo catalogue, only on a shop without products (so staff edits are never overwritten).
 * Banners and reviews are added when their tables are empty; section texts when their key is missing.
 */
export async function seedCatalogue(db: Executor) {
  const result = { products: 0, banners: 0, sections: 0, testimonials: 0 };

  if (await isEmpty(db, products)) {
    await db
      .insert(categories)
      .values(
        SEED_CATEGORIES.map((c, i) => ({
          name: c.name,
          name_en: c.nameEn,
          slug: c.slug,
          description: c.description,
          description_en: c.descriptionEn,
          image_url: categoryImage(c.slug),
          display_order: (i + 1) * 10,
          tax_class: c.taxClass ?? 'grocery_food',
          takes_prep_notes: c.takesPrepNotes ?? false,
        })),
      )
      .onConflictDoNothing();
    const categoryId = new Map(
      (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
        c.slug,
        c.id,
      ]),
    );

    const extraRows = await db
      .insert(productExtras)
      .values(
        Object.values(SEED_EXTRAS).map((e) => ({
          name: e.name,
          name_en: e.nameEn,
          price: e.price,
          charge_basis: e.basis,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: productExtras.id, name: productExtras.name });
    const extraId = new Map(
      (Object.entries(SEED_EXTRAS) as [ExtraKey, (typeof SEED_EXTRAS)[ExtraKey]][]).map(([key, e]) => [
        key,
        extraRows.find((r) => r.name === e.name)?.id,
      ]),
    );

    const inserted = await db
      .insert(products)
      .values(
        SEED_PRODUCTS.map((p, i) => ({
          slug: p.slug,
          name: p.name,
          name_en: p.nameEn ?? null,
          description: p.description,
          description_en: p.descriptionEn,
          price: money(basePriceCents(p)),
          previous_price: p.onOffer && p.previousPriceCents ? money(p.previousPriceCents) : null,
          main_image_url: productImage(p.slug),
          image_urls: [p.slug, ...(p.gallery ?? [])].map(productImage),
          category_id: categoryId.get(p.category) ?? null,
          tax_class: p.taxClass ?? null,
          ...(p.cutOptions && { cut_options: p.cutOptions }),
          brand: p.brand,
          featured: p.featured ?? false,
          on_offer: p.onOffer ?? false,
          brazilian_cut: p.brazilianCut ?? false,
          available_sizes: p.sizes ?? [],
          available_colors: p.colors ?? [],
          display_order: (i + 1) * 10,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(inserted.map((r) => [r.slug, r.id]));

    const variations = SEED_PRODUCTS.flatMap((p) =>
      (p.variations ?? []).map((v, i) => ({
        product_id: productId.get(p.slug)!,
        name: v.name,
        price: money(v.priceCents),
        stock_quantity: v.stock,
        weight_kg: v.weightKg === null ? null : v.weightKg.toFixed(3),
        price_per_kg: v.pricePerKgCents === undefined ? null : money(v.pricePerKgCents),
        display_order: i,
      })),
    );
    if (variations.length) await db.insert(productVariations).values(variations);

    const links = SEED_PRODUCTS.flatMap((p) =>
      (p.extras ?? []).flatMap((key, i) => {
        const extra = extraId.get(key);
        return extra ? [{ product_id: productId.get(p.slug)!, extra_id: extra, display_order: i }] : [];
      }),
    );
    if (links.length) await db.insert(productExtraLinks).values(links);
    result.products = inserted.length;
  }

  if (await isEmpty(db, banners)) {
    result.banners = (await db.insert(banners).values(SEED_BANNERS).returning({ id: banners.id })).length;
  }
  result.sections = (
    await db.insert(sections).values(SEED_SECTIONS).onConflictDoNothing().returning({ id: sections.id })
  ).length;
  if (await isEmpty(db, testimonials)) {
    result.testimonials = (
      await db.insert(testimonials).values(SEED_TESTIMONIALS).returning({ id: testimonials.id })
    ).length;
  }
  return result;
}
