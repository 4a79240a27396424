import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSignature } from '@/demo/stripe/server';
import type { OrderDetail } from '@/shared/orders/types';
import { holdFor } from '@/shared/payments/rules';
import type { CookieJar } from '@/testing/accounts';
import { body, signIn, stockOf } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { orderEvents } from '../orders/schema';
import { paymentEvents, payments } from './schema';

/** Issue 36: card payments through the real app, the official SDK and the fake Stripe. */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };
let admin: CookieJar;

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
  admin = (await signIn(c.t, 'admin')).jar;
});
afterAll(() => c.close());

const staff = (path: string, b?: unknown) => c.call('POST', `/api/orders/staff${path}`, b, { jar: admin });
const mine = async (id: string) =>
  (
    await body<{ order: OrderDetail }>(
      await c.call('GET', `/api/orders/${id}`, undefined, { jar: customer.jar }),
      200,
    )
  ).order;
const paymentRow = async (orderId: string) =>
  (await c.t.database.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!;

/** Places a card order and pays it on the hosted page; waits for the webhooks. */
async function authorized() {
  const placed = await c.cardOrder(customer);
  const page = await c.payOnPage(placed.payment.url, '4242 4242 4242 4242');
  expect(page.status).toBe(303);
  await c.fake.webhooks.settled();
  const failed = c.fake.webhooks.delivered
    .filter((d) => d.status !== 200)
    .map((d) => `${d.event.type} ${d.status}`);
  expect(failed).toEqual([]);
  return placed;
}

async function weighAndPrepare(order: OrderDetail, weight = '1,08') {
  await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
  await body(await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight }] }), 200);
}

describe('checkout with card', () => {
  it('holds the estimate with the weighed line raised by 15 %, and sends the customer to the hosted page', async () => {
    const { order, payment } = await c.cardOrder(customer);
    expect(order.status).toBe('pending_payment');
    expect(payment.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    const row = await paymentRow(order.id);
    const picanhaHold = holdFor(
      [
        {
          id: 'p',
          quantity: 1,
          unitPriceCents: 11990,
          extrasCents: 0,
          weighed: { pricePerKgCents: 11990, estimateKgPerUnit: 1 },
          finalGrams: null,
        },
      ],
      { tolerancePct: 10, coupon: null },
      0,
      15,
    ).holdCents;
    expect(row).toMatchObject({
      state: 'awaiting_payment',
      hold_cents: order.totalCents + (picanhaHold - 11990),
    });
    const session = c.fake.sessions.sessions.get(row.session_id!)!;
    expect(session.amount_total).toBe(row.hold_cents);
    expect(session.payment_intent_data.capture_method).toBe('manual');
    expect(session.success_url).toBe(`http://shop.test/order-success?pedido=${order.id}&pagamento=ok`);
  });

  it('4242: authorized by the webhook, the order confirmed, capture waits for the scale, then charges exactly the weighed total', async () => {
    const { order } = await authorized();
    let seen = await mine(order.id);
    expect(seen.status).toBe('confirmed');
    expect(seen.payment).toMatchObject({ state: 'authorized', cardLast4: '4242', capturedCents: 0 });
    const held = seen.payment!.holdCents;
    expect(await body(await staff(`/${order.id}/payment/capture`), 409)).toMatchObject({
      error: { key: 'payment.notWeighed' },
    });
    await weighAndPrepare(order);
    const { order: charged } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );
    expect(charged.totalCents).toBe(order.totalCents + 959);
    expect(charged.payment).toMatchObject({
      state: 'captured',
      capturedCents: charged.totalCents,
      releasedCents: held - charged.totalCents,
    });
    expect(charged.paymentStatus).toBe('confirmed');
    const pi = c.fake.state.intents.get((await paymentRow(order.id)).intent_id!)!;
    expect(pi).toMatchObject({ status: 'succeeded', amount_received: charged.totalCents });
    await c.fake.webhooks.settled();
    seen = await mine(order.id);
    expect(seen.payment!.events.map((e) => e.movement)).toEqual(['hold', 'capture', 'release']);
    const notes = seen.events.filter((e) => e.kind === 'payment').map((e) => e.note);
    expect(notes).toEqual([expect.stringContaining('Cartão autorizado'), expect.stringContaining('Cobrado')]);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined/generic_decline'],
    ['4000 0000 0000 9995', 'card_declined/insufficient_funds'],
  ])(
    '%s: refused on the page, the payment failed with the reason, the order still waits',
    async (card, code) => {
      const { order, payment } = await c.cardOrder(customer);
      expect((await c.payOnPage(payment.url, card)).status).toBe(402);
      await c.fake.webhooks.settled();
      const seen = await mine(order.id);
      expect(seen.status).toBe('pending_payment');
      expect(seen.payment).toMatchObject({ state: 'failed', failureKey: code });
      // The same page takes another card.
      expect((await c.payOnPage(payment.url, '4242424242424242')).status).toBe(303);
      await c.fake.webhooks.settled();
      expect((await mine(order.id)).payment!.state).toBe('authorized');
    },
  );
});

describe('webhooks', () => {
  it('a forged signature is 400 and changes nothing', async () => {
    const { order, payment } = await c.cardOrder(customer);
    c.fake.webhooks.mode = 'hold';
    await c.payOnPage(payment.url, '4242424242424242');
    const events = [...c.fake.webhooks.pending];
    c.fake.webhooks.pending.length = 0;
    c.fake.webhooks.mode = 'auto';
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const payload = JSON.stringify(completed);
    const forged = await c.t.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'stripe-signature': stripeSignature(payload, 'whsec_not_the_shops') },
    });
    expect(forged.status).toBe(400);
    const unsigned = await c.t.app.request('/api/payments/stripe/webhook', { method: 'POST', body: payload });
    expect(unsigned.status).toBe(400);
    expect((await paymentRow(order.id)).state).toBe('awaiting_payment');
    // The real one, twice and in reverse order: one hold, one order event.
    for (const event of [...events].reverse()) await c.fake.webhooks.resend(event);
    for (const event of events) await c.fake.webhooks.resend(event);
    const row = await paymentRow(order.id);
    expect(row.state).toBe('authorized');
    const holds = await c.t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.payment_id, row.id));
    expect(holds.map((e) => e.movement)).toEqual(['hold']);
    const confirmations = await c.t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, order.id));
    expect(confirmations.filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('an abandoned checkout expires: the order is cancelled, stock and window place come back', async () => {
    const before = await stockOf(c.t.database.db, c.p.picanha1kg.id);
    const { order } = await c.cardOrder(customer);
    expect(await stockOf(c.t.database.db, c.p.picanha1kg.id)).toBe(before === null ? null : before - 1);
    const stripe = (await paymentRow(order.id)).session_id!;
    c.fake.sessions.expireSession(stripe, {}, null);
    await c.fake.webhooks.settled();
    const seen = await mine(order.id);
    expect(seen.status).toBe('cancelled');
    expect(seen.payment!.state).toBe('expired');
    expect(await stockOf(c.t.database.db, c.p.picanha1kg.id)).toBe(before);
  });
});

describe('staff money actions', () => {
  it('two captures at once: one charges, the other is 409, the card charged once', async () => {
    const { order } = await authorized();
    await weighAndPrepare(order, '0,95');
    const [a, b] = await Promise.all([
      staff(`/${order.id}/payment/capture`),
      staff(`/${order.id}/payment/capture`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const captures = c.fake.requests.filter(
      (r) => r.path.endsWith('/capture') && r.path.includes((paymentRow as unknown) ? '' : ''),
    );
    expect(captures.length).toBeGreaterThan(0);
    const row = await paymentRow(order.id);
    expect(c.fake.state.intents.get(row.intent_id!)!.amount_received).toBe(row.captured_cents);
  });

  it('a capture racing a cancel: one wins, the other is 409', async () => {
    const { order } = await authorized();
    await weighAndPrepare(order);
    const [cap, cancel] = await Promise.all([
      staff(`/${order.id}/payment/capture`),
      staff(`/${order.id}/status`, { status: 'cancelled' }),
    ]);
    expect([cap.status, cancel.status]).toContain(409);
    const row = await paymentRow(order.id);
    const pi = c.fake.state.intents.get(row.intent_id!)!;
    if (cap.status === 200) expect(pi.status).toBe('succeeded');
    else expect(pi.status).toBe('canceled');
  });

  it('cancelling before capture releases the whole hold', async () => {
    const { order } = await authorized();
    const { order: cancelled } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/status`, { status: 'cancelled' }),
      200,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment).toMatchObject({
      state: 'canceled',
      releasedCents: cancelled.payment!.holdCents,
    });
    const row = await paymentRow(order.id);
    expect(c.fake.state.intents.get(row.intent_id!)!.status).toBe('canceled');
  });

  it('refunds within captured − refunded, with a reason', async () => {
    const { order } = await authorized();
    await weighAndPrepare(order);
    const { order: charged } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );
    const captured = charged.payment!.capturedCents;
    const tooMuch = await body(
      await staff(`/${order.id}/payment/refund`, { amountCents: captured + 1, reason: 'Peça errada' }),
      422,
    );
    expect(tooMuch).toMatchObject({ error: { key: 'payment.refundTooLarge' } });
    expect(await body(await staff(`/${order.id}/payment/refund`, { amountCents: 500 }), 422)).toMatchObject({
      error: { fields: { reason: [{ key: 'payment.reasonRequired' }] } },
    });
    const { order: part } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/refund`, { amountCents: 1000, reason: 'Chimichurri faltou' }),
      200,
    );
    expect(part.payment).toMatchObject({ state: 'partially_refunded', refundedCents: 1000 });
    const { order: all } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/refund`, { reason: 'Cliente desistiu' }),
      200,
    );
    expect(all.payment).toMatchObject({ state: 'refunded', refundedCents: captured });
    await body(await staff(`/${order.id}/payment/refund`, { amountCents: 1, reason: 'De novo' }), 422);
    await c.fake.webhooks.settled();
    const row = await paymentRow(order.id);
    expect(row.refunded_cents).toBe(captured);
  });
});

describe('when the webhook never came (the shop was down)', () => {
  /** Runs `act` with Stripe's webhooks lost: held, then thrown away. */
  async function withoutWebhooks(act: () => Promise<unknown>) {
    c.fake.webhooks.mode = 'hold';
    try {
      await act();
    } finally {
      c.fake.webhooks.pending.length = 0;
      c.fake.webhooks.mode = 'auto';
    }
  }

  it('the return from the hosted page asks Stripe and confirms the order', async () => {
    const { order, payment } = await c.cardOrder(customer);
    await withoutWebhooks(() => c.payOnPage(payment.url, '4242424242424242'));
    expect((await mine(order.id)).payment!.state).toBe('awaiting_payment');
    const res = await c.call('POST', `/api/orders/${order.id}/payment/sync`, undefined, {
      jar: customer.jar,
    });
    const { order: synced } = await body<{ order: OrderDetail }>(res, 200);
    expect(synced).toMatchObject({
      status: 'confirmed',
      payment: { state: 'authorized', cardLast4: '4242' },
    });
    const stranger = await signIn(c.t);
    expect(
      (await c.call('POST', `/api/orders/${order.id}/payment/sync`, undefined, { jar: stranger.jar })).status,
    ).toBe(404);
  });

  it('the reconcile pass finds an abandoned page Stripe expired and cancels the order', async () => {
    const { order } = await c.cardOrder(customer);
    const row = await paymentRow(order.id);
    await withoutWebhooks(async () => c.fake.sessions.expireSession(row.session_id!, {}, null));
    expect((await paymentRow(order.id)).state).toBe('awaiting_payment');
    await c.t.database.db
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, row.id));
    expect(await c.t.services.payments.reconcile()).toBeGreaterThanOrEqual(1);
    const seen = await mine(order.id);
    expect(seen.status).toBe('cancelled');
    expect(seen.payment!.state).toBe('expired');
  });
});

describe('a weighing after the capture', () => {
  it('lowering the total refunds the difference to the card; raising it charges nothing more', async () => {
    const { order } = await authorized();
    await weighAndPrepare(order, '1,08');
    const { order: charged } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );
    const { order: lower } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '0,95' }] }),
      200,
    );
    expect(lower.totalCents).toBeLessThan(charged.totalCents);
    expect(lower.payment).toMatchObject({
      state: 'partially_refunded',
      refundedCents: charged.totalCents - lower.totalCents,
    });
    const { order: higher } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '1,05' }] }),
      200,
    );
    expect(higher.payment!.refundedCents).toBe(lower.payment!.refundedCents);
  });
});
