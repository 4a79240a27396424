import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export const getCategory = (slug: string) =>
  call(client.catalogue.categories[':slug'].$get({ param: { slug: encodeURIComponent(slug) } }));

/** SPEC §9: the category-by-slug query retries once (a 404 included). */
export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.category(slug),
    queryFn: () => getCategory(slug),
    staleTime: CATALOGUE_STALE_MS,
    retry: 1,
  });

export const useCategory = (slug: string) => useQuery(categoryQueryOptions(slug));
