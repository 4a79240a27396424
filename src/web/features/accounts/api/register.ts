import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@/shared/accounts/schemas';
import { call, client } from '@/web/lib/api-client';
import type { SessionResponse } from '@/web/lib/session/get-session';
import { accountKeys } from '@/web/lib/session/keys';
import { login } from './login';

export const register = (input: RegisterInput) => call(client.accounts.register.$post({ json: input }));

/**
 * Sign-up, then sign-in with the password just sent (decision 074): the registration answer is
 * the same whether or not the address had an account, so it carries no session; SPEC §4.2's
 * "signed in after registering" is this second call. `session` is null when it did not sign in
 * (the address had an account with another password, or the sign-in is paced).
 */
export async function registerAndSignIn(input: RegisterInput) {
  const answer = await register(input);
  const signedIn = await login({ email: input.email, password: input.password }).catch(() => null);
  // An account with an authenticator app (decision 089) signs in on the sign-in page instead.
  const session = signedIn && 'user' in signedIn ? signedIn : null;
  return { ...answer, session };
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAndSignIn,
    onSuccess: ({ session }) => {
      if (session) queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session });
      // The guest cart became the new account's (issue 6): read it again, as sign-in does.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
    },
  });
}
