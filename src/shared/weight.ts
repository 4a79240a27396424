import { numberFormat } from './number-format';
import type { Units } from './units';

/**
 * Weight display of SPEC §9: below 1 kg in grams; otherwise kg with no decimals when whole,
 * else one decimal. Decimal separator follows the language (pt-BR "1,5 kg", en "1.5 kg").
 */
export function formatWeight(kg: number, locale = 'pt-BR', units: Units = 'metric'): string {
  if (!Number.isFinite(kg) || kg < 0) return '';
  // Imperial shops (decision 084): the same rule in pounds ("12 oz", "2.2 lb").
  if (units === 'imperial') return formatNominalLb(Math.round(kg * 1000), locale);
  if (kg < 1) return `${Math.round(kg * 1000)} g`;
  const whole = Number.isInteger(Math.round(kg * 1000) / 1000);
  const digits = whole ? 0 : 1;
  const text = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(kg);
  return `${text} kg`;
}

/**
 * A scale weight for people: "850 g", "1,08 kg" (pt-BR) or "1.08 kg" (en), never rounded away;
 * in an imperial shop pounds with two decimals, as a US scale prints them ("2.35 lb", decision 084).
 */
export function formatScaleWeight(grams: number, locale = 'pt-BR', units: Units = 'metric'): string {
  if (units === 'imperial') return formatLb(grams, locale);
  if (grams < 1000) return `${grams} g`;
  return `${numberFormat(locale, { maximumFractionDigits: 3 }).format(grams / 1000)} kg`;
}

/*
 * Pounds for display (decision 084). Kept here, apart from ./units (its exact BigInt rules for
 * prices), so the home page's cards do not load those: display rounds grams to hundredths of a lb
 * or whole ounces in floating point, which the table test checks equals the exact rule (./units
 * gramsToCentiLb, gramsToOunces) for every weight from 0 to 100 kg.
 */
const GRAMS_PER_CENTI_LB = 4.5359237;
const GRAMS_PER_OZ = 28.349523125;
export const centiLbOf = (grams: number) => Math.round(grams / GRAMS_PER_CENTI_LB);
export const ouncesOf = (grams: number) => Math.round(grams / GRAMS_PER_OZ);

/** A scale weight in pounds, two decimals in the language's way: "2.35 lb" (en), "2,35 lb" (pt-BR). */
export function formatLb(grams: number, locale = 'pt-BR'): string {
  const text = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    centiLbOf(grams) / 100,
  );
  return `${text} lb`;
}

/**
 * SPEC §9's display rule in pounds, for a product's nominal weight: below 1 lb in whole ounces;
 * otherwise lb with no decimals when whole, else one decimal ("12 oz", "2.2 lb", "3 lb").
 */
export function formatNominalLb(grams: number, locale = 'pt-BR'): string {
  const oz = ouncesOf(grams);
  if (oz < 16) return `${Math.max(oz, grams > 0 ? 1 : 0)} oz`;
  const centi = centiLbOf(grams);
  const digits = centi % 100 === 0 ? 0 : 1;
  const text = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    centi / 100,
  );
  return `${text} lb`;
}
