import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorInput } from '@/shared/accounts/factor-schemas';
import { call, client } from '@/web/lib/api-client';
import type { SessionResponse } from '@/web/lib/session/get-session';
import { accountKeys } from '@/web/lib/session/keys';

const factors = client.accounts.me.factors;

export const factorKeys = { mine: () => ['my-factors'] as const };

/** The account's own factors (decision 089). */
export const useMyFactors = () =>
  useQuery({ queryKey: factorKeys.mine(), queryFn: () => call(factors.$get()) });

export const startTotp = (password: string) => call(factors.totp.$post({ json: { password } }));
export const confirmTotp = (code: string) => call(factors.totp.confirm.$post({ json: { code } }));
export const removeTotp = (password: string) => call(factors.totp.remove.$post({ json: { password } }));
export const removePasskey = (id: string) => call(factors.passkeys[':id'].$delete({ param: { id } }));

/** Reads the factors and the session again after a change (a required set-up may be done now). */
export function useFactorsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: factorKeys.mine() });
    await queryClient.invalidateQueries({ queryKey: accountKeys.session() });
  };
}

/** Adds a passkey through the browser (WebAuthn; its library loads only here). */
export async function addPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { options } = await call(factors.passkeys.options.$post());
  const response = await startRegistration({ optionsJSON: options as never });
  return call(factors.passkeys.$post({ json: { response: response as never, name } }));
}

/** Signs in with a passkey instead of the password. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { options } = await call(client.accounts.passkey['sign-in'].options.$post());
  const response = await startAuthentication({ optionsJSON: options as never });
  return call(client.accounts.passkey['sign-in'].$post({ json: { response: response as never } }));
}

export const verifySecondFactor = (input: SecondFactorInput) =>
  call(client.accounts.login['second-factor'].$post({ json: input as never }));

/** A sign-in that opened a session: kept as the session, every other query read again. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (session: NonNullable<SessionResponse['session']>) => {
    queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session });
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
  };
}

export const useResetFactors = () =>
  useMutation({
    mutationFn: (profileId: string) =>
      call(client.accounts.users[':id'].factors.reset.$post({ param: { id: profileId } })),
  });
