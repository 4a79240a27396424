import { numberFormat } from './number-format';
import type { Units } from './units';

/*
 * Pounds for display (decision 084). Kept here, apart from ./units (its exact BigInt rules for
 * prices), so the home page's cards do not load those: display rounds grams to hundredths of a lb
 * or whole ounces in floating point, which the table test checks equals the exact rule (./units
 * gramsToCentiLb, gramsToOunces) for every weight from 0 to 100 kg.
 */
export const centiLbOf = (grams: number) => Math.round(grams / 4.5359237);
export const ouncesOf = (grams: number) => Math.round(grams / 28.349523125);

/**
 * Weight display of SPEC §9: below 1 kg in grams; otherwise kg with no decimals when whole,
 * else one decimal. Decimal separator follows the language (pt-BR "1,5 kg", en "1.5 kg").
 * Imperial shops (decision 084): the same rule in pounds — below 1 lb in whole ounces (at least
 * 1 oz), else lb ("12 oz", "2.2 lb", "3 lb").
 */
export function formatWeight(kg: number, locale = 'pt-BR', units: Units = 'metric'): string {
  if (!Number.isFinite(kg) || kg < 0) return '';
  const grams = Math.round(kg * 1000);
  const lb = units === 'imperial';
  const oz = lb ? ouncesOf(grams) : 0;
  if (lb ? oz < 16 : kg < 1) return lb ? `${Math.max(oz, grams > 0 ? 1 : 0)} oz` : `${grams} g`;
  const value = lb ? centiLbOf(grams) / 100 : kg;
  const digits = Number.isInteger(Math.round(value * 1000) / 1000) ? 0 : 1;
  const text = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${text} ${lb ? 'lb' : 'kg'}`;
}
