import { SHOP_TIME_ZONE } from '@/shared/shop-time';

/** Calendar dates ("2026-11-24") and instants, in the reader's language; dates are read in UTC so they never shift a day. */
export function formatDay(date: string, language: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A day as a chip shows it, on two lines: the weekday ("sex.", "Fri") and the date ("27 de nov.", "Nov 27"). */
export function formatDayChip(date: string, language: string): { weekday: string; day: string } {
  const at = new Date(`${date}T12:00:00Z`);
  return {
    weekday: new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' }).format(at),
    day: new Intl.DateTimeFormat(language, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(at),
  };
}

export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
