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
