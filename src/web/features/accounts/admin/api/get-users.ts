import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { filtersSearch, type UserFilters } from '../lib/user-filters';
import { staffUserKeys } from './keys';

export const getUsers = (filters: UserFilters) =>
  call(client.accounts.users.$get({ query: Object.fromEntries(filtersSearch(filters)) }));

/** One page of the people the viewer may see (a manager: their store's), filtered as the URL says. */
export const useUsers = (filters: UserFilters) =>
  useQuery({
    queryKey: staffUserKeys.list(filters),
    queryFn: () => getUsers(filters),
    placeholderData: keepPreviousData,
  });

export type UserRow = Awaited<ReturnType<typeof getUsers>>['users'][number];
