import { createHash } from 'node:crypto';
import { asc, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import type { CategoryRef, CurrentProduct } from '@/shared/catalogue/bulk/import-plan';
import { toStaffProduct } from '../product-mappers';
import { categories, productExtraLinks, products, productVariations } from '../schema';

export type ReadProduct = CurrentProduct & { updatedAt: string };

/** The products named by slug (see readProducts). */
export async function readProductsBySlug(ex: Executor, slugs: readonly string[], lock = false) {
  if (slugs.length === 0) return new Map<string, ReadProduct>();
  return readProducts(ex, inArray(products.slug, [...slugs]), lock);
}

/**
 * Products by slug, each as its whole editor input (decision 030's shape), with the version read.
 * `lock` takes them FOR UPDATE, in id order (two writers lock the same rows in the same order).
 */
export async function readProducts(
  ex: Executor,
  where: SQL,
  lock = false,
): Promise<Map<string, ReadProduct>> {
  const found = new Map<string, ReadProduct>();
  const query = ex.select().from(products).where(where).orderBy(asc(products.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return found;
  const ids = rows.map((r) => r.id);
  const [variations, links] = await readTogether(
    ex,
    () =>
      ex
        .select()
        .from(productVariations)
        .where(inArray(productVariations.product_id, ids))
        .orderBy(asc(productVariations.display_order), asc(productVariations.created_at)),
    () =>
      ex
        .select()
        .from(productExtraLinks)
        .where(inArray(productExtraLinks.product_id, ids))
        .orderBy(asc(productExtraLinks.display_order)),
  );
  for (const row of rows) {
    const staff = toStaffProduct(
      row,
      variations.filter((v) => v.product_id === row.id),
      links.filter((l) => l.product_id === row.id).map((l) => l.extra_id),
    );
    const { id, updatedAt, mainImageUrl: _main, variations: own, ...fields } = staff;
    found.set(row.slug, {
      id,
      updatedAt,
      input: { ...fields, variations: own.map(({ displayOrder: _o, ...v }) => v) },
    });
  }
  return found;
}

export async function readCategories(ex: Executor): Promise<CategoryRef[]> {
  return ex
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

/**
 * What the dry run saw, as one token: the file and the state of every product it names (stock
 * included: an order takes stock without touching `updated_at`) and the categories. The apply
 * recomputes it inside its transaction; any difference means the plan shown is no longer the plan.
 */
export function planToken(
  file: string,
  current: ReadonlyMap<string, ReadProduct>,
  cats: readonly CategoryRef[],
): string {
  const hash = createHash('sha256');
  hash.update(file);
  for (const slug of [...current.keys()].sort())
    hash.update(`\0${slug}\0${JSON.stringify(current.get(slug))}`);
  hash.update(`\0${JSON.stringify(cats)}`);
  return hash.digest('base64url');
}
