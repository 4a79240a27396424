import { describe, expect, it } from 'vitest';
import { checkoutSchema, guestCheckoutSchema, initialForm } from './checkout-form';
import {
  allMissing,
  checkoutSteps,
  firstIncomplete,
  initialCollapsed,
  nextStep,
  type QuoteFacts,
  type StepState,
  stepOfField,
} from './checkout-steps';

const delivering: QuoteFacts = { delivery: true, zoneKnown: true, missingForMinimumCents: 0 };

const ready = (overrides: object = {}) => ({
  ...initialForm(null),
  address: { street: '100 Church St', unit: '', city: 'Marietta', state: 'GA', zip: '30060' },
  date: '2026-11-24',
  windowId: 'morning',
  phoneCountry: 'US',
  phone: '(404) 555-0123',
  ...overrides,
});

/** The steps of a form, read through the checkout's own schema as the page does. */
const stepsOf = (form: object, facts: QuoteFacts = delivering, guest = false) => {
  const parsed = (guest ? guestCheckoutSchema : checkoutSchema).safeParse(form);
  return checkoutSteps(parsed.error?.issues.map((i) => i.path.join('.')) ?? [], facts);
};

describe('the checkout steps (decision 104)', () => {
  it.each([
    ['address.zip', 'delivery', 'address'],
    ['address', 'delivery', 'address'],
    ['storeId', 'delivery', 'store'],
    ['date', 'delivery', 'window'],
    ['windowId', 'delivery', 'window'],
    ['phone', 'contact', 'phone'],
    ['phoneCountry', 'contact', 'phone'],
    ['email', 'contact', 'email'],
    ['fullName', 'contact', 'name'],
    ['paymentMethod', 'contact', 'payment'],
    ['itemNotes.line-1', 'review', 'notes'],
    ['notes', 'review', 'notes'],
    ['couponCode', 'review', 'notes'],
  ])('a field at %s belongs to %s (%s)', (path, step, missing) => {
    expect(stepOfField(path)).toEqual({ step, missing });
  });

  it.each<[string, object, QuoteFacts, boolean, StepState]>([
    ['a ready delivery', ready(), delivering, false, { delivery: [], contact: [], review: [] }],
    [
      'no window, no phone',
      ready({ date: '', windowId: '', phone: '' }),
      delivering,
      false,
      { delivery: ['window'], contact: ['phone'], review: [] },
    ],
    [
      'no address: the zone is not named on top of it',
      ready({ address: { street: '', unit: '', city: '', state: 'GA', zip: '' } }),
      { delivery: true, zoneKnown: false, missingForMinimumCents: 0 },
      false,
      { delivery: ['address'], contact: [], review: [] },
    ],
    [
      'a ZIP no zone delivers to',
      ready(),
      { delivery: true, zoneKnown: false, missingForMinimumCents: 0 },
      false,
      { delivery: ['zone'], contact: [], review: [] },
    ],
    [
      'below the minimum, and no window',
      ready({ windowId: '' }),
      { delivery: true, zoneKnown: true, missingForMinimumCents: 1240 },
      false,
      { delivery: ['minimum', 'window'], contact: [], review: [] },
    ],
    [
      'pickup: no address, zone or phone needed',
      ready({
        fulfilment: 'pickup',
        phone: '',
        address: { street: '', unit: '', city: '', state: 'GA', zip: '' },
      }),
      { delivery: false, zoneKnown: false, missingForMinimumCents: 0 },
      false,
      { delivery: [], contact: [], review: [] },
    ],
    [
      'a guest without e-mail or name',
      ready({ email: '', fullName: '' }),
      delivering,
      true,
      { delivery: [], contact: ['email', 'name'], review: [] },
    ],
    [
      'a note too long is the review’s',
      ready({ notes: 'x'.repeat(1001) }),
      delivering,
      false,
      { delivery: [], contact: [], review: ['notes'] },
    ],
  ])('%s', (_name, form, facts, guest, expected) => {
    expect(stepsOf(form, facts, guest)).toEqual(expected);
  });

  it('opens one step at a time: the first lacking something, else the review', () => {
    const fresh = stepsOf(ready({ date: '', windowId: '', phone: '' }));
    expect(firstIncomplete(fresh)).toBe('delivery');
    expect(initialCollapsed(fresh)).toEqual({ delivery: false, contact: true, review: true });
    expect(allMissing(fresh)).toEqual(['window', 'phone']);
    // Delivery done, the phone still missing: "Continuar" goes to the contact step.
    const noPhone = stepsOf(ready({ phone: '' }));
    expect(nextStep(noPhone, 'delivery')).toBe('contact');
    expect(initialCollapsed(noPhone)).toEqual({ delivery: true, contact: false, review: true });
    // Everything done: from any step, the review.
    const done = stepsOf(ready());
    expect(firstIncomplete(done)).toBeNull();
    expect(nextStep(done, 'delivery')).toBe('review');
    expect(nextStep(done, 'contact')).toBe('review');
    expect(initialCollapsed(done)).toEqual({ delivery: true, contact: true, review: false });
    // Something left behind an earlier step: the next step goes back to it.
    const windowLeft = stepsOf(ready({ windowId: '' }));
    expect(nextStep(windowLeft, 'contact')).toBe('delivery');
  });
});
