import { z } from 'zod';
import { uuidSchema } from '../ids';
import { KEYS, MESSAGES, type MessageKey } from '../messages';
import {
  PAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
} from './limits';
import { isCategoryPictureUrl } from './rules';

/** Input shapes of the catalogue (STYLE habit 1): the API validates with them, the web builds with them. */

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

const CAT = KEYS.category;

const slug = z
  .string({ message: CAT.slugRequired })
  .trim()
  .min(1, CAT.slugRequired)
  .max(SLUG_MAX, CAT.slugTooLong)
  .regex(SLUG_PATTERN, CAT.slugPattern);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CAT.textTooLong)
    .nullish()
    .transform((v) => v || null);

const categoryFields = {
  name: z.string({ message: CAT.nameRequired }).trim().min(1, CAT.nameRequired).max(80, CAT.textTooLong),
  nameEn: optionalText(80),
  slug,
  description: optionalText(500),
  descriptionEn: optionalText(500),
  imageUrl: optionalText(500).refine((v) => v === null || isCategoryPictureUrl(v), CAT.imageInvalid),
  isActive: z.boolean({ message: CAT.flagInvalid }),
  displayOrder: z.number({ message: CAT.orderNotNumber }).int().min(0).max(10_000),
};

/** A category as staff create it (SPEC §3.2 plus its English name, description and image). */
export const categoryInput = z.object({
  ...categoryFields,
  isActive: categoryFields.isActive.default(true),
  displayOrder: categoryFields.displayOrder.default(0),
});
export type CategoryInput = z.input<typeof categoryInput>;

/** A change: only the fields sent are written (no defaults, or an edit would reset them). */
export const categoryUpdate = z.object(categoryFields).partial();
export type CategoryUpdate = z.input<typeof categoryUpdate>;

/**
 * A change from the staff screen: the fields sent, and the `updatedAt` of the version the person
 * edited, so a save over a colleague's newer change is refused rather than silently undoing it.
 */
export const categoryEdit = categoryUpdate.extend({
  updatedAt: z.iso.datetime({ offset: true, message: CAT.staleVersion }),
});
export type CategoryEdit = z.input<typeof categoryEdit>;

/** Reordering (SPEC §7.2 "update display_order per id"): the ids in their new order, each once. */
export const categoryReorder = z.object({
  ids: z
    .array(uuidSchema(CAT.idInvalid))
    .min(1, CAT.idInvalid)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, CAT.reorderDuplicate),
});
export type CategoryReorder = z.input<typeof categoryReorder>;
