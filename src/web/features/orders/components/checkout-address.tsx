import { Home, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addressOneLine as oneLine } from '@/shared/accounts/address-book';
import type { CheckoutQuote } from '@/shared/orders/types';
import { AddressFields } from '@/web/components/address-fields';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FormField } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import { Input } from '@/web/components/ui/input';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { useAddressBook } from '@/web/lib/address-book';
import { useAuth } from '@/web/lib/session/auth-context';
import { useServerMessages } from '@/web/lib/validation-messages';
import { type CheckoutForm, NEW_ADDRESS } from '../lib/checkout-form';
import { ZoneLine } from './zone-line';
import '@/web/components/address-i18n';
import '@/web/features/orders/i18n';

/**
 * The delivery address at checkout (issue 38, decision 097): her saved addresses to pick from (the
 * default chosen first) or a new one typed in, with "save it" and its label; the zone, its fee and
 * minimum as soon as the ZIP is known. A saved address fills the same fields the server checks.
 */
export function CheckoutAddress({ quote }: { quote: CheckoutQuote | undefined }) {
  const { t } = useTranslation('addresses');
  const { user } = useAuth();
  const form = useFormContext<CheckoutForm>();
  const book = useAddressBook(Boolean(user));
  const zipRefusal = useServerMessages().message(quote?.zipRefused ?? undefined);
  const saved = book.data ?? [];
  const choice = form.watch('addressChoice');
  const fill = (id: string) => {
    const address = saved.find((a) => a.id === id);
    if (!address) return;
    form.setValue('address', {
      street: address.street,
      unit: address.unit ?? '',
      city: address.city,
      state: address.state,
      zip: address.zip,
    });
    form.setValue('saveAddress', false);
    form.clearErrors('address');
  };
  // Her default is chosen once the book is read, unless she already chose (or typed) something:
  // on a slow line the book can arrive after she typed a new address, which then stays hers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when her book is read
  useEffect(() => {
    if (form.getValues('addressChoice')) return;
    if (book.isSuccess && form.getFieldState('address').isDirty) {
      form.setValue('addressChoice', NEW_ADDRESS);
      return;
    }
    const first = saved.find((a) => a.isDefault) ?? saved[0];
    if (first) {
      form.setValue('addressChoice', first.id);
      fill(first.id);
    } else if (book.isSuccess) form.setValue('addressChoice', NEW_ADDRESS);
  }, [book.isSuccess, saved.length]);
  const pick = form.register('addressChoice', {
    onChange: (event: { target: { value: string } }) => {
      const id = event.target.value;
      if (id === NEW_ADDRESS) {
        form.setValue('address', { street: '', unit: '', city: '', state: 'GA', zip: '' });
        form.setValue('date', '');
        form.setValue('windowId', '');
      } else fill(id);
    },
  });
  const typing = saved.length === 0 || choice === NEW_ADDRESS;
  return (
    <FormSection legend={t('pick.legend')}>
      {saved.length > 0 && (
        <RadioGroup className="mb-4">
          <div className="grid gap-3 sm:grid-cols-2">
            {saved.map((a) => (
              <RadioCard key={a.id} value={a.id} inputClassName="sr-only" {...pick}>
                <Home aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>
                  <span className="block font-semibold text-ink">
                    {a.label}
                    {a.isDefault && (
                      <span className="ml-2 rounded-full bg-leaf/10 px-2 py-0.5 text-xs font-medium text-leaf">
                        {t('book.default')}
                      </span>
                    )}
                  </span>
                  <span className="block text-sm text-ink-soft">{oneLine(a)}</span>
                </span>
              </RadioCard>
            ))}
            <RadioCard value={NEW_ADDRESS} inputClassName="sr-only" {...pick}>
              <Plus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>
                <span className="block font-semibold text-ink">{t('pick.new')}</span>
                <span className="block text-sm text-ink-soft">{t('pick.newHint')}</span>
              </span>
            </RadioCard>
          </div>
        </RadioGroup>
      )}
      {typing ? (
        <AddressFields<CheckoutForm>
          prefix="address."
          zipError={zipRefusal}
          afterZip={
            <>
              <ZoneLine quote={quote} />
              {user && <SaveNewAddress />}
            </>
          }
        />
      ) : (
        <ZoneLine quote={quote} />
      )}
    </FormSection>
  );
}

/** "Save this address" for a new one, with its label once ticked (it goes into her book with the order). */
function SaveNewAddress() {
  const { t } = useTranslation('addresses');
  const form = useFormContext<CheckoutForm>();
  const saving = form.watch('saveAddress');
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-2.5 text-sm text-ink">
        <Checkbox className="size-4" {...form.register('saveAddress')} />
        {t('pick.save')}
      </label>
      {saving && (
        <FormField control={form.control} name="addressLabel" label={t('pick.label')}>
          {(field) => <Input maxLength={40} {...field} />}
        </FormField>
      )}
    </div>
  );
}
