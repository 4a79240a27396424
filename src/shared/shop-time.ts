import { localParts } from './delivery/zoned-time';

/**
 * The shop's one clock (issue 39, decision 102): the shop is in Georgia, so its calendar days —
 * reports' day boundaries, coupon and campaign dates, the coupon-sending filters and their dates,
 * the desk's "today", CSV times — are New York's, whatever the server's or the browser's zone.
 * Every module's zone constant is this one; the summary triggers' SQL (`report_day`, migration
 * 0022) writes the same name.
 */
export const SHOP_TIME_ZONE = 'America/New_York';

/** The shop's calendar day of an instant: "2026-11-29" at 23:30 in Georgia (04:30 UTC the next day). */
export const shopDay = (instant: Date | string = new Date()): string =>
  localParts(typeof instant === 'string' ? new Date(instant) : instant, SHOP_TIME_ZONE).date;

/** An instant's date (and time, with `timeStyle`) on the shop's clock, in the reader's language. */
export function formatShopDate(
  instant: Date | string,
  language: string,
  options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle' | 'day' | 'month'> = {
    dateStyle: 'short',
  },
): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: SHOP_TIME_ZONE }).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
}
