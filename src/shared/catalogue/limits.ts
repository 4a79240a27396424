/**
 * Bounds and choices of the product list, kept free of zod so the home page can build list links
 * without loading the validation library.
 */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 48;
export const PAGE_MAX = 500;
export const SEARCH_MAX = 80;
export const SLUG_MAX = 80;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
