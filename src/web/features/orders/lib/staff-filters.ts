import { type StaffOrdersQuery, staffOrdersQuery } from '@/shared/orders/schemas';
import { urlFilters } from '@/web/lib/url-filters';

export { pageCount } from '@/web/lib/url-filters';

/** The order desk's filters as the URL carries them (?q=&status=&paymentStatus=&page=). */
export type OrderFilters = Pick<StaffOrdersQuery, 'q' | 'status' | 'paymentStatus' | 'page'>;

const url = urlFilters(staffOrdersQuery, ['q', 'status', 'paymentStatus', 'page'], { page: 1 });

export const readFilters: (search: URLSearchParams) => OrderFilters = url.read;
export const filtersSearch: (filters: Partial<OrderFilters>) => URLSearchParams = url.write;

export const hasFilters = (filters: OrderFilters) =>
  Boolean(filters.q || filters.status || filters.paymentStatus);
