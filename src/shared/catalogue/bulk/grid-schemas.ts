import { z } from 'zod';
import { uuidSchema } from '@/shared/ids';
import { KEYS } from '@/shared/messages';
import { TAX_CLASSES, type TaxClass } from '@/shared/tax/classes';
import { cents, stockQuantity } from '../product-schemas';

/** The bulk price and stock grid (issue 21, decision 052): its query, rows and save. */

export const GRID_PAGE_SIZE = 50;
export const GRID_SAVE_MAX = 500;

export const gridQuery = z.object({
  q: z
    .string()
    .trim()
    .max(80, KEYS.catalogue.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  /** A category id, or `none` for products without one. */
  category: z.union([uuidSchema(KEYS.product.categoryUnknown), z.literal('none')]).optional(),
  page: z.coerce
    .number({ message: KEYS.catalogue.pageNotInteger })
    .int(KEYS.catalogue.pageNotInteger)
    .min(1, KEYS.catalogue.pageTooSmall)
    .max(10_000, KEYS.catalogue.pageTooLarge)
    .default(1),
});
export type GridQuery = z.output<typeof gridQuery>;

/** One line of the grid: a variation, or a product without variations (its own price). */
export type GridRow = {
  /** The variation's id, or `p:<product id>` for a product without variations. */
  key: string;
  productId: string;
  productSlug: string;
  productName: string;
  categoryName: string | null;
  variationId: string | null;
  variationName: string | null;
  priceCents: number;
  pricePerKgCents: number | null;
  weightKg: number | null;
  stockQuantity: number | null;
  /** The product's: every line of a product shares it. */
  isActive: boolean;
  /** The product's own sales tax class (decision 079); null follows its category's (decision 083). */
  taxClass: TaxClass | null;
  /** Its category's class, what a null `taxClass` means ('grocery_food' without a category). */
  categoryTaxClass: TaxClass;
  /** When the product was last saved (the version the line was read at). */
  updatedAt: string;
};

export type GridPage = { rows: GridRow[]; total: number; page: number; pageCount: number };

export const GRID_FIELDS = [
  'priceCents',
  'pricePerKgCents',
  'stockQuantity',
  'isActive',
  'taxClass',
] as const;
export type GridField = (typeof GRID_FIELDS)[number];

const stock = stockQuantity.nullable();

const gridValues = z
  .object({
    priceCents: cents,
    pricePerKgCents: cents.min(1, KEYS.weighing.pricePerKgRequired).nullable(),
    stockQuantity: stock,
    isActive: z.boolean({ message: KEYS.product.flagInvalid }),
    taxClass: z.enum(TAX_CLASSES, { message: KEYS.tax.classInvalid }).nullable(),
  })
  .partial()
  .strict();
export type GridValues = z.output<typeof gridValues>;

/**
 * One edited line: the values the person changed (`set`) and what they saw in those cells when
 * they loaded the grid (`seen`). A cell whose stored value is no longer what was seen — another
 * person's save, an order that took stock — is a conflict: nothing is overwritten unseen.
 */
export const gridEdit = z.object({
  key: z.string().min(1).max(80),
  productId: uuidSchema(KEYS.bulk.rowUnknown),
  variationId: uuidSchema(KEYS.bulk.rowUnknown).nullable(),
  seen: gridValues,
  set: gridValues,
});
export type GridEdit = z.input<typeof gridEdit>;

export const gridSave = z.object({
  rows: z.array(gridEdit).min(1, KEYS.bulk.rowUnknown).max(GRID_SAVE_MAX, KEYS.product.tooMany),
});
export type GridSave = z.input<typeof gridSave>;

export const importFile = z.object({
  /** The CSV's text (the browser decodes UTF-8; a BOM is dropped). At most the body limit (1 MB). */
  file: z.string().max(1_000_000, KEYS.product.textTooLong),
});
export const importApply = importFile.extend({ token: z.string().min(1).max(100) });
