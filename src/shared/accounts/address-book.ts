import { z } from 'zod';
import { usStateCode } from '../delivery/us-states';
import type { Language } from '../i18n/language';
import { uuidSchema } from '../ids';
import { KEYS } from '../messages';
import { addressFields, checkAddressPlace } from '../orders/schemas';

/**
 * A customer's address book (issue 38, decision 097): several saved delivery addresses, one of
 * them the default the checkout starts on. The same fields as an order's address, checked the
 * same way (ZIP, city and state agree), with a label ("Casa", "Trabalho").
 */
export const ADDRESS_BOOK_MAX = 10;
export const ADDRESS_LABEL_MAX = 40;

const label = z
  .string({ message: KEYS.addressBook.labelRequired })
  .trim()
  .min(1, KEYS.addressBook.labelRequired)
  .max(ADDRESS_LABEL_MAX, KEYS.order.noteTooLong);

/**
 * A saved address as sent to POST and PUT /api/accounts/me/addresses[/:id]. `isDefault: true`
 * makes it the default (the one before it stops being); the first one saved is the default anyway.
 * `replacesProfileAddress: true` (POST only): this is her profile's old address, completed; the old
 * one leaves her profile in the same transaction (decision 108).
 */
export const savedAddressSchema = z
  .object({
    label,
    ...addressFields,
    isDefault: z.boolean().default(false),
    replacesProfileAddress: z.boolean().default(false),
  })
  .superRefine((a, ctx) => checkAddressPlace(a, ctx));
export type SavedAddressInput = z.input<typeof savedAddressSchema>;
export type SavedAddressValues = z.output<typeof savedAddressSchema>;

export const savedAddressParams = z.object({ id: uuidSchema(KEYS.addressBook.notFound) });

/** A saved address as the API answers it. */
export type SavedAddress = {
  id: string;
  label: string;
  street: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  isDefault: boolean;
};

/** A saved address on one line: "123 Main St, Apt 4, Marietta, GA 30060" (the card and the checkout's picker). */
export const addressOneLine = (a: Pick<SavedAddress, 'street' | 'unit' | 'city' | 'state' | 'zip'>) =>
  [a.street, a.unit, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** The label a checkout's "save this address" gives when she typed none: "Casa" / "Home" is hers to rename. */
export const DEFAULT_ADDRESS_LABEL = { 'pt-BR': 'Endereço', en: 'Address' } as const;

/** The profile's old single address (§3.1 aliases of its metadata), as decision 108 left it. */
type OldAddress = {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

/**
 * Her profile's old address, too incomplete for migration 0050 to move (decision 108), as the
 * book's dialog starts on it: labelled in her language, the state as its code ("Georgia" → GA; an
 * unknown one starts on GA, the shop's state), nothing else guessed. Null when there is none.
 */
export function oldAddressToComplete(old: OldAddress, language: Language): SavedAddressInput | null {
  if (!old.address && !old.city && !old.state && !old.zipCode) return null;
  return {
    label: DEFAULT_ADDRESS_LABEL[language],
    street: old.address ?? '',
    unit: '',
    city: old.city ?? '',
    state: usStateCode(old.state ?? '') ?? 'GA',
    zip: old.zipCode ?? '',
    isDefault: false,
    replacesProfileAddress: true,
  };
}
