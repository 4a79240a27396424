import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type PlaceOrderInput } from '../../../../shared/orders/schemas';
import type { OrderDetail } from '../../../../shared/orders/types';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const placeOrder = ({ input, key }: { input: PlaceOrderInput; key: string }) =>
  api<{ order: OrderDetail; created: boolean }>('/orders', {
    method: 'POST',
    json: input,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

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
