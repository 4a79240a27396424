import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '@/shared/phones/countries';
import { PhoneInput } from '@/web/components/phone-input';
import { SMS_COUNTRIES, SmsConsent } from '@/web/components/sms-consent';
import { Field } from '@/web/components/ui/field';
import { useFieldError } from '@/web/components/ui/form';
import { FormSection } from '@/web/components/ui/form-section';
import type { CheckoutForm } from '../lib/checkout-form';
import '../i18n';

/** The order's contact phone, prefilled from the profile: required for delivery, optional for pickup (decision 032). */
export function ContactSection() {
  const { t } = useTranslation('checkout');
  const form = useFormContext<CheckoutForm>();
  const delivery = form.watch('fulfilment') === 'delivery';
  const phoneError = useFieldError('phone');
  const countryError = useFieldError('phoneCountry');
  const country = form.watch('phoneCountry') ?? DEFAULT_COUNTRY;
  const phone = form.watch('phone') ?? '';
  return (
    <FormSection legend={t('contact.legend')}>
      <Field
        hint={delivery ? t('contact.deliveryHint') : t('contact.pickupHint')}
        error={phoneError ?? countryError}
      >
        {(control) => (
          <PhoneInput
            {...control}
            name="phone"
            value={{ country, phone }}
            onChange={(next) => {
              form.setValue('phoneCountry', next.country);
              form.setValue('phone', next.phone, { shouldDirty: true });
              if (form.formState.errors.phone) form.clearErrors('phone');
            }}
            ref={form.register('phone').ref}
            required={delivery}
            labels={{ phone: delivery ? t('contact.phone') : t('contact.phoneOptional') }}
          />
        )}
      </Field>
      {SMS_COUNTRIES.includes(country) && phone.trim() !== '' && (
        <div className="mt-4">
          <SmsConsent id="checkout-sms-consent" {...form.register('smsConsent')} />
        </div>
      )}
    </FormSection>
  );
}
