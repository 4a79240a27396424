import type { ProductListQuery } from '@/shared/catalogue/schemas';

/** One query-key factory for the catalogue (STYLE habit 8). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  home: () => [...catalogueKeys.all, 'home'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  category: (slug: string) => [...catalogueKeys.all, 'category', slug] as const,
  products: (query: ProductListQuery) => [...catalogueKeys.all, 'products', query] as const,
  product: (slug: string) => [...catalogueKeys.all, 'product', slug] as const,
  sections: () => [...catalogueKeys.all, 'sections'] as const,
  status: () => [...catalogueKeys.all, 'status'] as const,
};

/** The server and a CDN keep catalogue answers for 60 s; so does the browser's cache. */
export const CATALOGUE_STALE_MS = 60_000;
