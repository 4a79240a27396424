import { z } from 'zod';

/**
 * A store's fulfilment settings (issue 8): pickup address and hours, delivery zones by ZIP code,
 * open weekdays, time windows with a capacity, the cutoff for next-day orders and a lead time.
 * Times are local to the shop (`timeZone`); weekdays are 0 = Sunday … 6 = Saturday.
 */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use o formato HH:MM.');

export const timeWindowSchema = z
  .object({
    id: z.string().min(1).max(40),
    start: hhmm,
    end: hhmm,
    capacity: z.number().int().min(1).max(1000),
  })
  .refine((w) => w.start < w.end, { message: 'A janela termina antes de começar.' });
export type TimeWindow = z.infer<typeof timeWindowSchema>;

export const scheduleSchema = z.object({
  weekdays: z.array(z.number().int().min(0).max(6)),
  windows: z.array(timeWindowSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const deliveryZoneSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  /** Exact 5-digit ZIP codes. */
  zips: z.array(z.string().regex(/^\d{5}$/)),
  /** ZIP prefixes ("300" covers 30000–30099… and more); the longest match wins. */
  prefixes: z.array(z.string().regex(/^\d{1,5}$/)),
  feeCents: z.number().int().min(0),
  minimumOrderCents: z.number().int().min(0),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const fulfilmentSettingsSchema = z.object({
  timeZone: z.string().min(1),
  pickup: z.object({
    enabled: z.boolean(),
    address: z.string().min(1),
    hours: z.string().min(1),
    hoursEn: z.string().min(1),
    schedule: scheduleSchema,
  }),
  delivery: z.object({
    enabled: z.boolean(),
    zones: z.array(deliveryZoneSchema),
    schedule: scheduleSchema,
  }),
  /** Orders for the next day close at this local time the day before; same-day orders never open. */
  cutoffTime: hhmm,
  /** Hours between placing an order and the start of its window. */
  leadTimeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  /** How many days ahead the picker offers. */
  horizonDays: z.number().int().min(1).max(60),
});
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;
