import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeSectionContent } from '../../../../shared/catalogue/types';
import { api } from '../../../lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export const getSections = () => api<HomeSectionContent[]>('/catalogue/sections');

export const sectionsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.sections(), queryFn: getSections, staleTime: CATALOGUE_STALE_MS });

export const useSections = () => useQuery(sectionsQueryOptions());
