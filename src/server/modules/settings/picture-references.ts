import { type SQL, sql } from 'drizzle-orm';
import { siteSettings } from './schema';

/**
 * The settings that may hold the URL of an uploaded picture (decision 040): every setting's value
 * (a logo, an SEO og:image…), as a query returning text in a column `u`, which
 * `src/server/picture-references.ts` reads with the catalogue's.
 */
export const settingsPictureReferences: { name: string; query: SQL }[] = [
  { name: 'site_settings.value', query: sql`select ${siteSettings.value} as u from ${siteSettings}` },
];
