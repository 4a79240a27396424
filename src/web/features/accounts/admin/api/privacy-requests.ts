import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyRequestsParams } from '@/shared/privacy/schemas';
import { call, client } from '@/web/lib/api-client';
import { staffUserKeys } from './keys';

const requests = client.accounts['privacy-requests'];

export const privacyRequestKeys = {
  all: ['staff-privacy-requests'] as const,
  list: (params: PrivacyRequestsParams) => [...privacyRequestKeys.all, params] as const,
};

const getPrivacyRequests = (params: PrivacyRequestsParams) =>
  call(
    requests.$get({
      query: { ...(params.state ? { state: params.state } : {}), page: String(params.page ?? 1) },
    }),
  );

/** The privacy requests the viewer may carry out, as the URL filters them. */
export const usePrivacyRequests = (params: PrivacyRequestsParams) =>
  useQuery({
    queryKey: privacyRequestKeys.list(params),
    queryFn: () => getPrivacyRequests(params),
    placeholderData: keepPreviousData,
  });

export type PrivacyRequestRow = Awaited<ReturnType<typeof getPrivacyRequests>>['requests'][number];

/** Carries out one request: the account is anonymised; the lists and the person are read again. */
export function useCompletePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(requests[':id'].complete.$post({ param: { id } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: privacyRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: staffUserKeys.all });
    },
  });
}
