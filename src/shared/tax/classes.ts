/**
 * Sales tax classes (issue 37, decision 079). Georgia exempts "food and food ingredients" from the
 * 4 % state tax but most local taxes still apply to them, so the Department of Revenue's rate
 * chart gives each county a general rate and an eligible-food rate; prepared food and general
 * merchandise pay the general rate.
 */
export const TAX_CLASSES = ['grocery_food', 'prepared_food', 'general', 'exempt'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** A category with no class chosen sells groceries: the shop is a butcher and market. */
export const DEFAULT_TAX_CLASS: TaxClass = 'grocery_food';

export const isTaxClass = (value: unknown): value is TaxClass =>
  typeof value === 'string' && (TAX_CLASSES as readonly string[]).includes(value);

/** Which of a place's two rates a class pays (null: none). */
export type RateKind = 'general' | 'food';
export const rateKindOf = (taxClass: TaxClass): RateKind | null =>
  taxClass === 'grocery_food' ? 'food' : taxClass === 'exempt' ? null : 'general';

/** Rounding of the tax: each line rounded, or each rate's total on the invoice rounded once. */
export const TAX_ROUNDINGS = ['invoice', 'line'] as const;
export type TaxRounding = (typeof TAX_ROUNDINGS)[number];
/**
 * Georgia is a Streamlined Sales Tax member: tax is computed to the third decimal and rounded
 * half up to the cent, per item or per invoice at the seller's choice. Per invoice is the default:
 * it is the amount the invoice's own taxable total owes, with one rounding per rate.
 */
export const DEFAULT_TAX_ROUNDING: TaxRounding = 'invoice';

/** Whether prices include the tax (a BRL shop's shelf price) or it is added at checkout (US). */
export const TAX_MODES = ['added', 'included'] as const;
export type TaxMode = (typeof TAX_MODES)[number];
export const defaultTaxMode = (currency: string): TaxMode => (currency === 'USD' ? 'added' : 'included');

/** The delivery fee's class (a setting): Georgia counts delivery charges in the sales price. */
export const DEFAULT_DELIVERY_FEE_TAX_CLASS: TaxClass = 'general';

/** Rates are basis points (1 bp = 0,01 %): 890 = 8,9 %. At most 20 % (a typo guard). */
export const MAX_RATE_BP = 2000;

/** "8,9" / "8.9" / "8.90 %" → 890; null when it is not a percentage with at most two decimals. */
export function parseRatePercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 890 → "8,9" (pt-BR) or "8.9" (en): a rate for people, without the % sign. */
export function formatRateBp(bp: number, language = 'pt-BR'): string {
  const text = (bp / 100).toFixed(2).replace(/\.?0+$/, '');
  return language.toLowerCase().startsWith('en') ? text : text.replace('.', ',');
}
