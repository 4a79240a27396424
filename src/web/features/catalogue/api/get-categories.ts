import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export const getCategories = () => call(client.catalogue.categories.$get());

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: getCategories,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
