import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { assertStoreAccess } from '@/server/http/store-access';
import { type FulfilmentSettings, fulfilmentSettingsSchema } from '@/shared/delivery/settings';
import { localParts } from '@/shared/delivery/zoned-time';
import { hasUuidShape } from '@/shared/ids';
import { storeScope } from '@/shared/permissions/store-scope';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';
import { deliveryWindowBookings, type StoreRow, storeFulfilment, stores } from './schema';

/** Who is reading: a manager sees only their own store (SPEC §6 store access). */
export type StoreViewer = { role: string; storeId: string | null };

/** A store as the admin panel shows it; `updatedAt` is the version a details edit is based on. */
export type StaffStore = {
  id: string;
  name: string;
  /** Blank: English readers see `name` (decision 098). */
  nameEn: string;
  slug: string;
  address: string;
  phone: string;
  /** Where new orders are announced (decision 050); blank: the shop-wide fallback. */
  notifyPhone: string;
  notifyEmail: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A row of the stores list: the store with what its fulfilment offers at a glance. */
export type StaffStoreRow = StaffStore & {
  pickupEnabled: boolean;
  deliveryEnabled: boolean;
  zoneCount: number;
};

/** One store's page: its details, its settings (null when never set up) and the places booked ahead. */
export type StaffStoreDetail = {
  store: StaffStore;
  fulfilment: { settings: FulfilmentSettings; updatedAt: string } | null;
  /** Places taken from today on, per `delivery|windowId` and `pickup|windowId`: removing such a window asks first. */
  bookedAhead: Record<string, number>;
};

export const toStaffStore = (row: StoreRow): StaffStore => ({
  id: row.id,
  name: row.name,
  nameEn: row.name_en,
  slug: row.slug,
  address: row.address ?? '',
  phone: row.phone ?? '',
  notifyPhone: row.notify_phone ?? '',
  notifyEmail: row.notify_email ?? '',
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * Stored settings through the shared schema, so rows saved before a field existed (closed days)
 * read with its default. A row the schema refuses is shown as it is rather than hiding the store.
 */
export function readSettings(raw: unknown): FulfilmentSettings {
  const parsed = fulfilmentSettingsSchema.safeParse(raw);
  return parsed.success
    ? parsed.data
    : { ...(raw as FulfilmentSettings), closedDates: (raw as FulfilmentSettings).closedDates ?? [] };
}

/** The stores a viewer may see, by name: every store for admins, a manager's own only. */
export async function listStores(ex: Executor, viewer: StoreViewer): Promise<StaffStoreRow[]> {
  const scope = storeScope(viewer);
  if (scope.kind === 'none') return [];
  const own = scope.kind === 'store' ? scope.storeId : undefined;
  const rows = await ex
    .select({ store: stores, settings: storeFulfilment.settings })
    .from(stores)
    .leftJoin(storeFulfilment, eq(storeFulfilment.store_id, stores.id))
    .where(own === undefined ? undefined : eq(stores.id, own))
    .orderBy(asc(stores.name), asc(stores.id));
  return rows.map(({ store, settings }) => {
    const s = settings ? readSettings(settings) : null;
    return {
      ...toStaffStore(store),
      pickupEnabled: s?.pickup.enabled ?? false,
      deliveryEnabled: s?.delivery.enabled ?? false,
      zoneCount: s?.delivery.zones.length ?? 0,
    };
  });
}

/** The store row, or 404 (an id that is not a UUID is simply not found). */
export async function findStore(ex: Executor, id: string, lock = false): Promise<StoreRow> {
  if (!hasUuidShape(id)) throw new AppError('not_found', 'stores.notFound');
  const query = ex.select().from(stores).where(eq(stores.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', 'stores.notFound');
  return row;
}

/** One store with its settings, after the §6 store-access check (a manager another store → 403). */
export async function storeDetail(
  ex: Executor,
  viewer: StoreViewer,
  id: string,
  now: Date,
): Promise<StaffStoreDetail> {
  if (hasUuidShape(id)) assertStoreAccess({ role: viewer.role, storeId: viewer.storeId }, id.toLowerCase());
  const store = await findStore(ex, id);
  const [fulfilment] = await ex.select().from(storeFulfilment).where(eq(storeFulfilment.store_id, store.id));
  const settings = fulfilment ? readSettings(fulfilment.settings) : null;
  const today = localParts(now, settings?.timeZone ?? SHOP_TIME_ZONE).date;
  const booked = await ex
    .select({
      fulfilment: deliveryWindowBookings.fulfilment,
      windowId: deliveryWindowBookings.window_id,
      n: sql<number>`sum(${deliveryWindowBookings.booked})::int`,
    })
    .from(deliveryWindowBookings)
    .where(and(eq(deliveryWindowBookings.store_id, store.id), gte(deliveryWindowBookings.date, today)))
    .groupBy(deliveryWindowBookings.fulfilment, deliveryWindowBookings.window_id);
  return {
    store: toStaffStore(store),
    fulfilment: fulfilment && settings ? { settings, updatedAt: fulfilment.updated_at.toISOString() } : null,
    bookedAhead: Object.fromEntries(
      booked.filter((b) => b.n > 0).map((b) => [`${b.fulfilment}|${b.windowId}`, b.n]),
    ),
  };
}
