import { inArray, sql } from 'drizzle-orm';
import { isUuid, REFERENCE_FIELDS, referencedIds } from '../../../shared/audit/entry-names';
import type { Executor } from '../../db/client';
import { authUser, invitations, usersUnified } from '../accounts/schema';
import { banners, categories, productExtras, products, sections, testimonials } from '../catalogue/schema';
import { coupons } from '../coupons/schema';
import { orders } from '../orders/schema';
import { stores } from '../stores/schema';
import type { AuditRow } from './schema';

/** One lookup per kind of record: its ids and the name the shop knows it by. */
const LOOKUPS: Record<
  string,
  (ex: Executor, ids: string[]) => Promise<{ id: string; name: string | null }[]>
> = {
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
  store: (ex, ids) =>
    ex.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids)),
  coupon: (ex, ids) =>
    ex.select({ id: coupons.id, name: coupons.code }).from(coupons).where(inArray(coupons.id, ids)),
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
  invitation: (ex, ids) =>
    ex
      .select({ id: invitations.id, name: invitations.email })
      .from(invitations)
      .where(inArray(invitations.id, ids)),
  // A person is read live, never copied into the log: an anonymised account loses its name here too.
  user: (ex, ids) =>
    ex
      .select({
        id: usersUnified.id,
        name: sql<string>`coalesce(nullif(${authUser.name}, ''), nullif(${usersUnified.full_name}, ''), ${usersUnified.email})`,
      })
      .from(usersUnified)
      .leftJoin(authUser, sql`${authUser.id} = ${usersUnified.auth_user_id}`)
      .where(inArray(usersUnified.id, ids)),
  order: (ex, ids) =>
    ex
      .select({ id: orders.id, name: sql<string>`'#' || ${orders.number}::text` })
      .from(orders)
      .where(inArray(orders.id, ids)),
};
// The same table under the names other areas log it by.
const KIND_ALIAS: Record<string, string> = { customer: 'user', store_fulfilment: 'store' };

/**
 * The current names of the records a page of entries points to, by id: each entry's own record
 * and the ids its changed fields hold (a product's category, a user's store…). One query per kind
 * on the page, at most 25 entries' worth of ids, so the viewer stays one request.
 */
export async function recordNames(ex: Executor, rows: AuditRow[]): Promise<Record<string, string>> {
  const wanted = new Map<string, Set<string>>();
  const want = (kind: string, id: string) => {
    const k = KIND_ALIAS[kind] ?? kind;
    if (!LOOKUPS[k]) return;
    if (!wanted.has(k)) wanted.set(k, new Set());
    wanted.get(k)!.add(id);
  };
  for (const row of rows) {
    if (isUuid(row.entity_id)) want(row.entity_type, row.entity_id);
    for (const side of [row.before, row.after]) {
      for (const [field, kind] of Object.entries(REFERENCE_FIELDS))
        for (const id of referencedIds(side?.[field])) want(kind, id);
    }
  }
  const found = await Promise.all([...wanted].map(([kind, ids]) => LOOKUPS[kind]!(ex, [...ids])));
  const names: Record<string, string> = {};
  for (const { id, name } of found.flat()) if (name) names[id] = name;
  return names;
}
