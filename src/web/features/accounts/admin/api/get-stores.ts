import { useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { staffUserKeys } from './keys';

export const getStores = () => call(client.accounts.stores.$get());

/** The stores the viewer may pick from (a manager: their own), for the filter and the store field. */
export const useStores = () =>
  useQuery({ queryKey: staffUserKeys.stores(), queryFn: getStores, staleTime: 5 * 60_000 });

export type StoreOption = Awaited<ReturnType<typeof getStores>>['stores'][number];
