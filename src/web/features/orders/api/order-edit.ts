import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productListQuery } from '@/shared/catalogue/schemas';
import { searchParamsFromQuery } from '@/shared/catalogue/url';
import type { OrderEditChangeInput, OrderEditPreview } from '@/shared/orders/edit-schema';
import type { OrderDetail } from '@/shared/orders/types';
import { call, client } from '@/web/lib/api-client';
import { staffKeys } from './staff-orders';

/** Issue 39 (decision 085): the desk's order editing — preview, save, and the products to pick from. */
const editRoute = client.orders.staff[':id'].edit;
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

// The shop's public product reads (features do not import each other: the layering check).
const getProducts = (query: ReturnType<typeof productListQuery.parse>) =>
  call(client.catalogue.products.$get({ query: Object.fromEntries(searchParamsFromQuery(query)) }));
const getProduct = (id: string) =>
  call(client.catalogue.products[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(id) } }));

const send = (order: OrderDetail, changes: OrderEditChangeInput[], preview: boolean, reason?: string) =>
  call(
    editRoute.$post({
      param: idParam(order.id),
      json: {
        version: order.updatedAt ?? '',
        changes,
        ...(preview ? { preview: true } : {}),
        // Under the delivery zone's minimum on purpose: staff's reason (decision 100).
        ...(reason?.trim() ? { belowMinimumReason: reason.trim() } : {}),
      },
    }),
  );

/** The new totals by the server's own rule, nothing saved; refetched as the changes change. */
export function useEditPreview(order: OrderDetail, changes: OrderEditChangeInput[], reason = '') {
  return useQuery({
    queryKey: [...staffKeys.one(order.id), 'edit-preview', order.updatedAt, changes, reason.trim()],
    queryFn: async () => (await send(order, changes, true, reason)) as { preview: OrderEditPreview },
    enabled: changes.length > 0,
    retry: false,
    staleTime: 60_000,
  });
}

/** Saves the changes; the answer is the order as it now stands. A refusal reads the order again. */
export function useSaveEdit(order: OrderDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, reason }: { changes: OrderEditChangeInput[]; reason?: string }) =>
      (await send(order, changes, false, reason)) as { order: OrderDetail } & OrderEditPreview,
    onSuccess: ({ order: saved }) => {
      queryClient.setQueryData(staffKeys.one(saved.id), { order: saved });
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: staffKeys.one(order.id) }),
  });
}

/** Products on sale matching the words typed (the shop's own search). */
export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: ['order-edit', 'products', q],
    queryFn: () => getProducts(productListQuery.parse({ q, pageSize: '6' })),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
  });

/** One product with its variations (price, estimated weight, price per kg). */
export const useProductChoices = (productId: string | null) =>
  useQuery({
    queryKey: ['order-edit', 'product', productId],
    queryFn: () => getProduct(productId ?? ''),
    enabled: productId !== null,
    staleTime: 60_000,
  });
