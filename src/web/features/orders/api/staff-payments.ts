import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@/shared/orders/types';
import type { RefundInput } from '@/shared/payments/schemas';
import { call, client } from '@/web/lib/api-client';
import { staffKeys } from './staff-orders';

const payment = client.orders.staff[':id'].payment;
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

/** After a money action: the order as it is now; on a refusal (409) it is read again. */
function useMoneyAction<T>(send: (args: T & { id: string }) => Promise<{ order: OrderDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(staffKeys.one(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
    },
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.one(id) });
    },
  });
}

/** Charges the final total of a weighed card order; the rest of the hold is released (decision 078). */
export const useCapturePayment = () =>
  useMoneyAction<object>(({ id }) => call(payment.capture.$post({ param: idParam(id) })));

/** A refund: an amount (null: all that is left) and a reason. */
export const useRefundPayment = () =>
  useMoneyAction<{ body: RefundInput }>(({ id, body }) =>
    call(payment.refund.$post({ param: idParam(id), json: body })),
  );
