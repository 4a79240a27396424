import { z } from 'zod';
import { int4, kilograms, MONEY_MAX_CENTS, cents as money } from '../bounds';
import { instant } from '../dates';
import { uuidSchema } from '../ids';
import { normalizeItemCode } from '../labels/ean13';
import { SHELF_LIFE_MAX_DAYS } from '../labels/label';
import { KEYS, type MessageKey } from '../messages';
import { estimatedPriceCents } from '../orders/weighing';
import { productTaxClass } from '../tax/schemas';
import { optionalLongText } from '../text-limits';
import { cutOptionsSchema } from './cuts';
import { DEFAULT_EXTRA_BASIS, EXTRA_BASES } from './extra-basis';
import { SLUG_MAX, SLUG_PATTERN } from './limits';
import { effectivePriceCents, isProductPictureUrl } from './product-rules';

/** Input shapes of the staff product and extra screens (decision 030): the API and the forms share them. */

import { LOW_STOCK_THRESHOLD_MAX } from './low-stock';

const P = KEYS.product;
export const PRICE_MAX_CENTS = MONEY_MAX_CENTS;
export const PRODUCT_LIMITS = { variations: 50, extras: 30, pictures: 12, tags: 30 } as const;

const text = (max: number, required: MessageKey = P.nameRequired) =>
  z.string({ message: required }).trim().min(1, required).max(max, P.textTooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, P.textTooLong)
    .nullish()
    .transform((v) => v || null);

/** Integer cents at the API edge, like the rest of the catalogue (numeric(12,2) in the database). */
export const cents = money(P.priceInvalid);

const flag = z.boolean({ message: P.flagInvalid });
/** Units in stock (an `integer` column); a million is past any butcher's shelf. */
export const stockQuantity = int4(P.stockInvalid, { max: 1_000_000 });
const order = int4(P.orderInvalid, { max: 100_000 });

const tags = z
  .array(z.string().trim().min(1, P.listItemInvalid).max(40, P.listItemInvalid))
  .max(PRODUCT_LIMITS.tags, P.tooMany);

export const productSlug = z
  .string({ message: P.slugRequired })
  .trim()
  .min(1, P.slugRequired)
  .max(SLUG_MAX, P.textTooLong)
  .regex(SLUG_PATTERN, P.slugPattern);

/** One variation as the editor sends it: `id` for one that exists, none for a new one; order = place in the list. */
export const variationInput = z
  .object({
    id: uuidSchema(P.variationUnknown).optional(),
    name: text(80, P.variationNameRequired),
    priceCents: cents,
    /** Whole grams, as `numeric(8,3)` keeps them (0.0001 kg was rounded to 0, then a 500: issue 34). */
    weightKg: kilograms({ invalid: P.weightInvalid, tooSmall: P.weightGrams }).nullable().default(null),
    /** null: not tracked (always available, SPEC §3.2). */
    stockQuantity: stockQuantity.nullable().default(null),
    /** Low at this many units or fewer (decision 099); null: the shop's default; left out: kept. */
    lowStockThreshold: int4(P.lowStockInvalid, { max: LOW_STOCK_THRESHOLD_MAX }).nullable().optional(),
    /**
     * Sold by weight (issue 20, decision 045): the price per kg, with `weightKg` as the estimated
     * weight; the price is then worked out (`estimatedPriceCents`), whatever was sent. Null: fixed price.
     */
    pricePerKgCents: money(
      { invalid: P.priceInvalid, tooSmall: KEYS.weighing.pricePerKgRequired },
      { min: 1 },
    )
      .nullable()
      .default(null),
    /** The editor's "sold by weight" box: ticked needs a price per kg, unticked drops it. Left out: the price per kg decides. */
    soldByWeight: z.boolean({ message: P.flagInvalid }).optional(),
  })
  .refine((v) => v.soldByWeight !== true || v.pricePerKgCents !== null, {
    path: ['pricePerKgCents'],
    message: KEYS.weighing.pricePerKgRequired,
  })
  .refine((v) => v.soldByWeight === false || v.pricePerKgCents === null || v.weightKg !== null, {
    path: ['weightKg'],
    message: KEYS.weighing.weightRequiredForWeighed,
  })
  .transform(({ soldByWeight, ...v }) => {
    if (soldByWeight === false || v.pricePerKgCents === null) return { ...v, pricePerKgCents: null };
    if (v.weightKg === null) return v;
    return {
      ...v,
      priceCents: Math.min(estimatedPriceCents(v.weightKg, v.pricePerKgCents), PRICE_MAX_CENTS),
    };
  });
export type VariationInput = z.input<typeof variationInput>;

export const shelfLifeDays = int4(KEYS.labels.shelfLifeInvalid, { min: 1, max: SHELF_LIFE_MAX_DAYS });

/** '' or null: none; else 1–5 digits, stored padded ("42" → "00042"). */
export const scaleItemCode = z
  .string({ message: KEYS.labels.itemCodeInvalid })
  .nullable()
  .transform((v, ctx) => {
    if (v === null || v.trim() === '') return null;
    const code = normalizeItemCode(v);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: KEYS.labels.itemCodeInvalid });
      return z.NEVER;
    }
    return code;
  });

const productFields = z.object({
  name: text(120),
  nameEn: optionalText(120),
  description: optionalLongText('productDescription'),
  descriptionEn: optionalLongText('productDescription'),
  slug: productSlug,
  categoryId: uuidSchema(P.categoryUnknown).nullable(),
  brand: optionalText(80),
  featured: flag.default(false),
  onOffer: flag.default(false),
  brazilianCut: flag.default(false),
  /**
   * Sales tax class (decision 079): '' follows the category (stored null). Left out (the bulk
   * grid, the CSV import), the stored class is kept.
   */
  taxClass: productTaxClass.optional().transform((v) => (v === '' ? null : v)),
  /**
   * Scale labels (issue 41, decision 092): days from packing to "use by", and the scale item code
   * (PLU: 1 to 5 digits, kept as 5). Null or '' clears; left out (the bulk grid, the CSV import),
   * the stored value is kept.
   */
  shelfLifeDays: shelfLifeDays.nullable().optional(),
  scaleItemCode: scaleItemCode.optional(),
  /** The product's own price; with variations it is replaced by their lowest (decision 030). */
  priceCents: cents,
  previousPriceCents: cents.nullable().default(null),
  availableSizes: tags.default([]),
  availableColors: tags.default([]),
  isActive: flag.default(true),
  displayOrder: order.default(0),
  /** The pictures, main one first (main_image_url is derived from it). */
  imageUrls: z
    .array(z.string().trim().refine(isProductPictureUrl, P.pictureInvalid))
    .max(PRODUCT_LIMITS.pictures, P.tooMany)
    .default([]),
  variations: z.array(variationInput).max(PRODUCT_LIMITS.variations, P.tooMany).default([]),
  /** The extras offered with it, in the order shown. */
  extraIds: z
    .array(uuidSchema(P.extraUnknown))
    .max(PRODUCT_LIMITS.extras, P.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, P.extraDuplicate)
    .default([]),
  /**
   * The cut options the customer chooses from (issue 41, decision 091). Left out (the bulk grid,
   * the CSV import), the stored options are kept.
   */
  cutOptions: cutOptionsSchema.optional(),
});

/** An offer needs its previous price, above the price the shop now asks (the lowest variation's if any). */
const offerRule = (value: z.output<typeof productFields>, ctx: z.RefinementCtx) => {
  if (!value.onOffer) return;
  if (value.previousPriceCents === null) {
    ctx.addIssue({ code: 'custom', path: ['previousPriceCents'], message: P.previousPriceRequired });
  } else if (value.previousPriceCents <= effectivePriceCents(value.priceCents, value.variations)) {
    ctx.addIssue({ code: 'custom', path: ['previousPriceCents'], message: P.previousPriceNotAbove });
  }
  const ids = value.variations.flatMap((v) => (v.id ? [v.id] : []));
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['variations'], message: P.variationUnknown });
};

/** A new product, or the whole product as the editor saves it (variations and extras included). */
export const productInput = productFields.superRefine(offerRule);
export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;

/** An edit: the whole product and the `updatedAt` of the version the person opened (stale → 409). */
export const productEdit = productFields
  .extend({ updatedAt: instant(P.staleVersion) })
  .superRefine(offerRule);
export type ProductEdit = z.input<typeof productEdit>;

/** The staff list's query string (GET /api/catalogue/staff/products). */
export const STAFF_PRODUCT_SORTS = ['name', 'price', 'stock', 'updated'] as const;
export const STAFF_PRODUCT_STATUSES = ['active', 'draft'] as const;
export const STAFF_STOCK_FILTERS = ['out', 'low', 'untracked'] as const;
export const STAFF_PAGE_SIZES = [20, 50, 100] as const;

const queryFlag = z
  .enum(['true', 'false'], { message: KEYS.catalogue.flagInvalid })
  .transform((v) => v === 'true')
  .optional();

export const staffProductQuery = z.object({
  q: z
    .string()
    .trim()
    .max(80, KEYS.catalogue.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  /** A category id, or `none` for products without one. */
  category: z.union([uuidSchema(P.categoryUnknown), z.literal('none')]).optional(),
  status: z.enum(STAFF_PRODUCT_STATUSES, { message: KEYS.catalogue.flagInvalid }).optional(),
  featured: queryFlag,
  offer: queryFlag,
  brazilian: queryFlag,
  stock: z.enum(STAFF_STOCK_FILTERS, { message: KEYS.catalogue.flagInvalid }).optional(),
  sort: z.enum(STAFF_PRODUCT_SORTS, { message: KEYS.catalogue.sortInvalid }).default('updated'),
  dir: z.enum(['asc', 'desc'], { message: KEYS.catalogue.sortInvalid }).default('desc'),
  page: z.coerce
    .number({ message: KEYS.catalogue.pageNotInteger })
    .int(KEYS.catalogue.pageNotInteger)
    .min(1, KEYS.catalogue.pageTooSmall)
    .max(10_000, KEYS.catalogue.pageTooLarge)
    .default(1),
  pageSize: z.coerce
    .number({ message: KEYS.catalogue.pageSizeNotInteger })
    .int(KEYS.catalogue.pageSizeNotInteger)
    .min(1, KEYS.catalogue.pageSizeTooSmall)
    .max(100, KEYS.catalogue.pageSizeTooLarge)
    .default(20),
});
export type StaffProductQuery = z.output<typeof staffProductQuery>;
export type StaffProductQueryInput = z.input<typeof staffProductQuery>;

const X = KEYS.extra;

/** One of the shop's extras (seasoning, a knife sharpening…). */
export const extraInput = z.object({
  name: text(80, X.nameRequired),
  nameEn: optionalText(80),
  priceCents: cents,
  /** Once for the line or once per unit of it (decision 111); existing extras are 'line'. */
  basis: z.enum(EXTRA_BASES, { message: X.basisInvalid }).default(DEFAULT_EXTRA_BASIS),
  isActive: flag.default(true),
});
export type ExtraInput = z.input<typeof extraInput>;

export const extraEdit = extraInput.extend({
  updatedAt: instant(P.staleVersion),
});
export type ExtraEdit = z.input<typeof extraEdit>;
