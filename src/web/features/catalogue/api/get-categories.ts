import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../shared/catalogue/types';
import { api } from '../../../lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export const getCategories = () => api<Category[]>('/catalogue/categories');

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: getCategories,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
