import { addDays, localParts } from '@/shared/delivery/zoned-time';
import { SHOP_TIME_ZONE } from '@/shared/messaging/templates';
import { type StaffOrdersQuery, staffOrdersQuery } from '@/shared/orders/schemas';
import { urlFilters } from '@/web/lib/url-filters';

export { pageCount } from '@/web/lib/url-filters';

/** Every day, written `day=all` in the URL (no `day` at all means today, decision 080). */
export const ALL_DAYS = 'all';

/**
 * The order desk's filters as the URL carries them (?day=&window=&fulfilment=&q=&status=&paymentStatus=&cardState=&page=).
 * `day` is a calendar day or ALL_DAYS; the desk opens on today, on the shop's clock (decision 008).
 */
export type OrderFilters = Pick<
  StaffOrdersQuery,
  'q' | 'status' | 'paymentStatus' | 'cardState' | 'page' | 'window' | 'fulfilment'
> & { day?: string };

const url = urlFilters(
  staffOrdersQuery,
  ['day', 'window', 'fulfilment', 'q', 'status', 'paymentStatus', 'cardState', 'page'],
  { page: 1 },
);

/** Today in the shop's time zone ("2026-11-29"), whatever the browser's. */
export const shopToday = (now: Date = new Date()) => localParts(now, SHOP_TIME_ZONE).date;
export const shopTomorrow = (now: Date = new Date()) => addDays(shopToday(now), 1);

export function readFilters(search: URLSearchParams, today: string = shopToday()): OrderFilters {
  const filters: OrderFilters = url.read(search);
  if (search.get('day') === ALL_DAYS) return { ...filters, day: ALL_DAYS };
  return { ...filters, day: filters.day ?? today };
}

export function filtersSearch(filters: Partial<OrderFilters>): URLSearchParams {
  const all = filters.day === ALL_DAYS;
  const search = url.write({ ...filters, day: all ? undefined : filters.day });
  if (all) search.set('day', ALL_DAYS);
  return search;
}

/** What the API is asked: every day is no `day` at all. */
export const apiQuery = (filters: OrderFilters) =>
  Object.fromEntries(filtersSearch({ ...filters, day: filters.day === ALL_DAYS ? undefined : filters.day }));

/** A filter besides the day (the day always has a value: today when the URL names none). */
export const hasFilters = (filters: OrderFilters) =>
  Boolean(
    filters.q ||
      filters.status ||
      filters.paymentStatus ||
      filters.cardState ||
      filters.window ||
      filters.fulfilment,
  );
