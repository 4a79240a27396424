import { describe, expect, it } from 'vitest';
import { oldAddressToComplete } from './address-book';

const none = { address: null, city: null, state: null, zipCode: null };
const start = {
  label: 'Endereço',
  street: '',
  unit: '',
  city: '',
  state: 'GA',
  zip: '',
  isDefault: false,
  replacesProfileAddress: true,
};

/** Her profile's old address as the book's dialog starts on it (decision 108). */
describe('oldAddressToComplete', () => {
  it.each([
    ['nothing left', none, 'pt-BR', null],
    [
      'a street and a ZIP',
      { ...none, address: '100 Church St', zipCode: '30060' },
      'pt-BR',
      { ...start, street: '100 Church St', zip: '30060' },
    ],
    [
      'the state by its name, in English',
      { ...none, city: 'Atlanta', state: 'Geórgia' },
      'en',
      { ...start, label: 'Address', city: 'Atlanta' },
    ],
    [
      'another state by its code',
      { ...none, address: '5 Main St', state: 'fl' },
      'pt-BR',
      { ...start, street: '5 Main St', state: 'FL' },
    ],
    [
      'an unknown state starts on GA',
      { ...none, address: '5 Main St', state: 'Gerogia' },
      'pt-BR',
      { ...start, street: '5 Main St' },
    ],
    ['only a ZIP', { ...none, zipCode: '30303' }, 'en', { ...start, label: 'Address', zip: '30303' }],
  ] as const)('%s', (_case, old, language, expected) => {
    expect(oldAddressToComplete(old, language)).toEqual(expected);
  });
});
