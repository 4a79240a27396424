import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';
import { deliveryWindowBookings, storeFulfilment, stores } from './schema';
import type { FulfilmentStore } from './service';
import { readSettings } from './store-reads';

/*
 * What the reports read of the stores (STYLE habit 16: reports go through a read model the owning
 * module publishes), for one store or every store (`storeId` null): the dashboard's windows of the
 * day and the store's name on the orders export.
 */

/** The active stores with their fulfilment settings, by name (today's windows). */
export async function activeStoresWithSettings(
  ex: Executor,
  storeId: string | null,
): Promise<FulfilmentStore[]> {
  const rows = await ex
    .select({ id: stores.id, name: stores.name, nameEn: stores.name_en, settings: storeFulfilment.settings })
    .from(stores)
    .innerJoin(storeFulfilment, eq(storeFulfilment.store_id, stores.id))
    .where(and(eq(stores.is_active, true), storeId === null ? undefined : eq(stores.id, storeId)))
    .orderBy(stores.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    settings: readSettings(row.settings),
  }));
}

/** The places booked in each window on one date, per store and way of fulfilment. */
export function bookingsOfDay(ex: Executor, date: string, storeId: string | null) {
  return ex
    .select({
      storeId: deliveryWindowBookings.store_id,
      fulfilment: deliveryWindowBookings.fulfilment,
      windowId: deliveryWindowBookings.window_id,
      booked: deliveryWindowBookings.booked,
    })
    .from(deliveryWindowBookings)
    .where(
      and(
        eq(deliveryWindowBookings.date, date),
        storeId === null ? undefined : eq(deliveryWindowBookings.store_id, storeId),
      ),
    );
}

/**
 * The store's name beside another module's rows that carry a store id (the orders export): `name`
 * goes in the caller's select list and `join` adds the one inner join that brings it, so the
 * caller's query stays a single join rather than a subquery per row.
 */
export const storeNameJoin = {
  name: stores.name,
  join: <Q extends PgSelect>(query: Q, storeId: AnyPgColumn) =>
    query.innerJoin(stores, eq(stores.id, storeId)),
};
