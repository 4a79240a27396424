import { z } from 'zod';
import { KEYS, MESSAGES, type MessageKey } from '../messages';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PRODUCT_SORTS, SEARCH_MAX, SLUG_MAX } from './limits';

/**
 * Input shapes of the catalogue (STYLE habit 1): the API validates with them, the web builds with them.
 * The staff screens' shapes live apart (category-schemas.ts, product-schemas.ts, content-schemas.ts),
 * so the storefront's first load, which needs the list query, does not carry them (decision 066).
 */

const flag = z
  .enum(['true', 'false', '1', '0'], { message: KEYS.catalogue.flagInvalid })
  .transform((v) => v === 'true' || v === '1');

const whole = (
  keys: { notInteger: MessageKey; tooSmall: MessageKey; tooLarge: MessageKey },
  min: number,
  max: number,
) =>
  z.coerce
    .number({ message: keys.notInteger })
    .int(keys.notInteger)
    .min(min, keys.tooSmall)
    .max(max, keys.tooLarge);

/** GET /api/catalogue/products query string. Unknown parameters are ignored. */
export const productListQuery = z.object({
  category: z
    .string()
    .trim()
    .max(SLUG_MAX, KEYS.catalogue.categoryTooLong)
    .optional()
    .transform((v) => v || undefined),
  featured: flag.optional(),
  offer: flag.optional(),
  brazilian: flag.optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, KEYS.catalogue.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  page: whole(
    {
      notInteger: KEYS.catalogue.pageNotInteger,
      tooSmall: KEYS.catalogue.pageTooSmall,
      tooLarge: KEYS.catalogue.pageTooLarge,
    },
    1,
    PAGE_MAX,
  ).default(1),
  pageSize: whole(
    {
      notInteger: KEYS.catalogue.pageSizeNotInteger,
      tooSmall: KEYS.catalogue.pageSizeTooSmall,
      tooLarge: KEYS.catalogue.pageSizeTooLarge,
    },
    1,
    PAGE_SIZE_MAX,
  ).default(PAGE_SIZE_DEFAULT),
  sort: z.enum(PRODUCT_SORTS, { message: KEYS.catalogue.sortInvalid }).default('relevance'),
});

export type ProductListQuery = z.infer<typeof productListQuery>;
export type ProductListInput = z.input<typeof productListQuery>;

/** The Portuguese texts of the catalogue's refusals (groups `category` and `product`, decision 023). */
export const CATEGORY_MESSAGES = MESSAGES.category;
export const PRODUCT_MESSAGES = MESSAGES.product;
