import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrationCard, IntegrationId } from '@/shared/integrations/cards';
import type { EmailCardValues, WhatsAppCardValues } from '@/shared/integrations/schemas';
import { call, client } from '@/web/lib/api-client';

/** The Integrações screen's queries (STYLE habit 8): a save or a test reads the cards again. */
export const integrationKeys = { all: ['staff', 'integrations'] as const };

const api = client.integrations.staff;

export const useIntegrationCards = () =>
  useQuery({ queryKey: integrationKeys.all, queryFn: () => call(api.$get()) });

export type CardsAnswer = Awaited<ReturnType<typeof getCards>>;
const getCards = () => call(api.$get());

/** A card as the server answers it, typed by its id. */
export type Card<I extends IntegrationId> = IntegrationCard<I>;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: integrationKeys.all });
}

export const useSaveEmail = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: EmailCardValues) => call(api.email.$put({ json })),
    onSettled: refresh,
  });
};

export const useSaveWhatsApp = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (json: WhatsAppCardValues) => call(api.whatsapp.$put({ json })),
    onSettled: refresh,
  });
};

/** A test send: the result in words, and the card's health read again. */
export const useTestEmail = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (to: string) => call(api.email.test.$post({ json: { to } })),
    onSettled: refresh,
  });
};

export const useTestWhatsApp = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (phone: string) => call(api.whatsapp.test.$post({ json: { phone } })),
    onSettled: refresh,
  });
};
