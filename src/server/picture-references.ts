import { type SQL, sql } from 'drizzle-orm';
import { PICTURE_PATH_PREFIX } from '../shared/media/pictures';
import type { Executor } from './db/client';
import { cataloguePictureReferences } from './modules/catalogue/public';
import { settingsPictureReferences } from './modules/settings/public';

/**
 * Every place that may hold the URL of an uploaded picture (decision 040), each listed by the
 * module that owns it. The media sweep deletes a picture only when none of these mention it, so
 * a new column that keeps picture URLs (an SEO og:image, a variation's picture, a logo setting…)
 * MUST get its line in its module's `picture-references.ts`, and a new module holding pictures its
 * list here. Each query returns text in a column `u`; the ids are found anywhere inside it (a bare
 * URL, an absolute one, JSON).
 */
export const PICTURE_REFERENCE_SOURCES: { name: string; query: SQL }[] = [
  ...cataloguePictureReferences,
  ...settingsPictureReferences,
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
