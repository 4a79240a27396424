import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@/shared/accounts/schemas';
import { call, client } from '@/web/lib/api-client';
import type { SessionResponse } from '@/web/lib/session/get-session';
import { accountKeys } from '@/web/lib/session/keys';

export const register = (input: RegisterInput) => call(client.accounts.register.$post({ json: input }));

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ session }) => {
      if (session) queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session });
      // The guest cart became the new account's (issue 6): read it again, as sign-in does.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
    },
  });
}
