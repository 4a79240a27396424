import type { UserFilters } from '../lib/user-filters';

/** The users area's queries; a change invalidates through these (STYLE habit 8). */
export const staffUserKeys = {
  all: ['staff-users'] as const,
  lists: () => [...staffUserKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...staffUserKeys.lists(), filters] as const,
  one: (id: string) => [...staffUserKeys.all, 'one', id] as const,
  stores: () => [...staffUserKeys.all, 'stores'] as const,
};
