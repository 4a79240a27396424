import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './server';

/** The official SDK against the fake: what the payments module relies on behaves as Stripe documents. */
let fake: FakeStripe;
let stripe: Stripe;
const received: { payload: string; signature: string }[] = [];

beforeAll(async () => {
  fake = await startFakeStripe({
    secretKey: 'sk_test_fake123456',
    webhook: async (payload, headers) => {
      received.push({ payload, signature: headers['stripe-signature'] ?? '' });
      return 200;
    },
    lifetimeMs: 60_000,
  });
  stripe = new Stripe('sk_test_fake123456', fake.sdkOptions);
});
afterAll(() => fake.close());

async function openSession(amount: number) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://shop.test/pedido/ok?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/checkout?cancelled=1',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Pedido BP-1001' } },
        quantity: 1,
      },
    ],
    payment_intent_data: { capture_method: 'manual', metadata: { order_id: 'o-1' } },
    metadata: { order_id: 'o-1' },
  });
}

async function pay(session: Stripe.Checkout.Session, card: string) {
  return fetch(session.url as string, {
    method: 'POST',
    body: new URLSearchParams({ cardnumber: card, exp: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
}

describe('the fake Stripe through the official SDK', () => {
  it('answers the account and refuses a wrong key with Stripe’s error', async () => {
    const account = await stripe.accounts.retrieveCurrent();
    expect(account.business_profile?.name).toBe('Brazil Prime Market');
    expect(account.country).toBe('US');
    const wrong = new Stripe('sk_test_other0000000', fake.sdkOptions);
    await expect(wrong.accounts.retrieveCurrent()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('authorizes with 4242 on the hosted page, captures an amount, releases the rest, refunds within limits', async () => {
    const session = await openSession(16279);
    expect(session.url).toContain(`/pay/${session.id}`);
    const page = await fetch(session.url as string);
    expect(await page.text()).toContain('$162.79');
    const answer = await pay(session, '4242 4242 4242 4242');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://shop.test/pedido/ok?session=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(done.status).toBe('complete');
    expect(done.payment_status).toBe('unpaid');
    const pi = done.payment_intent as Stripe.PaymentIntent;
    expect(pi).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 16279,
      metadata: { order_id: 'o-1' },
    });
    expect((pi.latest_charge as Stripe.Charge).payment_method_details?.card?.last4).toBe('4242');

    await expect(stripe.paymentIntents.capture(pi.id, { amount_to_capture: 16280 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    const captured = await stripe.paymentIntents.capture(pi.id, { amount_to_capture: 15439 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 15439, amount_capturable: 0 });
    await expect(stripe.paymentIntents.cancel(pi.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });

    await stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 14440 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    const rest = await stripe.refunds.create({ payment_intent: pi.id });
    expect(rest.amount).toBe(14439);
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 1 })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it("refuses a charge below the currency's minimum as Stripe does: amount_too_small, 400 (decision 112)", async () => {
    const tooSmall = (message: string, param?: string) => ({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_small',
      message,
      raw: expect.objectContaining({ type: 'invalid_request_error', ...(param ? { param } : {}) }),
    });
    await expect(
      stripe.paymentIntents.create({ amount: 49, currency: 'usd', capture_method: 'manual' }),
    ).rejects.toMatchObject(tooSmall('Amount must be at least $0.50 usd', 'amount'));
    await expect(openSession(30)).rejects.toMatchObject(
      tooSmall("The Checkout Session's total amount due must add up to at least $0.50 usd"),
    );
    // The minimum is the currency's: £0.30 is a charge Stripe takes, US$ 0.30 is not.
    expect((await stripe.paymentIntents.create({ amount: 30, currency: 'gbp' })).amount).toBe(30);

    // A partial capture is a charge: below the minimum it is refused and the hold stays whole.
    const session = await openSession(6000);
    expect((await pay(session, '4242 4242 4242 4242')).status).toBe(303);
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    await expect(stripe.paymentIntents.capture(pi, { amount_to_capture: 30 })).rejects.toMatchObject(
      tooSmall('Amount must be at least $0.50 usd', 'amount_to_capture'),
    );
    expect(await stripe.paymentIntents.retrieve(pi)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 6000,
    });
    const captured = await stripe.paymentIntents.capture(pi, { amount_to_capture: 50 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 50 });
  });

  it.each([
    ['4000 0000 0000 0002', 'generic_decline', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('declines %s (%s) on the page and in the intent', async (card, code, message) => {
    const session = await openSession(5000);
    const answer = await pay(session, card);
    expect(answer.status).toBe(402);
    expect(await answer.text()).toContain(message);
    const open = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(open.status).toBe('open');
    expect((open.payment_intent as Stripe.PaymentIntent).last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: code,
    });
  });

  it('customer_creation: always makes her Customer only when the setup page is confirmed, the card saved to it', async () => {
    const page = {
      mode: 'setup' as const,
      currency: 'usd',
      success_url: 'http://shop.test/pedido/ok',
      customer_email: 'ana@example.com',
    };
    await expect(
      stripe.checkout.sessions.create({ ...page, customer_creation: 'sometimes' as 'always' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'customer_creation' });
    const someone = await stripe.customers.create({ email: 'bia@example.com' });
    await expect(
      stripe.checkout.sessions.create({ ...page, customer: someone.id, customer_creation: 'always' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'customer_creation' });
    const session = await stripe.checkout.sessions.create({ ...page, customer_creation: 'always' });
    expect(session).toMatchObject({ customer: null, customer_creation: 'always' });
    const customers = fake.saved.customers.size;
    expect((await pay(session, '4000000000000002')).status).toBe(402);
    expect(fake.saved.customers.size).toBe(customers);
    expect((await pay(session, '4242424242424242')).status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
    const intent = done.setup_intent as Stripe.SetupIntent;
    expect(done.customer).toMatch(/^cus_/);
    expect(intent).toMatchObject({ status: 'succeeded', customer: done.customer });
    expect((await stripe.customers.retrieve(done.customer as string)) as Stripe.Customer).toMatchObject({
      email: 'ana@example.com',
    });
    const method = await stripe.paymentMethods.retrieve(intent.payment_method as string);
    expect(method.customer).toBe(done.customer);
  });

  it('cancels a hold, expires a session, and keeps Stripe’s idempotency', async () => {
    const session = await openSession(3000);
    await pay(session, '4242424242424242');
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    expect((await stripe.paymentIntents.cancel(pi)).status).toBe('canceled');
    const abandoned = await openSession(3000);
    expect((await stripe.checkout.sessions.expire(abandoned.id)).status).toBe('expired');

    const first = await stripe.refunds
      .create({ payment_intent: pi, amount: 10 }, { idempotencyKey: 'order-x-refund-1' })
      .catch((e) => e);
    const again = await stripe.refunds
      .create({ payment_intent: pi, amount: 10 }, { idempotencyKey: 'order-x-refund-1' })
      .catch((e) => e);
    expect(again.message).toBe(first.message);
    await expect(
      stripe.refunds.create({ payment_intent: pi, amount: 11 }, { idempotencyKey: 'order-x-refund-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    const intent = await stripe.paymentIntents.create(
      { amount: 500, currency: 'usd', capture_method: 'manual' },
      { idempotencyKey: 'order-y-hold' },
    );
    const twin = await stripe.paymentIntents.create(
      { amount: 500, currency: 'usd', capture_method: 'manual' },
      { idempotencyKey: 'order-y-hold' },
    );
    expect(twin.id).toBe(intent.id);
  });

  it('signs every webhook so the SDK’s verification accepts it, and a forged one fails', async () => {
    await fake.webhooks.settled();
    expect(received.length).toBeGreaterThan(5);
    for (const { payload, signature } of received) {
      const event = stripe.webhooks.constructEvent(payload, signature, fake.webhookSecret);
      expect(event.object).toBe('event');
    }
    const types = received.map((r) => JSON.parse(r.payload).type);
    expect(types).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'payment_intent.payment_failed',
        'charge.refunded',
        'checkout.session.expired',
      ]),
    );
    const [one] = received;
    expect(() =>
      stripe.webhooks.constructEvent(`${one?.payload} `, one?.signature ?? '', fake.webhookSecret),
    ).toThrow();
    const header = stripe.webhooks.generateTestHeaderString({
      payload: one?.payload ?? '',
      secret: fake.webhookSecret,
      timestamp: Number(/t=(\d+)/.exec(one?.signature ?? '')?.[1]),
    });
    expect(header).toBe(one?.signature);
  });
});
