import { catalogueKeys } from '@/web/features/catalogue/api/keys';

/** The staff's category queries, under the catalogue's keys (a write clears the storefront's too). */
export const staffCategoryKeys = {
  all: [...catalogueKeys.all, 'staff', 'categories'] as const,
  list: () => [...staffCategoryKeys.all, 'list'] as const,
};
