import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { storeKeys } from './keys';

export const getStores = () => call(client.stores.staff.$get());

/** Every store the signed-in staff member may see (a manager: their own). */
export const storesQueryOptions = () => queryOptions({ queryKey: storeKeys.list(), queryFn: getStores });
export const useStores = () => useQuery(storesQueryOptions());

export type StoreRow = Awaited<ReturnType<typeof getStores>>['stores'][number];
