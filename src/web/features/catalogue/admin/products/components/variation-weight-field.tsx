import { useTranslation } from 'react-i18next';
import { kgToMilliLb, milliLbToKg } from '@/shared/units';
import { useShopUnits } from '@/web/lib/settings';
import { type Conversion, NumberField } from './money-field';

/** Kg held by the form, lb shown, through thousandths of a pound (whole grams stored). */
const IN_LB: Conversion = {
  convertible: (n): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0,
  shown: (kg) => kgToMilliLb(kg) / 1000,
  stored: (lb) => milliLbToKg(Math.round(lb * 1000)),
};

/**
 * A variation's weight (decision 123): in kg in a metric shop; in lb in an imperial one, the form
 * still holding kg (what is stored, whole grams). Through thousandths of a pound, finer than a
 * gram, a weight shown in lb and typed back is the same kg.
 */
export function VariationWeightField({ index }: { index: number }) {
  const { t } = useTranslation('productsAdmin');
  const units = useShopUnits();
  const name = `variations.${index}.weightKg` as const;
  if (units !== 'imperial')
    return <NumberField name={name} label={t('editor.variationWeight')} kind="number" />;
  return <NumberField name={name} label={t('editor.variationWeightLb')} kind="number" convert={IN_LB} />;
}
