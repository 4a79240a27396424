import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoogleSignInCardValues } from '@/shared/integrations/google-sign-in-schemas';
import { call, client } from '@/web/lib/api-client';
import { integrationKeys } from './integrations-api';

/** The "Entrar com Google" card's save (decision 090). */
export const useSaveGoogleSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: GoogleSignInCardValues) =>
      call(client.integrations.staff['google-sign-in'].$put({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};

/** "Testar" (decision 102): discovery, issuer, endpoints and the client id; the card's state is read again. */
export const useTestGoogleSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.integrations.staff['google-sign-in'].test.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};
