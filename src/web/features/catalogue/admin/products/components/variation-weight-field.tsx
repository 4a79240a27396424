import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { kgToMilliLb, milliLbToKg } from '@/shared/units';
import { Field } from '@/web/components/ui/field';
import { useFieldError } from '@/web/components/ui/form';
import { useShopUnits } from '@/web/lib/settings';
import type { EditorValues } from '../lib/editor-values';
import { NumberField } from './money-field';
import { NumberInput } from './number-input';

const isWeight = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * A variation's weight (decision 123): in kg in a metric shop; in lb in an imperial one, the form
 * still holding kg (what is stored, whole grams). Through thousandths of a pound, finer than a
 * gram, a weight shown in lb and typed back is the same kg.
 */
export function VariationWeightField({ index }: { index: number }) {
  const { t } = useTranslation('productsAdmin');
  const units = useShopUnits();
  const { control } = useFormContext<EditorValues>();
  const name = `variations.${index}.weightKg` as const;
  const error = useFieldError(name);
  if (units !== 'imperial')
    return <NumberField name={name} label={t('editor.variationWeight')} kind="number" />;
  return (
    <Field label={t('editor.variationWeightLb')} error={error}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NumberInput
              {...wiring}
              kind="number"
              name={field.name}
              ref={field.ref}
              value={isWeight(field.value) ? kgToMilliLb(field.value) / 1000 : field.value}
              onChange={(lb) => field.onChange(isWeight(lb) ? milliLbToKg(Math.round(lb * 1000)) : lb)}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}
