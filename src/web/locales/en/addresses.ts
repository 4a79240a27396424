import type { addresses as pt } from '../pt-BR/addresses';
import type { SameKeys } from '../shape';

/** Addresses: the fields, the address book on the profile and the checkout's picker (decision 097). */
export const addresses: SameKeys<typeof pt> = {
  street: 'Street address',
  unit: 'Apartment, suite or unit (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  zipHint: 'With the ZIP we show the area, the fee and the minimum order.',
  label: 'Address name',
  labelHint: 'E.g. Home, Work',
  book: {
    title: 'My addresses',
    hint: 'Keep the addresses where you receive orders; the default one is already chosen at checkout.',
    empty: 'No saved addresses yet.',
    add: 'Add an address',
    addTitle: 'New address',
    editTitle: 'Edit address',
    edit: 'Edit {{label}}',
    remove: 'Delete {{label}}',
    makeDefault: 'Make {{label}} the default',
    default: 'Default',
    isDefault: 'Use as my default address',
    save: 'Save address',
    cancel: 'Cancel',
    saved: 'Address saved.',
    removed: 'Address deleted.',
    confirmRemove: 'Delete the address "{{label}}"?',
    confirmRemoveBody: 'It leaves your list; orders already placed keep their address.',
    loadError: 'Your addresses could not be loaded. Please try again.',
  },
  pick: {
    legend: 'Delivery address',
    new: 'New address',
    newHint: 'Deliver to another address',
    save: 'Save this address to "My addresses"',
    label: 'Address name (e.g. Home, Work)',
  },
};
