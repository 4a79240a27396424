import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StripeCardValues } from '@/shared/integrations/stripe-schemas';
import { call, client } from '@/web/lib/api-client';
import { integrationKeys } from './integrations-api';

/** The Stripe card's save and "Verificar conexão" (decision 082): each reads the cards again. */
const api = client.integrations.staff.stripe;

export const useSaveStripe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: StripeCardValues) => call(api.$put({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};

export const useCheckStripe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.check.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};
