import { z } from 'zod';
import { addDays } from '../delivery/zoned-time';
import { uuidSchema } from '../ids';
import { SHOP_TIME_ZONE } from '../shop-time';

/**
 * The admin dashboard and reports (issue 21, decision 046): one input shape for the API and the
 * screen. Days are calendar days in the shop's time zone (Georgia), as the coupons' (decision 039).
 */
export const REPORT_TIME_ZONE = SHOP_TIME_ZONE;

/** The chart ranges the dashboard offers, in days ending today. */
export const REPORT_RANGES = [7, 30, 90] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const reportRangeSchema = z.coerce
  .number()
  .int()
  .refine((n): n is ReportRange => (REPORT_RANGES as readonly number[]).includes(n))
  .default(30);

/** The dashboard's query: the range and, for those who reach every store, one store (none: all). */
export const reportQuerySchema = z.object({
  days: reportRangeSchema,
  storeId: uuidSchema().optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Today's query: the store only. */
export const todayQuerySchema = z.object({ storeId: uuidSchema().optional() });
export type TodayQuery = z.output<typeof todayQuerySchema>;

/** The statuses "today at a glance" counts, in the desk's order. */
export const GLANCE_STATUSES = ['pending_payment', 'confirmed', 'preparing', 'out_for_delivery'] as const;
export type GlanceStatus = (typeof GLANCE_STATUSES)[number];

export type DayFigure = { day: string; orders: number; revenueCents: number };

/** The first day of a range of `days` days ending on `today` (both included). */
export const rangeStart = (today: string, days: number) => addDays(today, -(days - 1));

/**
 * Every day of the range in order, with the database's figures where it had some and zero
 * elsewhere (the SQL groups by day; a day without orders has no row).
 */
export function fillDays(today: string, days: number, rows: readonly DayFigure[]): DayFigure[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const start = rangeStart(today, days);
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(start, i);
    return byDay.get(day) ?? { day, orders: 0, revenueCents: 0 };
  });
}

/** The share of a window's places taken, 0–100, rounded down (a full window is 100 only when full). */
export function fillPercent(booked: number, capacity: number): number {
  if (capacity <= 0) return 100;
  return Math.min(100, Math.floor((booked / capacity) * 100));
}
