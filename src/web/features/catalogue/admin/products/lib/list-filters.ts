import { type StaffProductQuery, staffProductQuery } from '@/shared/catalogue/product-schemas';
import { urlFilters } from '@/web/lib/url-filters';

/** The product list's search, filters, sort and page as the URL carries them. */
const KEYS = [
  'q',
  'category',
  'status',
  'featured',
  'offer',
  'brazilian',
  'stock',
  'sort',
  'dir',
  'page',
  'pageSize',
] as const;
const url = urlFilters(staffProductQuery, KEYS, staffProductQuery.parse({}));

/** Reads the URL with the API's schema, dropping what it would refuse (a typo in a shared link). */
export const readListQuery: (search: URLSearchParams) => StaffProductQuery = url.read;
/** The URL search of a query; defaults are left out so links stay short. */
export const listSearch: (query: Partial<StaffProductQuery>) => URLSearchParams = url.write;

export const hasListFilters = (q: StaffProductQuery) =>
  Boolean(
    q.q ||
      q.category ||
      q.status ||
      q.stock ||
      q.featured !== undefined ||
      q.offer !== undefined ||
      q.brazilian !== undefined,
  );

/** A click on a column header: the same column flips its direction, another starts ascending (dates newest first). */
export function sortBy(q: StaffProductQuery, column: StaffProductQuery['sort']): StaffProductQuery {
  if (q.sort === column) return { ...q, dir: q.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...q, sort: column, dir: column === 'updated' ? 'desc' : 'asc', page: 1 };
}
