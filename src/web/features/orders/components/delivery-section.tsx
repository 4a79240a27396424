import { Store, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBRL } from '../../../../shared/money';
import type { CheckoutQuote } from '../../../../shared/orders/types';
import { cn } from '../../../lib/cn';
import { useServerMessages } from '../../../lib/validation-messages';
import type { CheckoutForm, FieldErrors } from '../lib/checkout-form';
import { Field, Section } from './checkout-field';
import '../i18n';

type Props = {
  form: CheckoutForm;
  errors: FieldErrors;
  quote: CheckoutQuote | undefined;
  set: <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => void;
};

/** Delivery or pickup; for delivery the address, whose ZIP gives the zone, its fee and minimum. */
export function DeliverySection({ form, errors, quote, set }: Props) {
  const { t } = useTranslation('checkout');
  const server = useServerMessages();
  const options = [
    { value: 'delivery' as const, icon: Truck, enabled: quote?.deliveryEnabled ?? true },
    { value: 'pickup' as const, icon: Store, enabled: quote?.pickup.enabled ?? true },
  ];
  const zone = quote?.zone;
  const missing = zone ? zone.minimumOrderCents - (quote?.subtotalCents ?? 0) : 0;
  return (
    <>
      <Section legend={t('fulfilment.legend')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map(({ value, icon: Icon, enabled }) => (
            <label
              key={value}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-2xl p-4 ring-1 ring-line transition-colors has-[:checked]:bg-brand-soft has-[:checked]:ring-2 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                !enabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="fulfilment"
                value={value}
                checked={form.fulfilment === value}
                disabled={!enabled}
                onChange={() => set('fulfilment', value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>
                <span className="block font-semibold text-ink">{t(`fulfilment.${value}`)}</span>
                <span className="block text-sm text-ink-soft">
                  {enabled ? t(`fulfilment.${value}Hint`) : t('fulfilment.closed')}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.fulfilment && <p className="mt-2 text-sm text-red-800">{errors.fulfilment}</p>}
        {form.fulfilment === 'pickup' && quote && (
          <div className="mt-4 rounded-2xl bg-parchment/70 p-4 text-sm text-ink-soft">
            <p>{t('fulfilment.pickupAt', { address: quote.pickup.address })}</p>
            <p className="mt-1">{t('fulfilment.hours', { hours: quote.pickup.hours })}</p>
          </div>
        )}
      </Section>

      {form.fulfilment === 'delivery' && (
        <Section legend={t('address.legend')}>
          <div className="grid gap-4">
            <Field
              label={t('address.street')}
              autoComplete="address-line1"
              value={form.street}
              onChange={(e) => set('street', e.target.value)}
              error={errors['address.street']}
            />
            <Field
              label={t('address.unit')}
              autoComplete="address-line2"
              value={form.unit}
              onChange={(e) => set('unit', e.target.value)}
              error={errors['address.unit']}
            />
            <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
              <Field
                label={t('address.city')}
                autoComplete="address-level2"
                value={form.city}
                onChange={(e) => set('city', e.target.value)}
                error={errors['address.city']}
              />
              <Field
                label={t('address.state')}
                autoComplete="address-level1"
                value={form.state}
                onChange={(e) => set('state', e.target.value)}
                error={errors['address.state']}
              />
              <Field
                label={t('address.zip')}
                autoComplete="postal-code"
                inputMode="numeric"
                value={form.zip}
                onChange={(e) => set('zip', e.target.value)}
                error={errors['address.zip'] ?? server.message(quote?.zipRefused ?? undefined)}
              />
            </div>
            {zone && (
              <p className="rounded-2xl bg-leaf/10 p-3 text-sm text-leaf" aria-live="polite">
                {zone.minimumOrderCents > 0
                  ? t('address.zone', {
                      zone: zone.name,
                      fee: formatBRL(zone.feeCents),
                      minimum: formatBRL(zone.minimumOrderCents),
                    })
                  : t('address.zoneFree', { zone: zone.name, fee: formatBRL(zone.feeCents) })}
                {missing > 0 && (
                  <span className="block font-medium">
                    {t('address.belowMinimum', { missing: formatBRL(missing) })}
                  </span>
                )}
              </p>
            )}
            <label className="flex items-center gap-2.5 text-sm text-ink">
              <input
                type="checkbox"
                checked={form.saveAddress}
                onChange={(e) => set('saveAddress', e.target.checked)}
                className="size-4 accent-brand"
              />
              {t('address.save')}
            </label>
          </div>
        </Section>
      )}
    </>
  );
}
