import { type SQL, sql } from 'drizzle-orm';
import { banners, categories, products } from './schema';

/**
 * The catalogue's columns that may hold the URL of an uploaded picture (decision 040), as queries
 * returning text in a column `u`; `src/server/picture-references.ts` reads them with the others'.
 * A new catalogue column that keeps picture URLs (a variation's picture…) MUST get its line here.
 */
export const cataloguePictureReferences: { name: string; query: SQL }[] = [
  { name: 'products.main_image_url', query: sql`select ${products.main_image_url} as u from ${products}` },
  { name: 'products.image_urls', query: sql`select unnest(${products.image_urls}) as u from ${products}` },
  { name: 'banners.image_url', query: sql`select ${banners.image_url} as u from ${banners}` },
  { name: 'categories.image_url', query: sql`select ${categories.image_url} as u from ${categories}` },
];
