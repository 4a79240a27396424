import { useMutation } from '@tanstack/react-query';
import type { UnlockInput, UnlockRequestInput } from '@/shared/accounts/schemas';
import { call, client } from '@/web/lib/api-client';

/** Decision 074: ask for an unlock link (the same answer for any address), and open one. */
export const requestUnlock = (input: UnlockRequestInput) =>
  call(client.accounts.unlock.request.$post({ json: input }));
export const unlock = (input: UnlockInput) => call(client.accounts.unlock.$post({ json: input }));

export const useRequestUnlock = () => useMutation({ mutationFn: requestUnlock });
export const useUnlock = () => useMutation({ mutationFn: unlock });
