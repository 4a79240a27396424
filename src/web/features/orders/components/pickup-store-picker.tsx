import { Clock, MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PickupStoreView } from '@/shared/orders/types';
import { useFieldError } from '@/web/components/ui/form';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import type { CheckoutForm } from '../lib/checkout-form';
import '@/web/features/orders/i18n';

/**
 * Which store to pick up at, when more than one offers pickup (decision 037): name, address and
 * hours of each; the store the page shows (the oldest, until one is chosen) starts selected.
 * Choosing another store shows its windows (the chosen window is cleared by `useStoreChange`).
 */
export function PickupStorePicker({ stores, shown }: { stores: PickupStoreView[]; shown: string }) {
  const { t, i18n } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  const error = useFieldError('storeId');
  const english = (i18n.language || 'pt-BR').startsWith('en');
  useEffect(() => {
    if (!form.getValues('storeId')) form.setValue('storeId', shown);
  }, [form, shown]);
  return (
    <RadioGroup
      legend={t('fulfilment.storeLegend')}
      legendClassName="text-sm font-semibold text-ink"
      error={error}
      className="mt-5"
    >
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {stores.map((store) => (
          <RadioCard key={store.id} value={store.id} inputClassName="sr-only" {...form.register('storeId')}>
            <span className="min-w-0 space-y-1 text-sm">
              <span className="block font-semibold text-ink">{(english && store.nameEn) || store.name}</span>
              <span className="flex gap-1.5 text-ink-soft">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {store.address}
              </span>
              <span className="flex gap-1.5 text-ink-soft">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                {english ? store.hoursEn || store.hours : store.hours}
              </span>
            </span>
          </RadioCard>
        ))}
      </div>
    </RadioGroup>
  );
}
