import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkSendInput, SingleSendInput } from '@/shared/coupons/sending-schema';
import { call, client } from '@/web/lib/api-client';

const sending = client.coupons.sending;

/** The sending screens' queries: a send refreshes the list of sends. */
export const sendingKeys = {
  all: ['staff', 'coupon-sending'] as const,
  coupons: () => [...sendingKeys.all, 'coupons'] as const,
  stores: () => [...sendingKeys.all, 'stores'] as const,
  customers: (search: string) => [...sendingKeys.all, 'customers', search] as const,
  preview: (ids: string) => [...sendingKeys.all, 'preview', ids] as const,
  jobs: () => [...sendingKeys.all, 'jobs'] as const,
  job: (id: string) => [...sendingKeys.all, 'job', id] as const,
};

export const useSendableCoupons = () =>
  useQuery({ queryKey: sendingKeys.coupons(), queryFn: () => call(sending.coupons.$get()) });

export const useStoreOptions = () =>
  useQuery({ queryKey: sendingKeys.stores(), queryFn: () => call(sending.stores.$get()) });

export type RecipientFilters = {
  q: string;
  storeId: string;
  orderedFrom: string;
  orderedTo: string;
  page: number;
};

const recipientQuery = (f: RecipientFilters) => ({
  ...(f.q ? { q: f.q } : {}),
  ...(f.storeId ? { storeId: f.storeId } : {}),
  ...(f.orderedFrom ? { orderedFrom: f.orderedFrom } : {}),
  ...(f.orderedTo ? { orderedTo: f.orderedTo } : {}),
  ...(f.page > 1 ? { page: String(f.page) } : {}),
});

export const useRecipients = (filters: RecipientFilters) =>
  useQuery({
    queryKey: sendingKeys.customers(JSON.stringify(filters)),
    queryFn: () => call(sending.customers.$get({ query: recipientQuery(filters) })),
    placeholderData: keepPreviousData,
  });

export type RecipientList = NonNullable<ReturnType<typeof useRecipients>['data']>;
export type RecipientRow = RecipientList['customers'][number];

export const usePreview = (couponIds: string[]) =>
  useQuery({
    queryKey: sendingKeys.preview(couponIds.join(',')),
    queryFn: () => call(sending.preview.$post({ json: { couponIds } })),
    enabled: couponIds.length > 0,
    retry: false,
  });

export const useSendOne = () =>
  useMutation({ mutationFn: (input: SingleSendInput) => call(sending.send.$post({ json: input })) });

export const useStartBulk = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkSendInput) => call(sending.jobs.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sendingKeys.jobs() }),
  });
};

export const useSendJobs = (enabled: boolean) =>
  useQuery({
    queryKey: sendingKeys.jobs(),
    queryFn: () => call(sending.jobs.$get()),
    enabled,
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => j.status === 'running') ? 3_000 : false),
  });

/** One send, read again every second while it runs (the live progress bar). */
export const useSendJob = (id: string) =>
  useQuery({
    queryKey: sendingKeys.job(id),
    queryFn: () => call(sending.jobs[':id'].$get({ param: { id: encodeURIComponent(id) } })),
    retry: false,
    refetchInterval: (q) => (q.state.data?.job.status === 'running' ? 1_000 : false),
  });

export type SendJob = NonNullable<ReturnType<typeof useSendJob>['data']>;

export const useCancelJob = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(sending.jobs[':id'].cancel.$post({ param: { id: encodeURIComponent(id) } })),
    onSuccess: (data) => queryClient.setQueryData(sendingKeys.job(id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sendingKeys.all }),
  });
};
