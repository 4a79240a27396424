import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { estimatedPriceCents } from '@/shared/orders/weighing';
import { Checkbox } from '@/web/components/ui/checkbox';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import type { EditorValues } from '../lib/editor-values';
import { NumberField } from './money-field';
import { PerWeightPriceField } from './per-weight-price-field';

const usable = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** A variation's price: typed for a fixed price, worked out from weight × price per kg when sold by weight. */
export function VariationPriceField({ index }: { index: number }) {
  const { t } = useTranslation('productsAdmin');
  const { control, setValue } = useFormContext<EditorValues>();
  const [on, weight, perKg] = useWatch({
    control,
    name: [
      `variations.${index}.soldByWeight`,
      `variations.${index}.weightKg`,
      `variations.${index}.pricePerKgCents`,
    ],
  });
  useEffect(() => {
    if (on && usable(weight) && usable(perKg))
      setValue(`variations.${index}.priceCents`, estimatedPriceCents(weight, perKg), { shouldDirty: true });
  }, [on, weight, perKg, index, setValue]);
  return (
    <NumberField
      name={`variations.${index}.priceCents`}
      label={t('editor.variationPrice')}
      disabled={on}
      {...(on ? { hint: t('editor.estimatedPrice') } : {})}
    />
  );
}

/**
 * Issue 20: the "sold by weight" box of a variation, with its price per kg. The weight typed in the
 * row is then the estimate; the customer is charged by the final weighing.
 */
export function SoldByWeight({ index }: { index: number }) {
  const { t } = useTranslation('productsAdmin');
  const money = useMoney();
  const format = useWeightFormat();
  const { control } = useFormContext<EditorValues>();
  const [on, weight, perKg] = useWatch({
    control,
    name: [
      `variations.${index}.soldByWeight`,
      `variations.${index}.weightKg`,
      `variations.${index}.pricePerKgCents`,
    ],
  });
  const id = `variation-${index}-by-weight`;
  return (
    <div className="mt-3 grid gap-3 border-t border-line/60 pt-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)] sm:items-start">
      <div className="flex items-center gap-2 sm:pt-7">
        <Controller
          control={control}
          name={`variations.${index}.soldByWeight`}
          render={({ field }) => (
            <Checkbox
              id={id}
              name={field.name}
              ref={field.ref}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              className="size-4"
            />
          )}
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('editor.soldByWeight')}
        </label>
      </div>
      {on && <PerWeightPriceField index={index} />}
      {on && (
        <p className="text-sm text-muted sm:pt-7">
          {usable(weight) && usable(perKg)
            ? t('editor.soldByWeightPreview', {
                weight: format.weight(weight),
                price: money(estimatedPriceCents(weight, perKg)),
                perKg: format.perWeight(perKg),
              })
            : t(format.units === 'imperial' ? 'editor.soldByWeightHintLb' : 'editor.soldByWeightHint')}
        </p>
      )}
    </div>
  );
}
