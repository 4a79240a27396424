import { type StaffOrdersQuery, staffOrdersQuery } from '../../../../shared/orders/schemas';

/** The order desk's filters as the URL carries them (?q=&status=&paymentStatus=&page=). */
export type OrderFilters = Pick<StaffOrdersQuery, 'q' | 'status' | 'paymentStatus' | 'page'>;

const FILTER_KEYS = ['q', 'status', 'paymentStatus', 'page'] as const;

/**
 * Reads the filters from the address bar with the API's own schema: a value the server would
 * refuse (a typo in a shared link, page=0) is dropped instead of showing an error page.
 */
export function readFilters(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = { page: 1 };
  for (const key of FILTER_KEYS) {
    const raw = search.get(key)?.trim();
    if (!raw) continue;
    const parsed = staffOrdersQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}

/** The URL search of a set of filters; defaults are left out so shared links stay short. */
export function filtersSearch(filters: Partial<OrderFilters>): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}

export const hasFilters = (filters: OrderFilters) =>
  Boolean(filters.q || filters.status || filters.paymentStatus);

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
