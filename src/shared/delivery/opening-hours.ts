import { z } from 'zod';
import { KEYS } from '../messages';

/**
 * A store's opening hours, day by day (issue 38, decision 086): the ONE rule that keeps every
 * pickup and delivery window inside them. A Sunday 16:00–19:00 pickup was offered though Sunday
 * closes at 15:00; the checkout offers a window, and placement accepts it, only when the whole
 * window lies within that weekday's hours (`checkWindow` in ./windows.ts asks this).
 *
 * Weekdays are 0 = Sunday … 6 = Saturday, times "HH:MM" local to the store; a weekday without an
 * entry is closed. A store whose settings have no hours at all (saved before they existed) is
 * not restricted by them: its schedule alone decides, as before.
 */
const K = KEYS.stores;

const hhmm = z.string({ message: K.timeFormat }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, K.timeFormat);

export const openingDaySchema = z
  .object({
    day: z
      .number({ message: K.weekdayInvalid })
      .int(K.weekdayInvalid)
      .min(0, K.weekdayInvalid)
      .max(6, K.weekdayInvalid),
    open: hhmm,
    close: hhmm,
  })
  .refine((d) => d.open < d.close, { message: K.hoursCloseBeforeOpen, path: ['close'] });
export type OpeningDay = z.infer<typeof openingDaySchema>;

export const openingHoursSchema = z
  .array(openingDaySchema)
  .max(7, K.hoursDayRepeated)
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((d, i) => {
      if (seen.has(d.day)) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: K.hoursDayRepeated });
      seen.add(d.day);
    });
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** That weekday's hours, or null when the store is closed then. */
export function hoursOn(hours: readonly OpeningDay[], weekday: number): OpeningDay | null {
  return hours.find((d) => d.day === weekday) ?? null;
}

/**
 * Whether a window (start–end, "HH:MM") lies within the store's hours on that weekday: it starts
 * at or after opening and ends at or before closing. No hours kept at all: true (see above).
 */
export function windowWithinHours(
  hours: readonly OpeningDay[] | undefined,
  weekday: number,
  window: { start: string; end: string },
): boolean {
  if (!hours) return true;
  const day = hoursOn(hours, weekday);
  return day !== null && window.start >= day.open && window.end <= day.close;
}
