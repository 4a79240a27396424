import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '../../../../../../shared/money';
import { Checkbox } from '../../../../../components/ui/checkbox';
import { FormField } from '../../../../../components/ui/form';
import { FormSection } from '../../../../../components/ui/form-section';
import { type EditorValues, shownPriceCents } from '../lib/editor-values';
import { NumberField } from './money-field';

/** The price (the cheapest variation's when there are variations) and the offer with its previous price. */
export function PricingSection() {
  const { t } = useTranslation('productsAdmin');
  const { control, setValue } = useFormContext<EditorValues>();
  const [priceCents, variations, onOffer] = useWatch({
    control,
    name: ['priceCents', 'variations', 'onOffer'],
  });
  const shown = shownPriceCents({ priceCents, variations });
  const hasVariations = variations.length > 0;
  // With variations the own price is not asked for (the server takes the cheapest variation's);
  // an empty one would still be refused by the schema, so it becomes 0 until the last one goes.
  useEffect(() => {
    if (hasVariations && (priceCents === null || Number.isNaN(priceCents))) setValue('priceCents', 0);
  }, [hasVariations, priceCents, setValue]);
  return (
    <FormSection legend={t('editor.pricing')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          name="priceCents"
          label={t('editor.price')}
          disabled={hasVariations}
          hint={
            hasVariations
              ? t('editor.priceFromVariations', { price: shown === null ? '—' : formatBRL(shown) })
              : t('editor.priceHint')
          }
        />
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
