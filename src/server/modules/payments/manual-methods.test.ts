import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicSettings } from '@/shared/settings/public-settings';
import type { CookieJar } from '@/testing/accounts';
import { body, deliveryInput, placeOrder, signIn, standardCart } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';

/**
 * The shop's choice of manual methods (decision 082): each on or off, at least one way to pay on
 * (card counts once Stripe is set up); the checkout's list and the order route read it.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let admin: CookieJar;
let customer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  c = await cardTestApp({ keysFrom: 'card' });
  admin = (await signIn(c.t, 'admin')).jar;
  customer = await signIn(c.t);
});
afterAll(() => c.close());

const setMethod = (key: string, value: 'on' | 'off') =>
  c.call('PUT', `/api/settings/staff/general/${key}`, { value }, { jar: admin });
const offered = async () =>
  (await body<PublicSettings>(await c.call('GET', '/api/settings'), 200)).manualPaymentMethods;

describe('the manual payment methods', () => {
  it('both are offered by default', async () => {
    expect(await offered()).toEqual(['pay_on_delivery', 'bank_transfer']);
  });

  it('a method switched off leaves the list, and an order with it is refused under its field', async () => {
    await body(await setMethod('payment_bank_transfer', 'off'), 200);
    expect(await offered()).toEqual(['pay_on_delivery']);
    await standardCart(c.t.database.db, c.p, customer.userId);
    const refused = await placeOrder(c.call, customer.jar, deliveryInput({ paymentMethod: 'bank_transfer' }));
    const answer = await body<{ error: { key: string; fields: Record<string, unknown> } }>(refused, 422);
    expect(answer.error.key).toBe('payment.methodOff');
    expect(Object.keys(answer.error.fields)).toEqual(['paymentMethod']);
    await body(await placeOrder(c.call, customer.jar, deliveryInput()), 201);
  });

  it('the last way to pay cannot be switched off while card is not set up', async () => {
    const refused = await setMethod('payment_pay_on_delivery', 'off');
    const answer = await body<{ error: { key: string; fields: Record<string, unknown> } }>(refused, 422);
    expect(answer.error.key).toBe('payment.methodsNoneLeft');
    expect(await offered()).toEqual(['pay_on_delivery']);
  });

  it('with Stripe set up, card alone is enough', async () => {
    await body(
      await c.call(
        'PUT',
        '/api/integrations/staff/stripe',
        { secretKey: c.secretKey, webhookSecret: c.fake.webhookSecret },
        { jar: admin },
      ),
      200,
    );
    await body(await setMethod('payment_pay_on_delivery', 'off'), 200);
    expect(await offered()).toEqual([]);
    await body(await setMethod('payment_pay_on_delivery', 'on'), 200);
    await body(await setMethod('payment_bank_transfer', 'on'), 200);
  });
});
