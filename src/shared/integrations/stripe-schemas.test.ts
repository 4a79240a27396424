import { describe, expect, it } from 'vitest';
import { stripeCardSchema, stripeKeyMode } from './stripe-schemas';

/** The Stripe card's shapes (decision 082): each field refused with its own message. */
describe('stripeCardSchema', () => {
  const ok = {
    secretKey: 'sk_test_51Pabcdefgh',
    publishableKey: 'pk_test_51Pabcdefgh',
    webhookSecret: 'whsec_abcdefgh12',
  };
  it.each([
    ['all three, test', ok, null],
    ['blank secrets keep the stored ones', { secretKey: '', webhookSecret: '' }, null],
    [
      'a restricted key',
      { ...ok, secretKey: 'rk_live_51Pabcdefgh', publishableKey: 'pk_live_51Pabcdefgh' },
      null,
    ],
    ['a publishable key as the secret', { ...ok, secretKey: 'pk_test_51Pabcdefgh' }, 'secretKey'],
    ['a secret with a space', { ...ok, secretKey: 'sk_test_51P abcdefgh' }, 'secretKey'],
    ['a secret key as the publishable', { ...ok, publishableKey: 'sk_test_51Pabcdefgh' }, 'publishableKey'],
    ['a webhook secret without whsec_', { ...ok, webhookSecret: 'abcdefgh12345' }, 'webhookSecret'],
    ['test and live mixed', { ...ok, publishableKey: 'pk_live_51Pabcdefgh' }, 'publishableKey'],
  ])('%s', (_name, input, refusedField) => {
    const result = stripeCardSchema.safeParse(input);
    if (refusedField === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((i) => i.path[0])).toEqual([refusedField]);
  });

  it.each([
    ['sk_test_123', 'test'],
    ['sk_live_123', 'live'],
    ['pk_live_123', 'live'],
    ['rk_test_123', 'test'],
    ['whsec_123', null],
    [undefined, null],
  ])('the mode of %s is %s', (key, mode) => expect(stripeKeyMode(key)).toBe(mode));
});
