import { useQuery } from '@tanstack/react-query';
import { useCategories } from '../../../api/get-categories';
import { staffCategoriesQueryOptions } from '../../categories/api/get-staff-categories';

export type CategoryOption = { id: string; name: string; nameEn: string | null; isActive: boolean };

/**
 * The categories a product can be in: every one for admins (the staff list), the active ones for
 * managers, who may not call the staff category API and may not move products anyway.
 */
export function useCategoryOptions(mayManageAll: boolean): CategoryOption[] {
  const staff = useQuery({ ...staffCategoriesQueryOptions(), enabled: mayManageAll });
  const shop = useCategories();
  if (mayManageAll) return staff.data?.categories ?? [];
  return (shop.data ?? []).map((c) => ({ ...c, isActive: true }));
}
