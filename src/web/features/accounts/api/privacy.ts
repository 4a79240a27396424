import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';

const privacy = client.accounts.me.privacy;

/** The signed-in person's privacy queries (decision 047). */
export const myPrivacyKeys = { request: () => ['my-privacy', 'request'] as const };

/** Their open deletion request, or null. */
export const useMyPrivacyRequest = (enabled = true) =>
  useQuery({ queryKey: myPrivacyKeys.request(), queryFn: () => call(privacy.$get()), enabled });

/** Everything the shop holds about them, as the file they download. */
export const exportMyData = () => call(privacy.export.$get());

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(privacy.deletion.$post({ json: { confirm: true } })),
    onSuccess: (answer) => queryClient.setQueryData(myPrivacyKeys.request(), answer),
  });
}
