import { MESSAGES } from '../messages';
import type { Fulfilment } from './fulfilment';
import { windowWithinHours } from './opening-hours';
import type { FulfilmentSettings, Schedule, TimeWindow } from './settings';
import { addDays, localParts, minutesOf, weekdayOf, zonedInstant } from './zoned-time';

/** How many orders a window already holds, keyed by `bookingKey(date, windowId)`. */
export type BookedCounts = ReadonlyMap<string, number>;
export const bookingKey = (date: string, windowId: string) => `${date}|${windowId}`;

export type WindowSlot = {
  date: string;
  windowId: string;
  start: string;
  end: string;
  capacity: number;
  remaining: number;
};

export type WindowRefusal =
  | 'unknown_window'
  | 'closed_day'
  | 'outside_hours'
  | 'too_soon'
  | 'past_cutoff'
  | 'too_far'
  | 'full';

export const WINDOW_MESSAGES: Record<WindowRefusal, string> = MESSAGES.window;

export const scheduleFor = (settings: FulfilmentSettings, fulfilment: Fulfilment): Schedule =>
  fulfilment === 'delivery' ? settings.delivery.schedule : settings.pickup.schedule;

/**
 * Whether one window on one date can still be booked, in the order a person would explain it:
 * open weekday and not a closed day (holiday); within the store's opening hours that day; not today (next-day orders close at the cutoff the evening before); the lead time
 * before the window starts; within the horizon; a place left.
 */
export function checkWindow(
  settings: FulfilmentSettings,
  fulfilment: Fulfilment,
  date: string,
  windowId: string,
  now: Date,
  booked: number,
  /** A pre-order's campaign day (issue 41, decision 093) may lie past the horizon. */
  options: { beyondHorizon?: boolean } = {},
): { ok: true; window: TimeWindow } | { ok: false; reason: WindowRefusal } {
  const schedule = scheduleFor(settings, fulfilment);
  const window = schedule.windows.find((w) => w.id === windowId);
  if (!window || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, reason: 'unknown_window' };
  const today = localParts(now, settings.timeZone);
  if (date <= today.date) return { ok: false, reason: 'too_soon' };
  if (!schedule.weekdays.includes(weekdayOf(date)) || settings.closedDates.includes(date))
    return { ok: false, reason: 'closed_day' };
  // The store's hours that weekday hold the whole window (decision 086).
  if (!windowWithinHours(settings.openingHours, weekdayOf(date), window))
    return { ok: false, reason: 'outside_hours' };
  if (date === addDays(today.date, 1) && today.minutes >= minutesOf(settings.cutoffTime))
    return { ok: false, reason: 'past_cutoff' };
  if (!options.beyondHorizon && date > addDays(today.date, settings.horizonDays))
    return { ok: false, reason: 'too_far' };
  const starts = zonedInstant(date, window.start, settings.timeZone).getTime();
  if (starts - now.getTime() < settings.leadTimeHours * 3_600_000) return { ok: false, reason: 'too_soon' };
  if (booked >= window.capacity) return { ok: false, reason: 'full' };
  return { ok: true, window };
}

/**
 * Every window the checkout may offer from `now` to the horizon: open, far enough ahead, not full.
 * `onlyDays`: a pre-order's campaign days (issue 41, decision 093), offered alone and past the horizon.
 */
export function availableWindows(
  settings: FulfilmentSettings,
  fulfilment: Fulfilment,
  now: Date,
  booked: BookedCounts,
  onlyDays?: readonly string[],
): WindowSlot[] {
  const today = localParts(now, settings.timeZone).date;
  const slots: WindowSlot[] = [];
  const dates = onlyDays ?? Array.from({ length: settings.horizonDays }, (_, i) => addDays(today, i + 1));
  for (const date of dates) {
    for (const window of scheduleFor(settings, fulfilment).windows) {
      const count = booked.get(bookingKey(date, window.id)) ?? 0;
      const check = checkWindow(settings, fulfilment, date, window.id, now, count, {
        beyondHorizon: onlyDays !== undefined,
      });
      if (!check.ok) continue;
      slots.push({
        date,
        windowId: window.id,
        start: window.start,
        end: window.end,
        capacity: window.capacity,
        remaining: window.capacity - count,
      });
    }
  }
  return slots;
}
