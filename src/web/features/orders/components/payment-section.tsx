import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/orders/schemas';
import { Section } from './checkout-field';
import '../i18n';

/** Manual payment (DESIGN §4): on delivery or pickup, or by transfer confirmed by staff. */
export function PaymentSection({
  value,
  onChange,
  error,
}: {
  value: PaymentMethod;
  onChange: (v: PaymentMethod) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Section legend={t('payment.legend')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className="flex cursor-pointer gap-3 rounded-2xl p-4 ring-1 ring-line has-[:checked]:bg-brand-soft has-[:checked]:ring-2 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 size-4 accent-brand"
            />
            <span>
              <span className="block font-semibold text-ink">{t(`payment.${method}`)}</span>
              <span className="block text-sm text-ink-soft">{t(`payment.${method}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p className="mt-2 text-sm text-red-800">{error}</p>}
    </Section>
  );
}
