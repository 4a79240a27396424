import { z } from 'zod';
import { int4 } from '../bounds';
import { instant } from '../dates';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { DEFAULT_TAX_CLASS } from '../tax/classes';
import { categoryTaxClass } from '../tax/schemas';
import { optionalLongText } from '../text-limits';
import { SLUG_MAX, SLUG_PATTERN } from './limits';
import { isProductPictureUrl } from './product-rules';

/**
 * Input shapes of the staff categories screen (SPEC §7.2): the API validates with them and the
 * admin form is built with them. Apart from schemas.ts so the storefront's first load does not
 * carry them (decision 066).
 */

/**
 * A picture a category may keep (decision 066): an uploaded picture, a seeded `/images/…` file, or
 * an https address kept from when the form asked for one (the storefront shows it as it is). The
 * form only uploads now; the https case lets a category saved with an address be edited without
 * losing it. No `javascript:`, `data:`, plain http or bare paths.
 */
export function isCategoryPictureUrl(url: string): boolean {
  if (isProductPictureUrl(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.length > 0 && !/\s/.test(url);
  } catch {
    return false;
  }
}

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
  description: optionalLongText('categoryDescription'),
  descriptionEn: optionalLongText('categoryDescription'),
  imageUrl: optionalText(500).refine((v) => v === null || isCategoryPictureUrl(v), CAT.imageInvalid),
  isActive: z.boolean({ message: CAT.flagInvalid }),
  displayOrder: int4(CAT.orderNotNumber, { max: 10_000 }),
  /** Sales tax class of its products unless a product says otherwise (decision 079). */
  taxClass: categoryTaxClass,
  /** Its lines take a preparation note at checkout (cut, thickness): meat and fish (decision 097). */
  takesPrepNotes: z.boolean({ message: CAT.flagInvalid }),
};

/** A category as staff create it (SPEC §3.2 plus its English name, description and image). */
export const categoryInput = z.object({
  ...categoryFields,
  isActive: categoryFields.isActive.default(true),
  displayOrder: categoryFields.displayOrder.default(0),
  taxClass: categoryFields.taxClass.default(DEFAULT_TAX_CLASS),
  takesPrepNotes: categoryFields.takesPrepNotes.default(false),
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
  updatedAt: instant(CAT.staleVersion),
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
