import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { orderKeys } from './keys';

/** Whether the shop takes cards now (Stripe configured): the checkout offers the card only then. */
export const useCardAvailability = () =>
  useQuery({
    queryKey: [...orderKeys.all, 'card-availability'],
    queryFn: () => call(client.payments.availability.$get()),
    staleTime: 60_000,
  });

/** The return from the hosted page: the server asks Stripe now and answers the order as it is. */
export const syncPayment = (id: string) =>
  call(client.orders[':id'].payment.sync.$post({ param: { id: encodeURIComponent(id) } }));

/** Her saved card's hold failed (decision 101): a Stripe page to pay the order (the browser goes there). */
export const openPayLink = (id: string) =>
  call(client.orders[':id'].payment.page.$post({ param: { id: encodeURIComponent(id) } }));

/** Syncs once and keeps the answer as the order's (the success page and the checkout's return). */
export function useSyncPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPayment,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
