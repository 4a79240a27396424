import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { orderKeys } from './keys';

/** She cancels her own order while it awaits confirmation (issue 38); a refusal reads it again. */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(client.orders[':id'].cancel.$post({ param: { id: encodeURIComponent(id) } })),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
    },
    onError: (_error, id) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(id) });
    },
  });
}
