import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { perKgToPerLbCents, perLbToPerKgCents } from '@/shared/units';
import { Field } from '@/web/components/ui/field';
import { useFieldError } from '@/web/components/ui/form';
import { useShopUnits } from '@/web/lib/settings';
import type { EditorValues } from '../lib/editor-values';
import { NumberField } from './money-field';
import { NumberInput } from './number-input';

const isCents = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * A variation's price per weight (decision 084): per kg in a metric shop; per lb in an imperial one,
 * the form still holding cents per kg (what is stored). The per-kg price the variation was loaded
 * with is kept while the per-lb price shown is not changed, so saving never moves it by a cent.
 */
export function PerWeightPriceField({ index }: { index: number }) {
  const { t } = useTranslation('productsAdmin');
  const units = useShopUnits();
  const { control, formState } = useFormContext<EditorValues>();
  const name = `variations.${index}.pricePerKgCents` as const;
  const error = useFieldError(name);
  if (units !== 'imperial') return <NumberField name={name} label={t('editor.pricePerKg')} />;
  const loaded = formState.defaultValues?.variations?.[index]?.pricePerKgCents;
  return (
    <Field label={t('editor.pricePerLb')} hint={t('editor.pricePerLbHint')} error={error}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NumberInput
              {...wiring}
              kind="money"
              name={field.name}
              ref={field.ref}
              value={isCents(field.value) ? perKgToPerLbCents(field.value) : field.value}
              onChange={(perLb) =>
                field.onChange(
                  isCents(perLb) ? perLbToPerKgCents(perLb, isCents(loaded) ? loaded : null) : perLb,
                )
              }
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}
