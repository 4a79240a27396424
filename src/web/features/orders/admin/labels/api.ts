import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/shared/routes';
import { staffKeys } from '@/web/features/orders/api/staff-orders';
import { call, client } from '@/web/lib/api-client';

/** An order's scale labels (issue 41, decision 092): the lines sold by weight, with what a label prints. */
export const labelKeys = { of: (id: string) => [...staffKeys.one(id), 'labels'] as const };

export const getOrderLabels = (id: string) =>
  call(client.orders.staff[':id'].labels.$get({ param: { id: encodeURIComponent(id) } }));

export const useOrderLabels = (id: string, enabled = true) =>
  useQuery({ queryKey: labelKeys.of(id), queryFn: () => getOrderLabels(id), enabled });

/** After a weighing the labels (weights, prices, dates) are read again. */
export function useRefreshLabels() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.invalidateQueries({ queryKey: labelKeys.of(id) });
}

/** The label page of an order, optionally for one line. */
export const labelsPath = (orderId: string, itemId?: string) =>
  `${paths.adminOrder(orderId)}/etiquetas${itemId ? `?item=${encodeURIComponent(itemId)}` : ''}`;
