import { type UsersListQuery, usersListQuery } from '@/shared/accounts/staff-schemas';
import { urlFilters } from '@/web/lib/url-filters';

export { pageCount } from '@/web/lib/url-filters';

/** The users list's filters as the URL carries them (?q=&role=&storeId=&state=&verified=&sort=&page=). */
export type UserFilters = Partial<Pick<UsersListQuery, 'q' | 'role' | 'storeId' | 'state' | 'verified'>> &
  Pick<UsersListQuery, 'sort' | 'page'>;

const url = urlFilters(usersListQuery, ['q', 'role', 'storeId', 'state', 'verified', 'sort', 'page'], {
  sort: 'created_desc',
  page: 1,
});

export const readFilters: (search: URLSearchParams) => UserFilters = url.read;
export const filtersSearch: (filters: Partial<UserFilters>) => URLSearchParams = url.write;

/** Whether anything narrows the list (the sort does not). */
export const hasFilters = (filters: UserFilters) =>
  Boolean(filters.q || filters.role || filters.storeId || filters.state || filters.verified !== undefined);
