import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestOrderInput } from '@/shared/orders/guest';
import { IDEMPOTENCY_HEADER } from '@/shared/orders/schemas';
import { call, client } from '@/web/lib/api-client';
import { withRetries } from '../lib/retry-place-order';
import { orderKeys } from './keys';

/** Guest checkout and her signed link's page (issue 38, decision 096). */
const guest = client.orders.guest;

export const placeGuestOrder = ({
  input,
  key,
  signal,
}: {
  input: GuestOrderInput;
  key: string;
  signal?: AbortSignal;
}) =>
  call(
    guest.$post(
      { json: input },
      { headers: { [IDEMPOTENCY_HEADER]: key }, ...(signal ? { init: { signal } } : {}) },
    ),
  );

/** Places a guest's order, asking again with the same key while the answer is lost (as a signed-in checkout). */
export function usePlaceGuestOrder({ onRetry }: { onRetry?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: GuestOrderInput; key: string }) =>
      withRetries((signal) => placeGuestOrder({ ...args, signal }), { onRetry }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

export const guestOrderKey = (token: string) => [...orderKeys.all, 'guest', token] as const;

export const guestOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: guestOrderKey(token),
    queryFn: () => call(guest[':token'].$get({ param: { token } })),
    retry: false,
  });

export const useGuestOrder = (token: string) =>
  useQuery({ ...guestOrderQueryOptions(token), enabled: token !== '' });

export function useGuestCancel(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(guest[':token'].cancel.$post({ param: { token } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: guestOrderKey(token) }),
  });
}

/** "Criar conta com um clique": the account for the order's e-mail with this password. */
export const useGuestClaim = (token: string) =>
  useMutation({
    mutationFn: (password: string) =>
      call(guest[':token'].claim.$post({ param: { token }, json: { password } })),
  });

/** Signed in to the account of the order's e-mail: the order joins it. */
export function useGuestJoin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(guest[':token'].join.$post({ param: { token } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.mine() }),
  });
}
