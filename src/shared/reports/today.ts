import type { Fulfilment } from '../delivery/fulfilment';
import type { FulfilmentSettings } from '../delivery/settings';
import { scheduleFor } from '../delivery/windows';
import { weekdayOf } from '../delivery/zoned-time';
import { fillPercent } from './schemas';

/** One of today's windows of a store, with how full it is. */
export type TodayWindow = {
  storeId: string;
  storeName: string;
  fulfilment: Fulfilment;
  windowId: string;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  percent: number;
};

/**
 * The windows a store holds on `date` (its local day): each enabled fulfilment whose schedule
 * opens that weekday and that is not a closed day, every window with its bookings (0 when none).
 * Bookings on a window no longer in the settings are shown too, with their count as capacity.
 */
export function windowsOfDay(
  store: { id: string; name: string },
  settings: FulfilmentSettings,
  date: string,
  booked: ReadonlyMap<string, number>,
): TodayWindow[] {
  const out: TodayWindow[] = [];
  if (settings.closedDates?.includes(date)) return out;
  for (const fulfilment of ['delivery', 'pickup'] as const) {
    if (!settings[fulfilment].enabled) continue;
    const schedule = scheduleFor(settings, fulfilment);
    if (!schedule.weekdays.includes(weekdayOf(date))) continue;
    for (const w of [...schedule.windows].sort((a, b) => a.start.localeCompare(b.start))) {
      const n = booked.get(`${fulfilment}:${w.id}`) ?? 0;
      out.push({
        storeId: store.id,
        storeName: store.name,
        fulfilment,
        windowId: w.id,
        start: w.start,
        end: w.end,
        capacity: w.capacity,
        booked: n,
        percent: fillPercent(n, w.capacity),
      });
    }
  }
  return out;
}
