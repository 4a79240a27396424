import type { TestimonialListInput } from '@/shared/catalogue/content-schemas';
import { catalogueKeys } from '@/web/features/catalogue/api/keys';

/** The staff's content queries, under the catalogue's keys (a write clears the storefront's too). */
export const contentKeys = {
  all: [...catalogueKeys.all, 'staff', 'content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  sections: () => [...contentKeys.all, 'sections'] as const,
  about: () => [...contentKeys.all, 'about'] as const,
  testimonials: (query: TestimonialListInput) => [...contentKeys.all, 'testimonials', query] as const,
};
