import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoogleReviewsCardValues } from '@/shared/integrations/google-schemas';
import { call, client } from '@/web/lib/api-client';
import { integrationKeys } from './integrations-api';

/** The Google reviews card's save, "Verificar conexão" and "Importar avaliações" (decision 083). */
const api = client.integrations.staff['google-reviews'];

export const useSaveGoogleReviews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: GoogleReviewsCardValues) => call(api.$put({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};

export const useVerifyGoogleReviews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.test.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};

/** The import writes testimonials: their staff list is read again too. */
export const useImportGoogleReviews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.catalogue.staff.testimonials['import-google'].$post()),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
      // The testimonials' staff list and the storefront's home, wherever their keys live.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes('testimonials') || query.queryKey.includes('home'),
      });
    },
  });
};
