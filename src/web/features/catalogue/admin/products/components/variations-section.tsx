import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LowStockDefaults, lowStockThreshold, variationStockState } from '@/shared/catalogue/low-stock';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { blankVariation, type EditorValues } from '../lib/editor-values';
import { NumberField } from './money-field';
import { SoldByWeight, VariationPriceField } from './sold-by-weight';
import { VariationWeightField } from './variation-weight-field';

const valid = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/**
 * A variation's stock as it stands in the form (decision 099): "Esgotado" at 0, "Estoque baixo"
 * at or under its threshold (its own, else the shop's default), with the threshold in force.
 */
function VariationStockFlag({ index, defaults }: { index: number; defaults: LowStockDefaults }) {
  const { t } = useTranslation('productsAdmin');
  const row = useWatch<EditorValues, `variations.${number}`>({ name: `variations.${index}` });
  if (!row) return null;
  const v = {
    stockQuantity: valid(row.stockQuantity),
    lowStockThreshold: valid(row.lowStockThreshold),
    weightKg: valid(row.weightKg),
    pricePerKgCents: row.soldByWeight ? (valid(row.pricePerKgCents) ?? 1) : null,
  };
  const state = variationStockState(v, defaults);
  const threshold = lowStockThreshold(v, defaults);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted" data-variation-stock={state}>
      {(state === 'out' || state === 'low') && (
        <Badge tone={state === 'out' ? 'danger' : 'ember'}>{t(`stock.${state}`)}</Badge>
      )}
      {state !== 'untracked' && (
        <span>
          {v.lowStockThreshold === null
            ? t('editor.lowStockDefault', { count: threshold })
            : t('editor.lowStockOwn', { count: threshold })}
        </span>
      )}
    </p>
  );
}

/** Variations edited in place: name, price, weight and stock per row (sold by weight or not); add, remove and reorder. */
export function VariationsSection({ stockDefaults }: { stockDefaults: LowStockDefaults }) {
  const { t } = useTranslation('productsAdmin');
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'variations', keyName: 'key' });
  return (
    <FormSection legend={t('editor.variations')}>
      <p className="-mt-2 mb-4 text-sm text-muted">{t('editor.variationsHint')}</p>
      {fields.length === 0 && <p className="mb-4 text-sm text-ink-soft">{t('editor.noVariations')}</p>}
      <ol className="space-y-3">
        {fields.map((row, i) => {
          const position = i + 1;
          return (
            <li key={row.key} className="rounded-2xl bg-parchment/50 p-3 ring-1 ring-line/60 sm:p-4">
              <fieldset>
                <legend className="sr-only">{t('editor.variationRow', { position })}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))_auto] sm:items-start">
                  <FormField
                    control={control}
                    name={`variations.${i}.name`}
                    label={t('editor.variationName')}
                    className="col-span-2 sm:col-span-1"
                  >
                    {(field) => <Input {...field} maxLength={80} autoComplete="off" />}
                  </FormField>
                  <VariationPriceField index={i} />
                  <VariationWeightField index={i} />
                  <NumberField
                    name={`variations.${i}.stockQuantity`}
                    label={t('editor.variationStock')}
                    kind="number"
                  />
                  <NumberField
                    name={`variations.${i}.lowStockThreshold`}
                    label={t('editor.variationLowStock')}
                    kind="number"
                  />
                  <div className="col-span-2 flex justify-end gap-1 sm:col-span-1 sm:pt-7">
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={i === 0}
                      aria-label={t('editor.moveUp', { position })}
                      onClick={() => move(i, i - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={i === fields.length - 1}
                      aria-label={t('editor.moveDown', { position })}
                      onClick={() => move(i, i + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('editor.removeVariation', { position })}
                      onClick={() => remove(i)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <VariationStockFlag index={i} defaults={stockDefaults} />
                <SoldByWeight index={i} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="mt-4" onClick={() => append(blankVariation())}>
        <Plus aria-hidden="true" />
        {t('editor.addVariation')}
      </Button>
    </FormSection>
  );
}
