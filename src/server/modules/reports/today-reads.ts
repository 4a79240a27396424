import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { localParts } from '@/shared/delivery/zoned-time';
import { GLANCE_STATUSES, type GlanceStatus, REPORT_TIME_ZONE } from '@/shared/reports/schemas';
import { type TodayWindow, windowsOfDay } from '@/shared/reports/today';
import { type LowStockList, lowStockVariations } from '../catalogue/public';
import { failedMessageCount } from '../messaging/public';
import { isOrderOfStore, orderStatusCounts } from '../orders/public';
import { activeStoresWithSettings, bookingsOfDay } from '../stores/public';

export type TodayReport = {
  /** The shop's calendar day the figures are for (America/New_York). */
  date: string;
  /** Orders waiting at each step, whatever their day. */
  statuses: Record<GlanceStatus, number>;
  windows: TodayWindow[];
  /** Outbox messages that gave up (status failed); a manager's: those about their store's orders. */
  failingMessages: number;
  /** Variations at or under their threshold (decision 099), sold out first. */
  lowStock: LowStockList;
};

const LOW_STOCK_SHOWN = 6;

/**
 * Today at a glance (issue 21): each figure one grouped query, for one store or all (`storeId` null),
 * read through the read models of the orders, stores, outbox and catalogue.
 */
export async function todayReport(ex: Executor, storeId: string | null, now: Date): Promise<TodayReport> {
  const date = localParts(now, REPORT_TIME_ZONE).date;
  const [byStatus, storeRows, bookings, failing, lowStock] = await readTogether(
    ex,
    () => orderStatusCounts(ex, GLANCE_STATUSES, storeId),
    () => activeStoresWithSettings(ex, storeId),
    () => bookingsOfDay(ex, date, storeId),
    () =>
      failedMessageCount(
        ex,
        storeId === null ? undefined : (relatedId) => isOrderOfStore(relatedId, storeId),
      ), // One catalogue for every store (decision 040); per variation since decision 099.
    () => lowStockVariations(ex, LOW_STOCK_SHOWN),
  );

  const statuses = Object.fromEntries(GLANCE_STATUSES.map((s) => [s, 0])) as Record<GlanceStatus, number>;
  for (const row of byStatus) statuses[row.status as GlanceStatus] = row.n;

  const windows = storeRows.flatMap((store) => {
    const booked = new Map(
      bookings.filter((b) => b.storeId === store.id).map((b) => [`${b.fulfilment}:${b.windowId}`, b.booked]),
    );
    return windowsOfDay(store, store.settings, date, booked);
  });

  return {
    date,
    statuses,
    windows,
    failingMessages: failing,
    lowStock,
  };
}
