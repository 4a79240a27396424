import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export const getProduct = (slug: string) =>
  call(client.catalogue.products[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(slug) } }));

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(slug),
    queryFn: () => getProduct(slug),
    staleTime: CATALOGUE_STALE_MS,
  });

export const useProduct = (slug: string) => useQuery(productQueryOptions(slug));
