import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MANUAL_PAYMENT_METHODS } from '@/shared/orders/schemas';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { useSettings } from '@/web/lib/settings';
import type { CheckoutForm } from '../lib/checkout-form';
import '@/web/features/orders/i18n';

/**
 * Manual payment (DESIGN §4): on delivery or pickup, or by transfer confirmed by staff. Card payment
 * (decision 078) is not offered yet: its hosted-page redirect and return screens are still to come,
 * and it must appear only when Stripe is configured.
 */
export function PaymentSection() {
  const { t } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  const error = useFieldError('paymentMethod');
  const offered = useSettings().data?.manualPaymentMethods;
  return (
    <FormSection legend={t('payment.legend')}>
      <RadioGroup error={error}>
        <div className="grid gap-3 sm:grid-cols-2">
          {MANUAL_PAYMENT_METHODS.filter((m) => offered?.includes(m) ?? true).map((method) => (
            <RadioCard
              key={method}
              value={method}
              inputClassName="mt-1 size-4 accent-brand"
              {...form.register('paymentMethod')}
            >
              <span>
                <span className="block font-semibold text-ink">{t(`payment.${method}`)}</span>
                <span className="block text-sm text-ink-soft">{t(`payment.${method}Hint`)}</span>
              </span>
            </RadioCard>
          ))}
        </div>
      </RadioGroup>
    </FormSection>
  );
}
