import { numberFormat } from './number-format';
import { formatScaleWeight } from './scale-weight';
import { formatWeight } from './weight';

/**
 * The shop's units (issue 38, decision 084): metric by default (SPEC §9), imperial for a US shop.
 * Only the display and the typing change: weights stay stored in kg (grams in the weighing rules)
 * and prices STORED per kg in integer cents. One pound is 0.45359237 kg exactly (1959 agreement),
 * so every conversion here is exact integer arithmetic with one half-up rounding.
 */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNITS: Units = 'metric';

export function isUnits(value: unknown): value is Units {
  return typeof value === 'string' && (UNIT_SYSTEMS as readonly string[]).includes(value);
}

/** The `weight_units` setting as stored: "imperial" gives imperial, anything else metric. */
export function unitsFromSetting(value: string | null | undefined): Units {
  const v = value?.trim().toLowerCase();
  return isUnits(v) ? v : DEFAULT_UNITS;
}

/** Grams in a pound, exactly: 453.59237 = LB_NUM / LB_DEN. */
export const GRAMS_PER_LB = 453.59237;
const LB_NUM = 45_359_237n;
const LB_DEN = 100_000n;

/** n / d rounded half up, for n ≥ 0 and d > 0 (the one rounding of each conversion). */
function roundDiv(n: bigint, d: bigint): number {
  return Number((2n * n + d) / (2n * d));
}

const whole = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Expected a whole number ≥ 0: ${n}`);
  return BigInt(n);
};

/** A price per kg → per lb, in cents: 11990 ¢/kg → 5439 ¢/lb (× 0.45359237, half up). */
export function perKgToPerLbCents(perKgCents: number): number {
  return roundDiv(whole(perKgCents) * LB_NUM, LB_DEN * 1000n);
}

/**
 * A price typed per lb → the per-kg cents to store. The per-kg price is the finer one (a cent per
 * lb is 2.2 cents per kg), so the half-up per-kg price always shows back as the very per-lb price
 * typed (tested for every price up to $1,000.00/lb). `keep`: the per-kg price already stored —
 * when it already shows as this per-lb price it is kept, so saving a form untouched never moves a
 * stored price by a cent.
 */
export function perLbToPerKgCents(perLbCents: number, keep?: number | null): number {
  if (keep != null && Number.isSafeInteger(keep) && keep >= 0 && perKgToPerLbCents(keep) === perLbCents)
    return keep;
  return roundDiv(whole(perLbCents) * LB_DEN * 1000n, LB_NUM);
}

/** Grams → hundredths of a pound, half up: 1066 g → 235 (2.35 lb). */
export function gramsToCentiLb(grams: number): number {
  return roundDiv(whole(grams) * LB_DEN * 100n, LB_NUM);
}

/**
 * Grams → thousandths of a pound, half up. A thousandth of a pound (0.45 g) is finer than a gram,
 * so grams → milli-lb → grams always gives the same grams back (tested): the weighing field shows
 * a saved weight this way and saving it again changes nothing.
 */
export function gramsToMilliLb(grams: number): number {
  return roundDiv(whole(grams) * LB_DEN * 1000n, LB_NUM);
}

/** A saved scale weight as a field shows it again, exact: 1065 g → "2,348 lb" (pt-BR) / "2.348 lb" (en). */
export function formatLbExact(grams: number, locale = 'pt-BR'): string {
  const text = numberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(
    gramsToMilliLb(grams) / 1000,
  );
  return `${text} lb`;
}

/** Grams → whole ounces, half up (16 oz = 1 lb): 1077 g → 38 oz. */
export function gramsToOunces(grams: number): number {
  return roundDiv(whole(grams) * LB_DEN * 16n, LB_NUM);
}

/**
 * Pounds and ounces → whole grams, half up. Pounds in thousandths, ounces in tenths:
 * (2000, 60) is "2 lb 6 oz" → 1077 g; (2350, 0) is "2.35 lb" → 1066 g.
 */
export function lbOzToGrams(milliLb: number, deciOz = 0): number {
  // In units of 1/16000 lb: 1 milli-lb = 16 of them, 1 deci-oz = 100.
  const units = whole(milliLb) * 16n + whole(deciOz) * 100n;
  return roundDiv(units * LB_NUM, LB_DEN * 16_000n);
}

/** "2 lb 6 oz", "12 oz", "3 lb": a weight the way a US butcher says it, to the nearest ounce. */
export function formatLbOz(grams: number): string {
  const oz = gramsToOunces(grams);
  const lb = Math.floor(oz / 16);
  const rest = oz % 16;
  if (lb === 0) return `${rest} oz`;
  return rest === 0 ? `${lb} lb` : `${lb} lb ${rest} oz`;
}

/** A scale weight in pounds, two decimals in the language's way: "2.35 lb" (en), "2,35 lb" (pt-BR). */
export const formatLb = (grams: number, locale = 'pt-BR') => formatScaleWeight(grams, locale, 'imperial');
/** SPEC §9's rule in pounds for a nominal weight: "12 oz", "2.2 lb", "3 lb". */
export const formatNominalLb = (grams: number, locale = 'pt-BR') =>
  formatWeight(grams / 1000, locale, 'imperial');

/** The unit a price per weight is quoted in: "kg" or "lb". */
export const priceUnit = (units: Units) => (units === 'imperial' ? 'lb' : 'kg');

/** A stored per-kg price as shown to this shop: per kg as is, per lb converted (half up). */
export function perWeightCents(perKgCents: number, units: Units): number {
  return units === 'imperial' ? perKgToPerLbCents(perKgCents) : perKgCents;
}

/**
 * A weight stored in kg (numeric, three decimals: whole grams) → thousandths of a pound, the way
 * the exports and the product editor write it in an imperial shop (decision 123). A thousandth of
 * a pound is finer than a gram, so kg → lb → kg gives the same grams back.
 */
export function kgToMilliLb(kg: number | string): number {
  return gramsToMilliLb(Math.round(Number(kg) * 1000));
}

/** Thousandths of a pound typed → the kg to store (whole grams, half up): 2646 → 1.2. */
export function milliLbToKg(milliLb: number): number {
  return lbOzToGrams(milliLb) / 1000;
}

/** A stored kg value as a plain decimal of pounds ("2.646"), for a CSV cell; null stays null. */
export function kgToLbDecimal(kg: number | string | null): string | null {
  if (kg === null || kg === '') return null;
  const milli = kgToMilliLb(kg);
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
}
