import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';

/** The desk's contact panel (issue 40): the shop's contact messages, read by staff of every store. */
export const contactKeys = {
  all: ['contact-messages'] as const,
  list: (state: 'open' | 'all') => [...contactKeys.all, state] as const,
};

const messages = client.contact.staff.messages;

/** Read again on each live event of a message (the desk's stream), so no polling of its own. */
export const useContactMessages = (state: 'open' | 'all', enabled: boolean) =>
  useQuery({
    queryKey: contactKeys.list(state),
    queryFn: () => call(messages.$get({ query: { state } })),
    enabled,
  });

/** Answered (or open again): both lists are read again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      call(messages[':id'].handled.$post({ param: { id }, json: { handled } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
