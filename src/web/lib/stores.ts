import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from './api-client';

/**
 * The stores' addresses and hours for the footer and the about page (decision 037): drawn with
 * the page on the server (under this key), then kept like the settings.
 */
export const storesKeys = {
  all: ['stores'] as const,
  public: () => [...storesKeys.all, 'public'] as const,
};

export const getPublicStores = () => call(client.stores.$get());

export const publicStoresQueryOptions = () =>
  queryOptions({ queryKey: storesKeys.public(), queryFn: getPublicStores, staleTime: 5 * 60 * 1000 });

export const usePublicStores = () => useQuery(publicStoresQueryOptions());
