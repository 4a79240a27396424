import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { perKgToPerLbCents, perLbToPerKgCents } from '@/shared/units';
import { useShopUnits } from '@/web/lib/settings';
import type { EditorValues } from '../lib/editor-values';
import { type Conversion, NumberField } from './money-field';

const isCents = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * A variation's price per weight (decision 084): per kg in a metric shop; per lb in an imperial one,
 * the form still holding cents per kg (what is stored). The per-kg price the variation was loaded
 * with is kept while the per-lb price shown is not changed, so saving never moves it by a cent.
 */
export function PerWeightPriceField({ index }: { index: number }) {
  const { t } = useTranslation('productsAdmin');
  const units = useShopUnits();
  const { formState } = useFormContext<EditorValues>();
  const name = `variations.${index}.pricePerKgCents` as const;
  if (units !== 'imperial') return <NumberField name={name} label={t('editor.pricePerKg')} />;
  const loaded = formState.defaultValues?.variations?.[index]?.pricePerKgCents;
  const perLb: Conversion = {
    convertible: isCents,
    shown: perKgToPerLbCents,
    stored: (cents) => perLbToPerKgCents(cents, isCents(loaded) ? loaded : null),
  };
  return (
    <NumberField
      name={name}
      label={t('editor.pricePerLb')}
      hint={t('editor.pricePerLbHint')}
      convert={perLb}
    />
  );
}
