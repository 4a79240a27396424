import { numberFormat } from './number-format';

/**
 * Weight display of SPEC §9: below 1 kg in grams; otherwise kg with no decimals when whole,
 * else one decimal. Decimal separator follows the language (pt-BR "1,5 kg", en "1.5 kg").
 */
export function formatWeight(kg: number, locale = 'pt-BR'): string {
  if (!Number.isFinite(kg) || kg < 0) return '';
  if (kg < 1) return `${Math.round(kg * 1000)} g`;
  const whole = Number.isInteger(Math.round(kg * 1000) / 1000);
  const digits = whole ? 0 : 1;
  const text = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(kg);
  return `${text} kg`;
}

/** A scale weight for people: "850 g", "1,08 kg" (pt-BR) or "1.08 kg" (en), never rounded away. */
export function formatScaleWeight(grams: number, locale = 'pt-BR'): string {
  if (grams < 1000) return `${grams} g`;
  return `${numberFormat(locale, { maximumFractionDigits: 3 }).format(grams / 1000)} kg`;
}
