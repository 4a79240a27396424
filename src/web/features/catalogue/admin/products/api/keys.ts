import type { StaffProductQuery } from '@/shared/catalogue/product-schemas';
import { catalogueKeys } from '@/web/features/catalogue/api/keys';

/** The staff's product and extra queries, under the catalogue's keys (a write clears the storefront's too). */
export const staffProductKeys = {
  all: [...catalogueKeys.all, 'staff', 'products'] as const,
  list: (query: StaffProductQuery) => [...staffProductKeys.all, 'list', query] as const,
  one: (id: string) => [...staffProductKeys.all, 'one', id] as const,
  extras: () => [...catalogueKeys.all, 'staff', 'extras'] as const,
};
