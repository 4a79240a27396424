import { useQuery } from '@tanstack/react-query';
import { staffCategoriesQueryOptions } from '@/web/features/catalogue/admin/categories/api/get-staff-categories';
import { useCategories } from '@/web/features/catalogue/api/get-categories';

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
