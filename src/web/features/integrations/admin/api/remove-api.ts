import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrationId } from '@/shared/integrations/cards';
import { call, client } from '@/web/lib/api-client';
import { integrationKeys } from './integrations-api';

/** "Remover integração" (decision 083): forgets what was stored for one card; the cards are read again. */
export const useRemoveIntegration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: IntegrationId) => call(client.integrations.staff[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};
