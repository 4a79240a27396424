import type { AppProfile } from '../../../../shared/accounts/profile';
import type { Fulfilment } from '../../../../shared/delivery/fulfilment';
import type { PaymentMethod, PlaceOrderInput } from '../../../../shared/orders/schemas';

/** Everything the customer types on /checkout, kept in one object so nothing is lost on an error. */
export type CheckoutForm = {
  fulfilment: Fulfilment;
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  saveAddress: boolean;
  date: string;
  windowId: string;
  notes: string;
  itemNotes: Record<string, string>;
  couponCode: string;
  paymentMethod: PaymentMethod;
};

export type FieldErrors = Record<string, string>;

export function initialForm(profile: AppProfile | null): CheckoutForm {
  return {
    fulfilment: 'delivery',
    street: profile?.address ?? '',
    unit: '',
    city: profile?.city ?? '',
    state: profile?.state ?? 'GA',
    zip: profile?.zipCode ?? '',
    saveAddress: false,
    date: '',
    windowId: '',
    notes: '',
    itemNotes: {},
    couponCode: '',
    paymentMethod: 'pay_on_delivery',
  };
}

/** The API body: the address only for delivery, empty notes left out. */
export function toInput(form: CheckoutForm, appliedCoupon: string | null): PlaceOrderInput {
  const itemNotes = Object.fromEntries(Object.entries(form.itemNotes).filter(([, v]) => v.trim() !== ''));
  return {
    fulfilment: form.fulfilment,
    ...(form.fulfilment === 'delivery'
      ? {
          address: {
            street: form.street,
            unit: form.unit || undefined,
            city: form.city,
            state: form.state,
            zip: form.zip,
          },
        }
      : {}),
    date: form.date,
    windowId: form.windowId,
    notes: form.notes || undefined,
    itemNotes,
    couponCode: appliedCoupon ?? undefined,
    paymentMethod: form.paymentMethod,
  };
}

/** Field errors from zod issues or the server's `fields`, flattened to the first message per path. */
export function firstErrors(fields: Record<string, string[] | undefined>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(fields)) if (messages?.[0]) out[key] = messages[0];
  return out;
}

/** A 5-digit ZIP (or ZIP+4) is complete enough to look up its zone. */
export const completeZip = (zip: string) =>
  /^\d{5}(-\d{4})?$/.test(zip.trim()) ? zip.trim().slice(0, 5) : '';
