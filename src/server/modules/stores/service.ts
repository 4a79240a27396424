import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { type FulfilmentSettings, fulfilmentSettingsSchema } from '@/shared/delivery/settings';
import { type BookedCounts, bookingKey } from '@/shared/delivery/windows';
import { DEMO_FULFILMENT, DEMO_STORE } from './demo-store';
import { deliveryWindowBookings, storeFulfilment, stores } from './schema';

/** `nameEn` blank: English readers see `name` (decision 098). */
export type FulfilmentStore = {
  id: string;
  name: string;
  nameEn: string;
  settings: FulfilmentSettings;
  /** Where its new orders are announced (decision 050); read with it, so a checkout reads it once. */
  notice?: { phone: string | null; email: string | null };
};

/**
 * The stores that take online orders: every active store with fulfilment settings, OLDEST FIRST
 * (the order `shared/delivery/routing.ts` breaks ties by; decision 037). Read at every quote and
 * order, so a store saved in the admin panel is used by the next checkout request.
 */
export async function orderingStores(ex: Executor): Promise<FulfilmentStore[]> {
  const rows = await ex
    .select({
      id: stores.id,
      name: stores.name,
      nameEn: stores.name_en,
      settings: storeFulfilment.settings,
      noticePhone: stores.notify_phone,
      noticeEmail: stores.notify_email,
    })
    .from(storeFulfilment)
    .innerJoin(stores, eq(stores.id, storeFulfilment.store_id))
    .where(eq(stores.is_active, true))
    .orderBy(asc(stores.created_at), asc(stores.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    settings: fulfilmentSettingsSchema.parse(row.settings),
    notice: { phone: row.noticePhone, email: row.noticeEmail },
  }));
}

/** Places taken per window from `fromDate` on, for the picker. */
export async function bookedCounts(
  ex: Executor,
  storeId: string,
  fulfilment: Fulfilment,
  fromDate: string,
): Promise<BookedCounts> {
  const rows = await ex
    .select()
    .from(deliveryWindowBookings)
    .where(
      and(
        eq(deliveryWindowBookings.store_id, storeId),
        eq(deliveryWindowBookings.fulfilment, fulfilment),
        gte(deliveryWindowBookings.date, fromDate),
      ),
    );
  return new Map(rows.map((r) => [bookingKey(r.date, r.window_id), r.booked]));
}

/** One window on one date for one way of fulfilment: a row of delivery_window_bookings. */
type WindowKey = { storeId: string; fulfilment: Fulfilment; date: string; windowId: string };

const windowRow = (key: WindowKey) =>
  and(
    eq(deliveryWindowBookings.store_id, key.storeId),
    eq(deliveryWindowBookings.fulfilment, key.fulfilment),
    eq(deliveryWindowBookings.date, key.date),
    eq(deliveryWindowBookings.window_id, key.windowId),
  );

/**
 * Takes one place in a window with a single conditional upsert: the row lock makes concurrent
 * buyers queue, and the `booked < capacity` condition refuses the one past the last place.
 */
export async function takeWindowPlace(tx: Executor, key: WindowKey, capacity: number): Promise<boolean> {
  const rows = await tx
    .insert(deliveryWindowBookings)
    .values({
      store_id: key.storeId,
      fulfilment: key.fulfilment,
      date: key.date,
      window_id: key.windowId,
      booked: 1,
    })
    .onConflictDoUpdate({
      target: [
        deliveryWindowBookings.store_id,
        deliveryWindowBookings.fulfilment,
        deliveryWindowBookings.date,
        deliveryWindowBookings.window_id,
      ],
      set: { booked: sql`${deliveryWindowBookings.booked} + 1` },
      setWhere: sql`${deliveryWindowBookings.booked} < ${capacity}`,
    })
    .returning({ booked: deliveryWindowBookings.booked });
  return rows.length === 1;
}

/** A cancelled order's place goes back to the window. */
export async function releaseWindowPlace(tx: Executor, key: WindowKey): Promise<void> {
  await tx
    .update(deliveryWindowBookings)
    .set({ booked: sql`greatest(${deliveryWindowBookings.booked} - 1, 0)` })
    .where(windowRow(key));
}

/** The demo store and its fulfilment settings, each added only when missing. */
export async function seedFulfilment(ex: Executor): Promise<{ store: boolean; settings: boolean }> {
  const [hasSettings] = await ex.select({ n: sql<number>`count(*)::int` }).from(storeFulfilment);
  if ((hasSettings?.n ?? 0) > 0) return { store: false, settings: false };
  const inserted = await ex
    .insert(stores)
    .values(DEMO_STORE)
    .onConflictDoNothing()
    .returning({ id: stores.id });
  const [store] = await ex.select({ id: stores.id }).from(stores).where(eq(stores.slug, DEMO_STORE.slug));
  if (!store) return { store: false, settings: false };
  await ex.insert(storeFulfilment).values({ store_id: store.id, settings: DEMO_FULFILMENT });
  return { store: inserted.length > 0, settings: true };
}
