import { z } from 'zod';
import { cents as money } from '../bounds';
import { calendarDate } from '../dates';
import { KEYS } from '../messages';
import { openingHoursSchema } from './opening-hours';

/**
 * A store's fulfilment settings (issue 8, edited in the admin panel since issue 16): pickup
 * address and hours, delivery zones by ZIP code, open weekdays, time windows with a capacity, the
 * cutoff for next-day orders, a lead time and the closed days (holidays). Times are local to the
 * shop (`timeZone`); weekdays are 0 = Sunday … 6 = Saturday. Every message is a key (decision 023),
 * so the admin form and the API refuse with the same words.
 */
const K = KEYS.stores;

const hhmm = z.string({ message: K.timeFormat }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, K.timeFormat);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused), within the shop's range. */
export const isoDateSchema = calendarDate(K.dateInvalid);

const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const itemId = z
  .string({ message: K.idInvalid })
  .min(1, K.idInvalid)
  .max(40, K.idInvalid)
  .regex(ID_PATTERN, K.idInvalid);

const cents = money(
  { invalid: K.amountInvalid, tooSmall: K.amountNegative, tooLarge: K.amountTooLarge },
  { max: 10_000_000 },
);

const text = (max: number) => z.string().trim().max(max, K.textTooLong);

/** The most orders one window takes (the messages say "de 1 a 1000"). */
export const MAX_WINDOW_CAPACITY = 1000;

export const timeWindowSchema = z
  .object({
    id: itemId,
    start: hhmm,
    end: hhmm,
    capacity: z
      .number({ message: K.capacityRange })
      .int(K.capacityRange)
      .min(1, K.capacityRange)
      .max(MAX_WINDOW_CAPACITY, K.capacityRange),
  })
  .refine((w) => w.start < w.end, { message: K.windowEndsBeforeStart, path: ['end'] });
export type TimeWindow = z.infer<typeof timeWindowSchema>;

/** Pairs of windows (by index) whose times overlap; touching ends (12:00–13:00, 13:00–…) do not. */
export function overlappingWindows(windows: readonly Pick<TimeWindow, 'start' | 'end'>[]): number[] {
  const clashing = new Set<number>();
  windows.forEach((a, i) => {
    windows.forEach((b, j) => {
      if (j <= i || a.start >= a.end || b.start >= b.end) return;
      if (a.start < b.end && b.start < a.end) clashing.add(j);
    });
  });
  return [...clashing].sort((a, b) => a - b);
}

/** The indexes of entries whose key repeats an earlier one. */
function repeats<T>(items: readonly T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, i) => {
    const k = key(item);
    if (seen.has(k)) return [i];
    seen.add(k);
    return [];
  });
}

export const scheduleSchema = z
  .object({
    weekdays: z.array(z.number().int().min(0, K.weekdayInvalid).max(6, K.weekdayInvalid)).max(7),
    windows: z.array(timeWindowSchema).max(24, K.tooManyWindows),
  })
  .superRefine((schedule, ctx) => {
    for (const i of repeats(schedule.windows, (w) => w.id))
      ctx.addIssue({ code: 'custom', path: ['windows', i, 'id'], message: K.duplicateId });
    for (const i of overlappingWindows(schedule.windows))
      ctx.addIssue({ code: 'custom', path: ['windows', i, 'start'], message: K.windowsOverlap });
  });
export type Schedule = z.infer<typeof scheduleSchema>;

export const deliveryZoneSchema = z.object({
  id: itemId,
  name: z.string().trim().min(1, K.nameRequired).max(80, K.textTooLong),
  /** The zone's name in English (decision 098); blank or left out: English readers see `name`. */
  nameEn: z.string().trim().max(80, K.textTooLong).optional(),
  /** Exact 5-digit ZIP codes. */
  zips: z.array(z.string().regex(/^\d{5}$/, K.zipInvalid)).max(500, K.tooManyZips),
  /** ZIP prefixes ("300" covers 30000–30099… and more); the longest match wins. */
  prefixes: z.array(z.string().regex(/^\d{1,5}$/, K.prefixInvalid)).max(100, K.tooManyZips),
  feeCents: cents,
  minimumOrderCents: cents,
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** Zones found valid: every checkout parses the stores' settings, and a formatter is costly to build. */
const knownZones = new Set<string>();
const isTimeZone = (zone: string) => {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
};

export const fulfilmentSettingsSchema = z
  .object({
    timeZone: z.string().min(1, K.timeZoneInvalid).refine(isTimeZone, K.timeZoneInvalid),
    pickup: z.object({
      enabled: z.boolean(),
      address: text(200),
      hours: text(200),
      hoursEn: text(200),
      schedule: scheduleSchema,
    }),
    delivery: z
      .object({
        enabled: z.boolean(),
        zones: z.array(deliveryZoneSchema).max(50, K.tooManyZones),
        schedule: scheduleSchema,
      })
      .superRefine((delivery, ctx) => {
        for (const i of repeats(delivery.zones, (z) => z.id))
          ctx.addIssue({ code: 'custom', path: ['zones', i, 'id'], message: K.duplicateId });
      }),
    /** Orders for the next day close at this local time the day before; same-day orders never open. */
    cutoffTime: hhmm,
    /** Hours between placing an order and the start of its window. */
    leadTimeHours: z
      .number({ message: K.leadTimeRange })
      .int(K.leadTimeRange)
      .min(0, K.leadTimeRange)
      .max(24 * 14, K.leadTimeRange),
    /** How many days ahead the picker offers. */
    horizonDays: z
      .number({ message: K.horizonRange })
      .int(K.horizonRange)
      .min(1, K.horizonRange)
      .max(60, K.horizonRange),
    /**
     * Days the shop neither delivers nor hands over (holidays), YYYY-MM-DD in the shop's time zone.
     * Defaults to none, so settings saved before closed days existed still read.
     */
    closedDates: z.array(isoDateSchema).max(366, K.tooManyDates).default([]),
    /**
     * The store's opening hours per weekday (issue 38, decision 086): no window is offered or
     * accepted outside them. Left out in settings saved before they existed: no restriction.
     */
    openingHours: openingHoursSchema.optional(),
  })
  .superRefine((settings, ctx) => {
    // An address and hours are what a customer needs to pick up: required once pickup is on.
    if (settings.pickup.enabled) {
      for (const field of ['address', 'hours', 'hoursEn'] as const)
        if (!settings.pickup[field])
          ctx.addIssue({ code: 'custom', path: ['pickup', field], message: K.requiredWhenPickup });
    }
    for (const i of repeats(settings.closedDates, (d) => d))
      ctx.addIssue({ code: 'custom', path: ['closedDates', i], message: K.dateDuplicate });
  });
/** Settings as read (closed days filled in). */
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;
/** Settings as sent (closed days may be left out). */
export type FulfilmentSettingsInput = z.input<typeof fulfilmentSettingsSchema>;
