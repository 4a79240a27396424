import type { AppProfile } from '@/shared/accounts/profile';
import type { ProfileUpdateInput } from '@/shared/accounts/schemas';
import { DEFAULT_COUNTRY, isCountryCode } from '@/shared/phones/countries';
import { formatPhoneInput } from '@/shared/phones/rules';
import type { CheckoutForm } from './checkout-form';

/** "Save to my profile": the profile as it is, with the checkout's address (PATCH /api/accounts/me takes it whole). */
export function profileWithAddress(
  profile: AppProfile | null,
  fallbackName: string,
  form: CheckoutForm,
): ProfileUpdateInput {
  const country = profile?.country && isCountryCode(profile.country) ? profile.country : DEFAULT_COUNTRY;
  return {
    fullName: profile?.name ?? fallbackName,
    country,
    phone: profile?.phone ? formatPhoneInput(profile.phone, country) : '',
    address: [form.address.street, form.address.unit].filter((s) => s.trim()).join(', '),
    city: form.address.city,
    state: form.address.state,
    zipCode: form.address.zip,
  };
}
