import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';

/** "Comprar de novo" (issue 38): the order's lines back in her cart; the cart is read again. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(client.orders[':id'].reorder.$post({ param: { id: encodeURIComponent(id) } })),
    // The cart's queries by their root key, as placing an order clears them (features stay apart).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
