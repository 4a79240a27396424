import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { staffCategoryKeys } from './keys';

export const getStaffCategories = () => call(client.catalogue.staff.categories.$get());

/** Every category, active or not, in display order, with its product count. */
export const staffCategoriesQueryOptions = () =>
  queryOptions({ queryKey: staffCategoryKeys.list(), queryFn: getStaffCategories });

export const useStaffCategories = () => useQuery(staffCategoriesQueryOptions());

export type StaffCategoryRow = Awaited<ReturnType<typeof getStaffCategories>>['categories'][number];
