import { z } from 'zod';
import { calendarDate } from '../dates';
import { KEYS } from '../messages';
import { MAX_RATE_BP, parseRatePercent, TAX_CLASSES, TAX_MODES, TAX_ROUNDINGS } from './classes';

/** The rate table's and the tax settings' inputs (STYLE habit 1): the server and the admin form. */
const K = KEYS.tax;

/** A rate as typed ("6", "8,9", "7.75 %") → basis points, 0 to 20 %, each refusal on its field. */
const rate = z
  .string({ message: K.rateInvalid })
  .trim()
  .superRefine((text, ctx) => {
    const bp = parseRatePercent(text);
    if (bp === null) ctx.addIssue({ code: 'custom', message: K.rateInvalid });
    else if (bp > MAX_RATE_BP) ctx.addIssue({ code: 'custom', message: K.rateOutOfRange });
  })
  .transform((text) => parseRatePercent(text) ?? 0);

/** One period of a place's rates: the store, its delivery zone ('' = the store's pickup counter). */
export const taxRateInput = z.object({
  storeId: z.uuid({ message: K.placeUnknown }),
  zoneId: z.string().trim().max(64, K.placeUnknown).default(''),
  generalRate: rate,
  foodRate: rate,
  validFrom: calendarDate(),
});
export type TaxRateInput = z.input<typeof taxRateInput>;
export type TaxRateValues = z.output<typeof taxRateInput>;

export const taxRateIdParam = z.object({ id: z.uuid({ message: K.rateNotFound }) });

/** `auto`: prices include tax in BRL, tax is added in USD (the currency setting decides). */
export const TAX_MODE_CHOICES = ['auto', ...TAX_MODES] as const;
export type TaxModeChoice = (typeof TAX_MODE_CHOICES)[number];

export const taxSettingsInput = z.object({
  mode: z.enum(TAX_MODE_CHOICES, { message: KEYS.settings.optionInvalid }),
  rounding: z.enum(TAX_ROUNDINGS, { message: KEYS.settings.optionInvalid }),
  deliveryFeeClass: z.enum(TAX_CLASSES, { message: K.classInvalid }),
});
export type TaxSettingsInput = z.infer<typeof taxSettingsInput>;

/** A class chosen in the product editor ('' or null = follow the category) or the category editor. */
export const productTaxClass = z.union([
  z.literal(''),
  z.null(),
  z.enum(TAX_CLASSES, { message: K.classInvalid }),
]);
export const categoryTaxClass = z.enum(TAX_CLASSES, { message: K.classInvalid });

/** The cart's lines for its tax estimate: the product and the line's amount (goods and extras). */
export const cartTaxEstimateInput = z.object({
  lines: z
    .array(z.object({ productId: z.uuid(), amountCents: z.number().int().min(0).max(99_999_999) }))
    .max(200),
});
export type CartTaxEstimateInput = z.infer<typeof cartTaxEstimateInput>;
/** `storeNameEn` blank: English readers see `storeName` (decision 098). */
export type CartTaxEstimate = { taxCents: number; storeName: string; storeNameEn?: string };
