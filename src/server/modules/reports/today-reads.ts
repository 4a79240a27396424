import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { staffProductQuery } from '../../../shared/catalogue/product-schemas';
import { localParts } from '../../../shared/delivery/zoned-time';
import { GLANCE_STATUSES, type GlanceStatus, REPORT_TIME_ZONE } from '../../../shared/reports/schemas';
import { type TodayWindow, windowsOfDay } from '../../../shared/reports/today';
import type { Executor } from '../../db/client';
import { listStaffProducts } from '../catalogue/public';
import { messages } from '../messaging/schema';
import { orders } from '../orders/schema';
import { readSettings } from '../stores/public';
import { deliveryWindowBookings, storeFulfilment, stores } from '../stores/schema';
import { ordersOfStore } from './scope';

export type LowStockItem = { id: string; name: string; stockTotal: number | null; state: 'low' | 'out' };

export type TodayReport = {
  /** The shop's calendar day the figures are for (America/New_York). */
  date: string;
  /** Orders waiting at each step, whatever their day. */
  statuses: Record<GlanceStatus, number>;
  windows: TodayWindow[];
  /** Outbox messages that gave up (status failed); a manager's: those about their store's orders. */
  failingMessages: number;
  lowStock: { total: number; outTotal: number; items: LowStockItem[] };
};

const LOW_STOCK_SHOWN = 6;

/** Today at a glance (issue 21): each figure one grouped query, for one store or all (`storeId` null). */
export async function todayReport(ex: Executor, storeId: string | null, now: Date): Promise<TodayReport> {
  const date = localParts(now, REPORT_TIME_ZONE).date;
  const inStore = ordersOfStore(storeId);
  const lowQuery = (stock: 'low' | 'out') =>
    staffProductQuery.parse({
      stock,
      status: 'active',
      sort: 'stock',
      dir: 'asc',
      pageSize: LOW_STOCK_SHOWN,
    });
  const [byStatus, storeRows, bookings, [failing], low, out] = await Promise.all([
    ex
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(inArray(orders.status, [...GLANCE_STATUSES]), inStore))
      .groupBy(orders.status),
    ex
      .select({ id: stores.id, name: stores.name, settings: storeFulfilment.settings })
      .from(stores)
      .innerJoin(storeFulfilment, eq(storeFulfilment.store_id, stores.id))
      .where(and(eq(stores.is_active, true), storeId === null ? undefined : eq(stores.id, storeId)))
      .orderBy(stores.name),
    ex
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
      ),
    ex
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.status, 'failed'),
          storeId === null
            ? undefined
            : sql`exists (select 1 from ${orders} where ${orders.id}::text = ${messages.related_id} and ${orders.store_id} = ${storeId})`,
        ),
      ),
    // The product list's own low-stock filter (decision 040): one catalogue for every store.
    listStaffProducts(ex, lowQuery('low')),
    listStaffProducts(ex, lowQuery('out')),
  ]);

  const statuses = Object.fromEntries(GLANCE_STATUSES.map((s) => [s, 0])) as Record<GlanceStatus, number>;
  for (const row of byStatus) statuses[row.status as GlanceStatus] = row.n;

  const windows = storeRows.flatMap((store) => {
    const booked = new Map(
      bookings.filter((b) => b.storeId === store.id).map((b) => [`${b.fulfilment}:${b.windowId}`, b.booked]),
    );
    return windowsOfDay(store, readSettings(store.settings), date, booked);
  });

  const items = [...out.items, ...low.items]
    .slice(0, LOW_STOCK_SHOWN)
    .map((p) => ({ id: p.id, name: p.name, stockTotal: p.stockTotal, state: p.stockState as 'low' | 'out' }));
  return {
    date,
    statuses,
    windows,
    failingMessages: failing?.n ?? 0,
    lowStock: { total: low.total + out.total, outTotal: out.total, items },
  };
}
