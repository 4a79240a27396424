import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export const getSections = () => call(client.catalogue.sections.$get());

export const sectionsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.sections(), queryFn: getSections, staleTime: CATALOGUE_STALE_MS });

export const useSections = () => useQuery(sectionsQueryOptions());
