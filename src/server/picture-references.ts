import { type SQL, sql } from 'drizzle-orm';
import { PICTURE_PATH_PREFIX } from '../shared/media/pictures';
import type { Executor } from './db/client';
import { banners, categories, products } from './modules/catalogue/schema';
import { siteSettings } from './modules/settings/schema';

/**
 * Every place that may hold the URL of an uploaded picture (decision 040). The media sweep deletes
 * a picture only when none of these mention it, so a new column that keeps picture URLs (an SEO
 * og:image, a variation's picture, a logo setting…) MUST get its line here. Each query returns
 * text in a column `u`; the ids are found anywhere inside it (a bare URL, an absolute one, JSON).
 */
export const PICTURE_REFERENCE_SOURCES: { name: string; query: SQL }[] = [
  { name: 'products.main_image_url', query: sql`select ${products.main_image_url} as u from ${products}` },
  { name: 'products.image_urls', query: sql`select unnest(${products.image_urls}) as u from ${products}` },
  { name: 'banners.image_url', query: sql`select ${banners.image_url} as u from ${banners}` },
  { name: 'categories.image_url', query: sql`select ${categories.image_url} as u from ${categories}` },
  { name: 'site_settings.value', query: sql`select ${siteSettings.value} as u from ${siteSettings}` },
];

const PICTURE_ID_IN_TEXT = new RegExp(`${PICTURE_PATH_PREFIX.replaceAll('/', '\\/')}([0-9a-f]{16})-`, 'g');

/** The ids of the uploaded pictures something still refers to (the sources above, read in one query). */
export async function picturesInUse(
  db: Executor,
  sources: readonly { query: SQL }[] = PICTURE_REFERENCE_SOURCES,
): Promise<Set<string>> {
  const union = sql.join(
    sources.map((s) => sql`(${s.query})`),
    sql` union `,
  );
  // PGlite and node-postgres both answer `{ rows }`.
  const rows = (await db.execute(
    sql`select u from (${union}) refs where u like ${`%${PICTURE_PATH_PREFIX}%`}`,
  )) as unknown as { rows: { u: string | null }[] };
  const ids = new Set<string>();
  for (const { u } of rows.rows)
    for (const match of (u ?? '').matchAll(PICTURE_ID_IN_TEXT)) ids.add(match[1]!);
  return ids;
}
