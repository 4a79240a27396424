import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatusChangeInput } from '@/shared/orders/schemas';
import type { WeighOrderInput } from '@/shared/orders/weight-input';
import { call, client } from '@/web/lib/api-client';
import { apiQuery, type OrderFilters } from '../lib/staff-filters';
import { orderKeys } from './keys';

export const staffKeys = {
  all: [...orderKeys.all, 'staff'] as const,
  list: (filters: OrderFilters) => [...staffKeys.all, 'list', filters] as const,
  one: (id: string) => [...staffKeys.all, 'one', id] as const,
};

/** New orders arrive while the desk is open: the list is read again this often. */
export const DESK_REFRESH_MS = 30_000;

const staffOrder = client.orders.staff[':id'];
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

export const getStaffOrders = (filters: OrderFilters) =>
  call(client.orders.staff.$get({ query: apiQuery(filters) }));
export const getStaffOrder = (id: string) => call(staffOrder.$get({ param: idParam(id) }));

/**
 * One page of the orders the staff member's stores received, newest first. `live`: the desk's
 * stream is open (decision 088) and reads the list again on each event; the 30 s polling is the
 * fallback when it is not.
 */
export const useStaffOrders = (filters: OrderFilters, live = false) =>
  useQuery({
    queryKey: staffKeys.list(filters),
    queryFn: () => getStaffOrders(filters),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : DESK_REFRESH_MS,
  });

// Retries follow the shared rule (lib/query-client.ts): a 404 is not asked again.
export const useStaffOrder = (id: string) =>
  useQuery({ queryKey: staffKeys.one(id), queryFn: () => getStaffOrder(id) });

type OrderAction = { id: string } & (
  | ({ kind: 'status' } & StatusChangeInput)
  | { kind: 'payment'; note?: string | undefined }
);

const sendAction = ({ id, ...action }: OrderAction) =>
  action.kind === 'status'
    ? call(
        staffOrder.status.$post({ param: idParam(id), json: { status: action.status, note: action.note } }),
      )
    : call(staffOrder.payment.$post({ param: idParam(id), json: { note: action.note } }));

/**
 * A status change or a payment confirmation. The answer is the order as it is now; the lists
 * (the desk's and the customer's) are read again. A refusal (409: someone else moved it first)
 * reads the order again, so the buttons match its real state.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAction,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(staffKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
    },
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.one(id) });
    },
  });
}

/** Issue 20: the scale's weights of an order's weighed lines; the answer is the order as it is now. */
export function useWeighOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      lines,
      version,
    }: {
      id: string;
      lines: WeighOrderInput['lines'];
      version?: string | undefined;
    }) =>
      // The order's version the desk read: an edit since then is refused (decision 085).
      call(staffOrder.weights.$post({ param: idParam(id), json: version ? { lines, version } : { lines } })),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(staffKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
    },
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.one(id) });
    },
  });
}

/** A paid transfer's weighing difference marked settled. */
export function useSettleWeighing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(staffOrder.weights.settle.$post({ param: idParam(id), json: {} })),
    onSuccess: ({ order }) => queryClient.setQueryData(staffKeys.one(order.id), { order }),
  });
}
