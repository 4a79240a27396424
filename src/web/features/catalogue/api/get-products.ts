import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '../../../../shared/catalogue/schemas';
import type { ProductPage } from '../../../../shared/catalogue/types';
import { searchParamsFromQuery } from '../../../../shared/catalogue/url';
import { api } from '../../../lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export function getProducts(query: ProductListQuery) {
  const search = searchParamsFromQuery(query).toString();
  return api<ProductPage>(`/catalogue/products${search ? `?${search}` : ''}`);
}

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.products(query),
    queryFn: () => getProducts(query),
    staleTime: CATALOGUE_STALE_MS,
    // The current page stays on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
