import { inArray, sql } from 'drizzle-orm';
import type { RecordNameLookups } from '../audit/public';
import { banners, categories, productExtras, products, sections, testimonials } from './schema';

/** The audit viewer's names for the catalogue's records, by kind (wired by the composition root). */
export const catalogueRecordNames = {
  product: (ex, ids) =>
    ex.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
  category: (ex, ids) =>
    ex
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, ids)),
  extra: (ex, ids) =>
    ex
      .select({ id: productExtras.id, name: productExtras.name })
      .from(productExtras)
      .where(inArray(productExtras.id, ids)),
  banner: (ex, ids) =>
    ex.select({ id: banners.id, name: banners.title_pt }).from(banners).where(inArray(banners.id, ids)),
  home_section: (ex, ids) =>
    ex
      .select({ id: sections.id, name: sql<string>`coalesce(${sections.title_pt}, ${sections.key})` })
      .from(sections)
      .where(inArray(sections.id, ids)),
  testimonial: (ex, ids) =>
    ex
      .select({ id: testimonials.id, name: testimonials.author })
      .from(testimonials)
      .where(inArray(testimonials.id, ids)),
} satisfies RecordNameLookups;
