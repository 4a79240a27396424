import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DaySheetQuery } from '@/shared/orders/day-plan';
import type { UndoStatusInput } from '@/shared/orders/undo';
import { call, client } from '@/web/lib/api-client';
import { staffKeys } from './staff-orders';

/** Planning the day (decision 080): the day and route sheets, and undoing a status move. */

type SheetQuery = Omit<DaySheetQuery, 'storeId'>;
const sheetKeys = {
  day: (q: SheetQuery) => [...staffKeys.all, 'day-sheet', q] as const,
  route: (q: SheetQuery) => [...staffKeys.all, 'route-sheet', q] as const,
};
const query = (q: SheetQuery) => ({ day: q.day, ...(q.window ? { window: q.window } : {}) });

export const useDaySheet = (q: SheetQuery) =>
  useQuery({
    queryKey: sheetKeys.day(q),
    queryFn: () => call(client.orders.staff['day-sheet'].$get({ query: query(q) })),
  });

export const useRouteSheet = (q: SheetQuery) =>
  useQuery({
    queryKey: sheetKeys.route(q),
    queryFn: () => call(client.orders.staff['route-sheet'].$get({ query: query(q) })),
  });

/** Takes back the order's latest status move; the answer is the order as it is now. */
export function useUndoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: UndoStatusInput & { id: string }) =>
      call(
        client.orders.staff[':id'].status.undo.$post({
          param: { id: encodeURIComponent(id) },
          json: { eventId: json.eventId, ...(json.reason ? { reason: json.reason } : {}) },
        }),
      ),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(staffKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
    },
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.one(id) });
    },
  });
}
