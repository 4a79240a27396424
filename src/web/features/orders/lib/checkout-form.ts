import { z } from 'zod';
import type { AppProfile } from '@/shared/accounts/profile';
import type { Fulfilment } from '@/shared/delivery/fulfilment';
import { usStateCode } from '@/shared/delivery/us-states';
import { type GuestOrderInput, guestOrderSchema } from '@/shared/orders/guest';
import { type PaymentMethod, type PlaceOrderInput, placeOrderSchema } from '@/shared/orders/schemas';
import { type CountryCode, DEFAULT_COUNTRY, isCountryCode } from '@/shared/phones/countries';
import { formatPhoneInput } from '@/shared/phones/rules';
import { SMS_COUNTRIES } from '@/web/components/sms-consent';

/**
 * Everything the customer types on /checkout, kept in one form so nothing is lost on an error.
 * Named as the API names them (`address.street`, `itemNotes.<line>`), so the shared schema's and
 * the server's field errors land on their fields as they are.
 */
export type CheckoutForm = {
  fulfilment: Fulfilment;
  /** The pickup store chosen ('' until one is: the first is shown); see decision 037. */
  storeId: string;
  address: { street: string; unit: string; city: string; state: string; zip: string };
  /** The saved address picked (its id), `NEW_ADDRESS` for one typed in, '' until her book is read (decision 097). */
  addressChoice: string;
  /** "Save this address" (a new one): it goes into her address book with the order, under `addressLabel`. */
  saveAddress: boolean;
  addressLabel: string;
  date: string;
  windowId: string;
  notes: string;
  itemNotes: Record<string, string>;
  /** What is typed in the coupon field; the order carries the coupon once it is applied. */
  couponCode: string;
  paymentMethod: PaymentMethod;
  /** The contact phone, as the phone field shows it (country + masked national number). */
  phoneCountry: CountryCode;
  phone: string;
  /** SMS to this phone (TCPA, decision 077): asked beside a +1 number, unchecked until ticked. */
  smsConsent: boolean;
  /** A guest's e-mail and name (decision 096); a signed-in checkout leaves them out. */
  email?: string;
  fullName?: string;
};

/** The address picker's "new address" choice (decision 097). */
export const NEW_ADDRESS = 'new';

/** The checkout's first values: the profile's address and phone; without a phone country, the shop's default. */
export function initialForm(
  profile: AppProfile | null,
  defaultCountry: CountryCode = DEFAULT_COUNTRY,
): CheckoutForm {
  const phoneCountry = profile?.country && isCountryCode(profile.country) ? profile.country : defaultCountry;
  return {
    fulfilment: 'delivery',
    storeId: '',
    address: {
      street: profile?.address ?? '',
      unit: '',
      city: profile?.city ?? '',
      // The picker takes codes: a profile's "Georgia" shows as GA.
      state: usStateCode(profile?.state ?? '') ?? 'GA',
      zip: profile?.zipCode ?? '',
    },
    addressChoice: '',
    saveAddress: false,
    addressLabel: '',
    date: '',
    windowId: '',
    notes: '',
    itemNotes: {},
    couponCode: '',
    paymentMethod: 'pay_on_delivery',
    // Prefilled from the profile (stored as E.164: the field shows the national number).
    phoneCountry,
    phone: profile?.phone ? formatPhoneInput(profile.phone, phoneCountry) : '',
    smsConsent: false,
  };
}

/**
 * The API body: the address only for delivery, empty notes left out. `storeId`: the store whose
 * windows the page showed (the quote's), so the server refuses a window of another store.
 */
export function toInput(form: CheckoutForm, appliedCoupon: string | null, storeId?: string): PlaceOrderInput {
  const itemNotes = Object.fromEntries(
    Object.entries(form.itemNotes ?? {}).filter(([, v]) => (v ?? '').trim() !== ''),
  );
  return {
    fulfilment: form.fulfilment,
    ...(storeId ? { storeId } : {}),
    ...(form.fulfilment === 'delivery'
      ? { address: { ...form.address, unit: form.address.unit || undefined } }
      : {}),
    date: form.date,
    windowId: form.windowId,
    notes: form.notes || undefined,
    itemNotes,
    couponCode: appliedCoupon ?? undefined,
    paymentMethod: form.paymentMethod,
    phoneCountry: form.phoneCountry,
    phone: form.phone?.trim() || undefined,
    smsConsent: Boolean(form.smsConsent) && SMS_COUNTRIES.includes(form.phoneCountry),
    ...(form.fulfilment === 'delivery' && form.saveAddress
      ? { saveAddress: true, addressLabel: form.addressLabel?.trim() || undefined }
      : {}),
  };
}

/** The API's own schema, read on the body the form would send. */
export const checkoutSchema = z.preprocess((form) => toInput(form as CheckoutForm, null), placeOrderSchema);

/** A guest's body (decision 096): the checkout's, her e-mail and name beside it. */
export function toGuestInput(
  form: CheckoutForm,
  appliedCoupon: string | null,
  storeId?: string,
): GuestOrderInput {
  return { ...toInput(form, appliedCoupon, storeId), email: form.email ?? '', fullName: form.fullName ?? '' };
}

/** The guest checkout's schema (the server's), read on the body the form would send. */
export const guestCheckoutSchema = z.preprocess(
  (form) => toGuestInput(form as CheckoutForm, null),
  guestOrderSchema,
);

/** A 5-digit ZIP (or ZIP+4) is complete enough to look up its zone. */
export const completeZip = (zip: string) =>
  /^\d{5}(-\d{4})?$/.test(zip.trim()) ? zip.trim().slice(0, 5) : '';
