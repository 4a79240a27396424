import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import type { CheckoutQuote } from '@/shared/orders/types';
import { FormField, useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { useMoney } from '@/web/lib/money';
import { useWeightFormat } from '@/web/lib/units';
import type { CheckoutForm } from '../lib/checkout-form';
import '@/web/features/orders/i18n';
import '@/web/components/weighed-i18n';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { CutsText } from '@/web/components/cuts-text';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';

type Line = CheckoutQuote['lines'][number];

/** The cart's lines with a preparation note each (cut, thickness), and the order's own notes. */
export function ItemsSection({ lines }: { lines: CheckoutQuote['lines'] }) {
  const { t } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  return (
    <FormSection legend={t('notes.legend')}>
      <ul className="divide-y divide-line/70">
        {lines.map((line) => (
          <ItemLine key={line.cartItemId} line={line} />
        ))}
      </ul>
      <FormField
        control={form.control}
        name="notes"
        className="mt-4"
        label={t('notes.order')}
        hint={t('notes.orderHint')}
      >
        {(field) => <CountedTextarea limit={TEXT_LIMITS.orderNote} {...field} />}
      </FormField>
    </FormSection>
  );
}

function ItemLine({ line }: { line: Line }) {
  const money = useMoney();
  const { t, i18n } = useTranslation('checkout');
  const { perWeight, weight } = useWeightFormat();
  const form = useFormContext<CheckoutForm>();
  // Her language's names where the catalogue has them (decision 098).
  const english = (i18n.language || 'pt-BR').startsWith('en');
  const productName = localized(line.productName, line.productNameEn, english ? 'en' : 'pt-BR');
  const extras = english && line.extrasEn ? line.extrasEn : line.extras;
  const name = line.variationName ? `${productName} — ${line.variationName}` : productName;
  // The server's word on this line (out of stock, price changed), keyed by the cart line.
  const error = useFieldError(`items.${line.cartItemId}`);
  return (
    <li className="py-4 first:pt-0">
      <div className="flex justify-between gap-3">
        <p className="font-medium text-ink">
          {line.quantity}× {name}
          <CutsText cuts={line.cuts} className="text-sm font-normal text-ink-soft" />
          {extras.length > 0 && (
            <span className="block text-sm font-normal text-ink-soft">+ {extras.join(', ')}</span>
          )}
        </p>
        <p className="shrink-0 text-right tabular-nums text-ink">
          {line.pricePerKgCents !== null && <span className="text-ink-soft">≈ </span>}
          {money(line.totalCents)}
          {line.pricePerKgCents !== null && (
            <span className="block text-xs text-muted">
              {/* The estimate's weight in the shop's units (decision 123): "≈ 2,2 lb · US$ 54,39/lb". */}
              {line.estimateKgPerUnit !== null && `≈ ${weight(line.estimateKgPerUnit * line.quantity)} · `}
              {perWeight(line.pricePerKgCents)}
            </span>
          )}
        </p>
      </div>
      {error && (
        <p role="alert" className="mt-2 rounded-xl bg-red-50 p-2.5 text-sm text-red-800">
          {error}
        </p>
      )}
      {/* Offered only where a note means something: meat and fish, never a Guaraná (decision 097). */}
      {line.takesNote && (
        <FormField
          control={form.control}
          name={`itemNotes.${line.cartItemId}`}
          className="mt-3"
          label={t('notes.item', { item: productName })}
          hint={t('notes.itemHint')}
        >
          {(field) => <CountedTextarea limit={TEXT_LIMITS.itemNote} rows={1} {...field} />}
        </FormField>
      )}
    </li>
  );
}
