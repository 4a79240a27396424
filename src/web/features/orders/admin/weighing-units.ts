import { formatScaleWeight } from '@/shared/scale-weight';
import { formatLbExact, type Units } from '@/shared/units';

/**
 * A line's saved weight as the weighing field shows it again (decision 084): metric "1,08" (kg, the
 * field's bare unit), imperial "2,348 lb" — thousandths of a pound, finer than a gram, so saving the
 * form again never moves a weight by a gram.
 */
export function savedWeightText(grams: number | null, units: Units, language: string): string {
  if (grams === null) return '';
  if (units === 'imperial') return formatLbExact(grams, language);
  return formatScaleWeight(grams).replace(/ kg$/, '');
}

/** The field's example: what the shop's staff type. */
export const weighingPlaceholder = (units: Units) => (units === 'imperial' ? '2 lb 6 oz' : '1,08');
