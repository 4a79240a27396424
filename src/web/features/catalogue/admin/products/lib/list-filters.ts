import {
  type StaffProductQuery,
  staffProductQuery,
} from '../../../../../../shared/catalogue/product-schemas';

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
const DEFAULTS = staffProductQuery.parse({});

/** Reads the URL with the API's schema, dropping what it would refuse (a typo in a shared link). */
export function readListQuery(search: URLSearchParams): StaffProductQuery {
  const query: StaffProductQuery = { ...DEFAULTS };
  for (const key of KEYS) {
    const raw = search.get(key)?.trim();
    if (!raw) continue;
    const parsed = staffProductQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(query, { [key]: parsed.data });
  }
  return query;
}

/** The URL search of a query; defaults are left out so links stay short. */
export function listSearch(query: Partial<StaffProductQuery>): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    search.set(key, String(value));
  }
  return search;
}

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
