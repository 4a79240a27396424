import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type PlaceOrderInput } from '../../../../shared/orders/schemas';
import { call, client } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const placeOrder = ({ input, key }: { input: PlaceOrderInput; key: string }) =>
  call(client.orders.$post({ json: input }, { headers: { [IDEMPOTENCY_HEADER]: key } }));

/** Places the order; the cart and the order lists are read again afterwards. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
