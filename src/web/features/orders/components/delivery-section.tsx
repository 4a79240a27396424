import { Store, Truck } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutQuote } from '@/shared/orders/types';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { cn } from '@/web/lib/cn';
import type { CheckoutForm } from '../lib/checkout-form';
import { CheckoutAddress } from './checkout-address';
import { PickupStorePicker } from './pickup-store-picker';
import '@/web/features/orders/i18n';
import { localized } from '@/shared/catalogue/rules';

/** Delivery or pickup; for delivery the address (checkout-address.tsx), whose ZIP gives the zone, its fee and minimum. */
export function DeliverySection({ quote }: { quote: CheckoutQuote | undefined }) {
  const { t, i18n } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  const fulfilment = form.watch('fulfilment');
  const fulfilmentError = useFieldError('fulfilment');
  const options = [
    { value: 'delivery' as const, icon: Truck, enabled: quote?.deliveryEnabled ?? true },
    { value: 'pickup' as const, icon: Store, enabled: quote?.pickup.enabled ?? true },
  ];
  // A new way of receiving the order offers other days: the chosen window no longer holds.
  const chooseFulfilment = form.register('fulfilment', {
    onChange: () => {
      form.setValue('date', '');
      form.setValue('windowId', '');
    },
  });
  return (
    <>
      <FormSection legend={t('fulfilment.legend')}>
        <RadioGroup error={fulfilmentError}>
          <div className="grid gap-3 sm:grid-cols-2">
            {options.map(({ value, icon: Icon, enabled }) => (
              <RadioCard
                key={value}
                value={value}
                disabled={!enabled}
                inputClassName="sr-only"
                className={cn(!enabled && 'cursor-not-allowed opacity-60')}
                {...chooseFulfilment}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>
                  <span className="block font-semibold text-ink">{t(`fulfilment.${value}`)}</span>
                  <span className="block text-sm text-ink-soft">
                    {enabled ? t(`fulfilment.${value}Hint`) : t('fulfilment.closed')}
                  </span>
                </span>
              </RadioCard>
            ))}
          </div>
        </RadioGroup>
        {fulfilment === 'pickup' && quote && quote.pickupStores.length > 1 && (
          <PickupStorePicker stores={quote.pickupStores} shown={quote.storeId} />
        )}
        {fulfilment === 'pickup' && quote && quote.pickupStores.length <= 1 && (
          <div className="mt-4 rounded-2xl bg-parchment/70 p-4 text-sm text-ink-soft">
            <p>{t('fulfilment.pickupAt', { address: quote.pickup.address })}</p>
            <p className="mt-1">
              {t('fulfilment.hours', {
                hours: localized(quote.pickup.hours, quote.pickup.hoursEn, i18n.language),
              })}
            </p>
          </div>
        )}
      </FormSection>

      {/* The address: her saved ones or a new one, and the zone (decision 097). */}
      {fulfilment === 'delivery' && <CheckoutAddress quote={quote} />}
    </>
  );
}
