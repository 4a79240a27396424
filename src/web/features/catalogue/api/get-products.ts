import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '@/shared/catalogue/schemas';
import { searchParamsFromQuery } from '@/shared/catalogue/url';
import { call, client } from '@/web/lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

/** The shortest query string for the list (defaults left out), so equal lists share one cached answer. */
export const getProducts = (query: ProductListQuery) =>
  call(client.catalogue.products.$get({ query: Object.fromEntries(searchParamsFromQuery(query)) }));

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.products(query),
    queryFn: () => getProducts(query),
    staleTime: CATALOGUE_STALE_MS,
    // The current page stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
