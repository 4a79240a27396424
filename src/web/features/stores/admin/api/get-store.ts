import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { storeKeys } from './keys';

export const getStore = (id: string) =>
  call(client.stores.staff[':storeId'].$get({ param: { storeId: encodeURIComponent(id) } }));

/** One store with its fulfilment settings and the places booked ahead per window. */
export const storeQueryOptions = (id: string) =>
  queryOptions({ queryKey: storeKeys.one(id), queryFn: () => getStore(id), retry: false });
export const useStore = (id: string) => useQuery(storeQueryOptions(id));

export type StoreDetail = Awaited<ReturnType<typeof getStore>>;
