import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionPayload } from '../../../../shared/accounts/profile';
import type { RegisterInput } from '../../../../shared/accounts/schemas';
import { api } from '../../../lib/api-client';
import type { SessionResponse } from '../../../lib/session/get-session';
import { accountKeys } from '../../../lib/session/keys';

export type RegisterResponse = { session: SessionPayload | null; phoneSaved: boolean };

export const register = (input: RegisterInput) =>
  api<RegisterResponse>('/accounts/register', { method: 'POST', json: input });

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
