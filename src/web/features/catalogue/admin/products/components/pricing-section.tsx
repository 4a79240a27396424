import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FormField } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { useMoney } from '@/web/lib/money';
import { type EditorValues, variationPriceRange } from '../lib/editor-values';
import { NumberField } from './money-field';

/**
 * With variations each one has its price: the product's own field is not shown (it read a
 * confusing disabled "0,00"), only the variations' range — "A partir de R$ 59,90" — and where
 * prices are set. Without, the price field. Then the offer with its previous price.
 */
function VariationPrices({ variations }: Pick<EditorValues, 'variations'>) {
  const money = useMoney();
  const { t } = useTranslation('productsAdmin');
  const range = variationPriceRange(variations);
  return (
    <div>
      <p className="text-sm font-medium text-ink">{t('editor.price')}</p>
      <p className="mt-2 text-lg font-semibold text-ink tabular-nums">
        {range === null
          ? '—'
          : range.min === range.max
            ? money(range.min)
            : t('editor.priceFrom', { price: money(range.min), max: money(range.max) })}
      </p>
      <p className="mt-1 text-sm text-muted">{t('editor.pricePerVariation')}</p>
    </div>
  );
}

export function PricingSection() {
  const { t } = useTranslation('productsAdmin');
  const { control, setValue } = useFormContext<EditorValues>();
  const [priceCents, variations, onOffer] = useWatch({
    control,
    name: ['priceCents', 'variations', 'onOffer'],
  });
  const hasVariations = variations.length > 0;
  // With variations the own price is not asked for (the server takes the cheapest variation's);
  // an empty one would still be refused by the schema, so it becomes 0 until the last one goes.
  useEffect(() => {
    if (hasVariations && (priceCents === null || Number.isNaN(priceCents))) setValue('priceCents', 0);
  }, [hasVariations, priceCents, setValue]);
  return (
    <FormSection legend={t('editor.pricing')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {hasVariations ? (
          <VariationPrices variations={variations} />
        ) : (
          <NumberField name="priceCents" label={t('editor.price')} hint={t('editor.priceHint')} />
        )}
        <div className="space-y-4">
          <FormField control={control} name="onOffer" label={t('editor.onOffer')} layout="inline">
            {(field) => <Checkbox {...field} className="mt-1 size-4" />}
          </FormField>
          {onOffer && <NumberField name="previousPriceCents" label={t('editor.previousPrice')} />}
        </div>
      </div>
    </FormSection>
  );
}
