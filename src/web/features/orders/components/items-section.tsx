import { useTranslation } from 'react-i18next';
import { formatBRL } from '../../../../shared/money';
import type { CheckoutQuote } from '../../../../shared/orders/types';
import type { CheckoutForm, FieldErrors } from '../lib/checkout-form';
import { Field, Section, TextArea } from './checkout-field';
import '../i18n';

type Props = {
  form: CheckoutForm;
  errors: FieldErrors;
  lines: CheckoutQuote['lines'];
  set: <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => void;
};

/** The cart's lines with a preparation note each (cut, thickness), and the order's own notes. */
export function ItemsSection({ form, errors, lines, set }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Section legend={t('notes.legend')}>
      <ul className="divide-y divide-line/70">
        {lines.map((line) => {
          const name = line.variationName ? `${line.productName} — ${line.variationName}` : line.productName;
          const error = errors[`items.${line.cartItemId}`];
          return (
            <li key={line.cartItemId} className="py-4 first:pt-0">
              <div className="flex justify-between gap-3">
                <p className="font-medium text-ink">
                  {line.quantity}× {name}
                  {line.extras.length > 0 && (
                    <span className="block text-sm font-normal text-ink-soft">
                      + {line.extras.join(', ')}
                    </span>
                  )}
                </p>
                <p className="shrink-0 tabular-nums text-ink">{formatBRL(line.totalCents)}</p>
              </div>
              {error && (
                <p role="alert" className="mt-2 rounded-xl bg-red-50 p-2.5 text-sm text-red-800">
                  {error}
                </p>
              )}
              <Field
                className="mt-3"
                label={t('notes.item', { item: line.productName })}
                hint={t('notes.itemHint')}
                maxLength={300}
                value={form.itemNotes[line.cartItemId] ?? ''}
                onChange={(e) => set('itemNotes', { ...form.itemNotes, [line.cartItemId]: e.target.value })}
              />
            </li>
          );
        })}
      </ul>
      <TextArea
        className="mt-4"
        label={t('notes.order')}
        hint={t('notes.orderHint')}
        maxLength={1000}
        value={form.notes}
        onChange={(e) => set('notes', e.target.value)}
        error={errors.notes}
      />
    </Section>
  );
}
