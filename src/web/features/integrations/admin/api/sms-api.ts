import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsCardValues } from '@/shared/integrations/sms-schemas';
import { call, client } from '@/web/lib/api-client';
import { integrationKeys } from './integrations-api';

/** The SMS card's save and test (decision 077): each reads the cards again. */
const api = client.integrations.staff.sms;

export const useSaveSms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: SmsCardValues) => call(api.$put({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};

export const useTestSms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => call(api.test.$post({ json: { phone } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};
