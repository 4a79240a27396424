import { asc, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { stores } from './schema';

// What other modules read of a store (the accounts' users area and invitations, the messaging's
// new-order notices): small reads that take the caller's executor, so they join its transaction.

/** Whether a store with this id exists (active or not). */
export async function storeExists(ex: Executor, id: string): Promise<boolean> {
  const [store] = await ex.select({ id: stores.id }).from(stores).where(eq(stores.id, id));
  return store !== undefined;
}

/** The id of the store named by its slug, or by its id or slug when `key` has an id's shape. */
export async function storeIdByKey(ex: Executor, key: string, isId: boolean): Promise<string | null> {
  const [store] = await ex
    .select({ id: stores.id })
    .from(stores)
    .where(isId ? or(eq(stores.id, key), eq(stores.slug, key)) : eq(stores.slug, key));
  return store?.id ?? null;
}

/** A store's name, or null when there is no such store. */
export async function storeName(ex: Executor, id: string): Promise<string | null> {
  const [store] = await ex.select({ name: stores.name }).from(stores).where(eq(stores.id, id));
  return store?.name ?? null;
}

/**
 * A store's name as a column of another table's query: `storeId` is that query's store id column.
 * Null when the id is null or names no store (what a left join on the store gave).
 */
export const storeNameOf = (storeId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select s.name from stores s where s.id = ${storeId})`;

export type StoreOption = { id: string; name: string; slug: string; isActive: boolean };

/** Every store (or the one `onlyId`), by name, as a picker offers them. */
export function storeOptions(ex: Executor, onlyId?: string): Promise<StoreOption[]> {
  return ex
    .select({ id: stores.id, name: stores.name, slug: stores.slug, isActive: stores.is_active })
    .from(stores)
    .where(onlyId ? eq(stores.id, onlyId) : undefined)
    .orderBy(asc(stores.name));
}

/** Where a store's new orders are announced (decision 050): its name and notice phone and e-mail. */
export async function storeNoticeContacts(
  ex: Executor,
  id: string,
): Promise<{ name: string; phone: string | null; email: string | null } | undefined> {
  const [store] = await ex
    .select({ name: stores.name, phone: stores.notify_phone, email: stores.notify_email })
    .from(stores)
    .where(eq(stores.id, id));
  return store;
}
