import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicAddressCardValues } from '@/shared/integrations/public-address-schemas';
import { call, client } from '@/web/lib/api-client';
import { integrationKeys } from './integrations-api';

/** The "Endereço público" card's save (decision 121): blank clears it. */
export const useSavePublicAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PublicAddressCardValues) =>
      call(client.integrations.staff['public-address'].$put({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};
