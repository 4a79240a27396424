import { describe, expect, it } from 'vitest';
import type { AppProfile } from '@/shared/accounts/profile';
import { checkoutSchema, initialForm } from './checkout-form';

const profile = (phone: string | null, country: string | null) =>
  ({ phone, country, address: null, city: null, state: null, zipCode: null }) as AppProfile;

const ready = (overrides: object) => ({
  ...initialForm(null),
  address: { street: '100 Church St', unit: '', city: 'Marietta', state: 'GA', zip: '30060' },
  date: '2026-11-24',
  windowId: 'morning',
  ...overrides,
});

const phoneIssue = (form: object) =>
  checkoutSchema.safeParse(form).error?.issues.find((i) => i.path.join('.') === 'phone')?.message;

describe('the checkout form’s contact phone', () => {
  it('is prefilled from the profile, in the profile’s country and its mask', () => {
    expect(initialForm(profile('+14045550123', 'US'))).toMatchObject({
      phoneCountry: 'US',
      phone: '(404) 555-0123',
    });
    expect(initialForm(profile('+5511987654321', 'BR'))).toMatchObject({
      phoneCountry: 'BR',
      phone: '(11) 98765-4321',
    });
    // Without a country in the profile: the shop's default (decision 042), US unless it chose BR.
    expect(initialForm(profile(null, null))).toMatchObject({ phoneCountry: 'US', phone: '' });
    expect(initialForm(profile(null, null), 'BR')).toMatchObject({ phoneCountry: 'BR', phone: '' });
  });

  it('is required for delivery, optional for pickup, and checked against its country', () => {
    expect(phoneIssue(ready({ phone: '' }))).toBe('order.phoneRequired');
    expect(phoneIssue(ready({ fulfilment: 'pickup', phone: '' }))).toBeUndefined();
    expect(phoneIssue(ready({ phoneCountry: 'BR', phone: '(404) 555-012' }))).toBe('phone.invalidForCountry');
    const parsed = checkoutSchema.parse(ready({ phoneCountry: 'US', phone: '(404) 555-0123' }));
    expect(parsed.phone).toBe('+14045550123');
  });
});
