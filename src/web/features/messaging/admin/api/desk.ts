import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskListFilters } from '@/shared/messaging/desk';
import { call, client } from '@/web/lib/api-client';

/** The desk's queries (STYLE habit 8): a retry reads the list, the message and the health again. */
export const deskKeys = {
  all: ['staff', 'messages'] as const,
  list: (search: string) => [...deskKeys.all, 'list', search] as const,
  one: (id: string) => [...deskKeys.all, 'one', id] as const,
  health: () => [...deskKeys.all, 'health'] as const,
};

export type DeskFilters = Omit<DeskListFilters, 'page'> & { page: number };

const staff = client.messages.staff;

/** The filters as query parameters (only those set). */
const filterQuery = ({ state, kind, channel, from, to }: Omit<DeskFilters, 'page'>) => ({
  ...(state ? { state } : {}),
  ...(kind ? { kind } : {}),
  ...(channel ? { channel } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

export const getMessages = ({ page, ...filters }: DeskFilters) =>
  call(
    staff.$get({
      query: { ...filterQuery(filters), ...(page > 1 ? { page: String(page) } : {}) },
    }),
  );

/** One page of messages as the URL's filters ask. */
export const useMessages = (filters: DeskFilters) =>
  useQuery({
    queryKey: deskKeys.list(JSON.stringify(filters)),
    queryFn: () => getMessages(filters),
    placeholderData: keepPreviousData,
  });

export type DeskList = Awaited<ReturnType<typeof getMessages>>;

/** One message with its whole text (when `id` is set). */
export const useMessage = (id: string | null) =>
  useQuery({
    queryKey: deskKeys.one(id ?? ''),
    queryFn: () => call(staff[':id'].$get({ param: { id: id ?? '' } })),
    enabled: Boolean(id),
    retry: false,
  });

/** Each channel's configuration and recent failures (the admin home's banner). */
export const useChannelHealth = () =>
  useQuery({
    queryKey: deskKeys.health(),
    queryFn: () => call(staff.health.$get()),
    staleTime: 60_000,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deskKeys.all });
}

export const useRetryMessage = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(staff[':id'].retry.$post({ param: { id } })),
    onSettled: invalidate,
  });
};

/** Sends again every failed and not-configured message the list's filters select (decision 050). */
export const useRetryAll = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (filters: Omit<DeskFilters, 'page'>) =>
      call(staff.retry.$post({ query: filterQuery(filters) })),
    onSettled: invalidate,
  });
};
