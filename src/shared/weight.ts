import { numberFormat } from './number-format';
import { DEFAULT_UNITS, formatLb, formatNominalLb, type Units } from './units';

/**
 * Weight display of SPEC §9: below 1 kg in grams; otherwise kg with no decimals when whole,
 * else one decimal. Decimal separator follows the language (pt-BR "1,5 kg", en "1.5 kg").
 */
export function formatWeight(kg: number, locale = 'pt-BR', units: Units = DEFAULT_UNITS): string {
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
export function formatScaleWeight(grams: number, locale = 'pt-BR', units: Units = DEFAULT_UNITS): string {
  if (units === 'imperial') return formatLb(grams, locale);
  if (grams < 1000) return `${grams} g`;
  return `${numberFormat(locale, { maximumFractionDigits: 3 }).format(grams / 1000)} kg`;
}
