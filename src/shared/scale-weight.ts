import { numberFormat } from './number-format';
import type { Units } from './units';
import { centiLbOf } from './weight';

// Apart from ./weight so the home's product cards (nominal weights only) do not load it.
/**
 * A scale weight for people: "850 g", "1,08 kg" (pt-BR) or "1.08 kg" (en), never rounded away;
 * in an imperial shop pounds with two decimals, as a US scale prints them ("2.35 lb", decision 084).
 */
export function formatScaleWeight(grams: number, locale = 'pt-BR', units: Units = 'metric'): string {
  if (units === 'imperial')
    return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centiLbOf(grams) / 100)} lb`;
  if (grams < 1000) return `${grams} g`;
  return `${numberFormat(locale, { maximumFractionDigits: 3 }).format(grams / 1000)} kg`;
}
