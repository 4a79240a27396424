import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleStartInput } from '@/shared/accounts/identities';
import { call, client } from '@/web/lib/api-client';

const google = client.accounts.google;

/** "Entrar com Google" (decision 090): whether it is offered, its start, the profile's identities. */
export const googleKeys = {
  available: () => ['google-sign-in', 'available'] as const,
  identities: () => ['google-sign-in', 'identities'] as const,
};

export const useGoogleAvailable = () =>
  useQuery({ queryKey: googleKeys.available(), queryFn: () => call(google.$get()), staleTime: 60_000 });

/** Asks the server for Google's address (state, PKCE, nonce) and goes there. */
export const useStartGoogle = () =>
  useMutation({
    mutationFn: (json: GoogleStartInput) => call(google.start.$post({ json })),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export const useIdentities = () =>
  useQuery({ queryKey: googleKeys.identities(), queryFn: () => call(google.identities.$get()) });

export function useRemoveIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(google.identities[':id'].$delete({ param: { id } })),
    onSuccess: (answer) =>
      queryClient.setQueryData(googleKeys.identities(), {
        hasPassword: answer.hasPassword,
        identities: answer.identities,
      }),
  });
}
