import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@/shared/accounts/schemas';
import { call, client } from '@/web/lib/api-client';
import type { SessionResponse } from '@/web/lib/session/get-session';
import { accountKeys } from '@/web/lib/session/keys';

export const login = (input: LoginInput) => call(client.accounts.login.$post({ json: input }));

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // The code step comes first for an account with an authenticator app (decision 089).
      if (!('user' in session)) return;
      queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session });
      // What a visitor saw (cart, prices for guests…) may differ for this account.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
    },
  });
}
