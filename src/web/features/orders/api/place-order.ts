import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type PlaceOrderInput } from '@/shared/orders/schemas';
import { call, client } from '@/web/lib/api-client';
import { type RetryOptions, withRetries } from '../lib/retry-place-order';
import { orderKeys } from './keys';

type PlaceOrderArgs = { input: PlaceOrderInput; key: string; signal?: AbortSignal };

export const placeOrder = ({ input, key, signal }: PlaceOrderArgs) =>
  call(
    client.orders.$post(
      { json: input },
      { headers: { [IDEMPOTENCY_HEADER]: key }, ...(signal ? { init: { signal } } : {}) },
    ),
  );

/**
 * Places the order, asking again with the same key while the answer is lost (network, timeout,
 * 5xx: see retry-place-order.ts); the cart and the order lists are read again afterwards.
 */
export function usePlaceOrder({ onRetry }: Pick<RetryOptions, 'onRetry'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Omit<PlaceOrderArgs, 'signal'>) =>
      withRetries((signal) => placeOrder({ ...args, signal }), { onRetry }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
