import { type UsersListQuery, usersListQuery } from '../../../../../shared/accounts/staff-schemas';

/** The users list's filters as the URL carries them (?q=&role=&storeId=&state=&verified=&sort=&page=). */
export type UserFilters = Partial<Pick<UsersListQuery, 'q' | 'role' | 'storeId' | 'state' | 'verified'>> &
  Pick<UsersListQuery, 'sort' | 'page'>;

const FILTER_KEYS = ['q', 'role', 'storeId', 'state', 'verified', 'sort', 'page'] as const;
const DEFAULTS = { sort: 'created_desc', page: 1 } as const;

/**
 * Reads the filters from the address bar with the API's own schema: a value the server would
 * refuse (a typo in a shared link, page=0, an unknown role) is dropped instead of showing an error.
 */
export function readFilters(search: URLSearchParams): UserFilters {
  const filters: UserFilters = { ...DEFAULTS };
  for (const key of FILTER_KEYS) {
    const raw = search.get(key)?.trim();
    if (!raw) continue;
    const parsed = usersListQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}

/** The URL search of a set of filters; defaults are left out so shared links stay short. */
export function filtersSearch(filters: Partial<UserFilters>): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'page' || key === 'sort') {
      if (value === DEFAULTS[key]) continue;
    }
    search.set(key, String(value));
  }
  return search;
}

/** Whether anything narrows the list (the sort does not). */
export const hasFilters = (filters: UserFilters) =>
  Boolean(filters.q || filters.role || filters.storeId || filters.state || filters.verified !== undefined);

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
