import { Store, Truck } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import type { CheckoutQuote } from '@/shared/orders/types';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Field } from '@/web/components/ui/field';
import { FormField, useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';
import { useServerMessages } from '@/web/lib/validation-messages';
import type { CheckoutForm } from '../lib/checkout-form';
import { PickupStorePicker } from './pickup-store-picker';
import '@/web/features/orders/i18n';

/** Delivery or pickup; for delivery the address, whose ZIP gives the zone, its fee and minimum. */
export function DeliverySection({ quote }: { quote: CheckoutQuote | undefined }) {
  const money = useMoney();
  const { t, i18n } = useTranslation('checkout');
  const server = useServerMessages();
  const form = useFormContext<CheckoutForm>();
  const fulfilment = form.watch('fulfilment');
  const fulfilmentError = useFieldError('fulfilment');
  const zipError = useFieldError('address.zip') ?? server.message(quote?.zipRefused ?? undefined);
  const options = [
    { value: 'delivery' as const, icon: Truck, enabled: quote?.deliveryEnabled ?? true },
    { value: 'pickup' as const, icon: Store, enabled: quote?.pickup.enabled ?? true },
  ];
  const zone = quote?.zone;
  const missing = zone ? zone.minimumOrderCents - (quote?.subtotalCents ?? 0) : 0;
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
            <p className="mt-1">{t('fulfilment.hours', { hours: quote.pickup.hours })}</p>
          </div>
        )}
      </FormSection>

      {fulfilment === 'delivery' && (
        <FormSection legend={t('address.legend')}>
          <div className="grid gap-4">
            <FormField control={form.control} name="address.street" label={t('address.street')}>
              {(field) => <Input autoComplete="address-line1" {...field} />}
            </FormField>
            <FormField control={form.control} name="address.unit" label={t('address.unit')}>
              {(field) => <Input autoComplete="address-line2" {...field} />}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
              <FormField control={form.control} name="address.city" label={t('address.city')}>
                {(field) => <Input autoComplete="address-level2" {...field} />}
              </FormField>
              <FormField control={form.control} name="address.state" label={t('address.state')}>
                {(field) => <Input autoComplete="address-level1" {...field} />}
              </FormField>
              {/* The zone lookup's refusal (a ZIP we do not deliver to) shows here too. */}
              <Field label={t('address.zip')} error={zipError}>
                {(control) => (
                  <Input
                    autoComplete="postal-code"
                    inputMode="numeric"
                    {...form.register('address.zip')}
                    {...control}
                  />
                )}
              </Field>
            </div>
            {zone && (
              <p className="rounded-2xl bg-leaf/10 p-3 text-sm text-leaf" aria-live="polite">
                {zone.minimumOrderCents > 0
                  ? t('address.zone', {
                      zone: localized(zone.name, zone.nameEn, i18n.language || 'pt-BR'),
                      fee: money(zone.feeCents),
                      minimum: money(zone.minimumOrderCents),
                    })
                  : t('address.zoneFree', {
                      zone: localized(zone.name, zone.nameEn, i18n.language || 'pt-BR'),
                      fee: money(zone.feeCents),
                    })}
                {missing > 0 && (
                  <span className="block font-medium">
                    {t('address.belowMinimum', { missing: money(missing) })}
                  </span>
                )}
              </p>
            )}
            <label className="flex items-center gap-2.5 text-sm text-ink">
              <Checkbox className="size-4" {...form.register('saveAddress')} />
              {t('address.save')}
            </label>
          </div>
        </FormSection>
      )}
    </>
  );
}
