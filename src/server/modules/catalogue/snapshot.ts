import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { asExtraBasis } from '@/shared/catalogue/extra-basis';
import { lowStockThreshold } from '@/shared/catalogue/low-stock';
import { type SearchableProduct, toSearchable } from '@/shared/catalogue/query';
import { summarizeVariations } from '@/shared/catalogue/rules';
import type {
  Banner,
  Category,
  Extra,
  HomeSectionContent,
  ProductDetail,
  Testimonial,
  Variation,
} from '@/shared/catalogue/types';
import type { ReviewSummary } from '@/shared/integrations/google-schemas';
import { readLowStockSettings } from '../settings/public';
import { toBanner, toSection, toTestimonial } from './content-mappers';
import { readReviewSummary } from './google-reviews';
import { cents, kg, toCategory, toCategoryRef } from './mappers';
import {
  banners,
  categories,
  productExtraLinks,
  productExtras,
  products,
  productVariations,
  sections,
  testimonials,
} from './schema';

/**
 * The whole public catalogue in memory: a shop's catalogue is hundreds of rows, so one load of a
 * few queries serves every list, filter and page until a write or the TTL replaces it
 * (docs/decisions: catalogue snapshot).
 */
export type CatalogueSnapshot = {
  categories: Category[];
  categoryBySlug: Map<string, Category>;
  products: ProductDetail[];
  productBySlug: Map<string, ProductDetail>;
  productById: Map<string, ProductDetail>;
  searchable: SearchableProduct[];
  banners: Banner[];
  sections: HomeSectionContent[];
  testimonials: Testimonial[];
  /** The place's rating and count at Google, for the home (decision 083); null before an import. */
  reviewSummary: ReviewSummary | null;
};

export async function loadSnapshot(db: Executor): Promise<CatalogueSnapshot> {
  const [categoryRows, productRows, variationRows, extraRows, bannerRows, sectionRows, testimonialRows] =
    await readTogether(
      db,
      () =>
        db
          .select()
          .from(categories)
          .where(eq(categories.is_active, true))
          .orderBy(asc(categories.display_order), asc(categories.name)),
      () =>
        db
          .select()
          .from(products)
          .where(eq(products.is_active, true))
          .orderBy(asc(products.display_order), asc(products.name)),
      () =>
        db
          .select({ v: productVariations })
          .from(productVariations)
          .innerJoin(
            products,
            and(eq(products.id, productVariations.product_id), eq(products.is_active, true)),
          )
          .orderBy(asc(productVariations.display_order), asc(productVariations.price)),
      () =>
        db
          .select({ productId: productExtraLinks.product_id, extra: productExtras })
          .from(productExtraLinks)
          .innerJoin(productExtras, eq(productExtras.id, productExtraLinks.extra_id))
          .where(eq(productExtras.is_active, true))
          .orderBy(asc(productExtraLinks.display_order), asc(productExtras.name)),
      () => db.select().from(banners).where(eq(banners.is_active, true)).orderBy(asc(banners.position)),
      () => db.select().from(sections).orderBy(asc(sections.display_order), asc(sections.key)),
      () =>
        db
          .select()
          .from(testimonials)
          .where(eq(testimonials.published, true))
          .orderBy(desc(testimonials.date), asc(testimonials.author)),
    );

  const [reviewSummary, lowStock] = await readTogether(
    db,
    () => readReviewSummary(db),
    () => readLowStockSettings(db),
  );
  const cats = categoryRows.map(toCategory);
  const categoryById = new Map(cats.map((c) => [c.id, c]));

  const variationsOf = new Map<string, Variation[]>();
  for (const { v } of variationRows) {
    const list = variationsOf.get(v.product_id) ?? [];
    list.push({
      id: v.id,
      name: v.name,
      priceCents: cents(v.price)!,
      stockQuantity: v.stock_quantity,
      weightKg: kg(v.weight_kg),
      pricePerKgCents: cents(v.price_per_kg),
      lowStockAt: lowStockThreshold(
        {
          lowStockThreshold: v.low_stock_threshold,
          weightKg: kg(v.weight_kg),
          pricePerKgCents: cents(v.price_per_kg),
        },
        lowStock.defaults,
      ),
    });
    variationsOf.set(v.product_id, list);
  }
  const extrasOf = new Map<string, Extra[]>();
  for (const { productId, extra } of extraRows) {
    const list = extrasOf.get(productId) ?? [];
    list.push({
      id: extra.id,
      name: extra.name,
      nameEn: extra.name_en,
      priceCents: cents(extra.price)!,
      basis: asExtraBasis(extra.charge_basis),
    });
    extrasOf.set(productId, list);
  }

  const details: ProductDetail[] = productRows.map((p) => {
    const variations = variationsOf.get(p.id) ?? [];
    const priceCents = cents(p.price)!;
    const category = p.category_id ? categoryById.get(p.category_id) : undefined;
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      nameEn: p.name_en,
      priceCents,
      previousPriceCents: p.on_offer ? cents(p.previous_price) : null,
      mainImageUrl: p.main_image_url,
      category: category ? toCategoryRef(category) : null,
      brand: p.brand,
      featured: p.featured,
      onOffer: p.on_offer,
      brazilianCut: p.brazilian_cut,
      availableSizes: p.available_sizes,
      availableColors: p.available_colors,
      ...summarizeVariations(priceCents, variations),
      displayOrder: p.display_order,
      description: p.description,
      descriptionEn: p.description_en,
      imageUrls: p.image_urls,
      variations,
      extras: extrasOf.get(p.id) ?? [],
      cutOptions: p.cut_options,
      updatedAt: p.updated_at.toISOString(),
    };
  });

  return {
    categories: cats,
    categoryBySlug: new Map(cats.map((c) => [c.slug, c])),
    products: details,
    productBySlug: new Map(details.map((p) => [p.slug, p])),
    productById: new Map(details.map((p) => [p.id, p])),
    searchable: details.map((p) => toSearchable(toSummary(p), p)),
    banners: bannerRows.map(toBanner),
    sections: sectionRows.map(toSection),
    testimonials: testimonialRows.map(toTestimonial),
    reviewSummary,
  };
}

/** A detail without what only the product page needs. */
export function toSummary(p: ProductDetail) {
  const {
    description: _d,
    descriptionEn: _de,
    imageUrls: _i,
    variations: _v,
    extras: _e,
    cutOptions: _c,
    updatedAt: _u,
    ...summary
  } = p;
  return summary;
}
