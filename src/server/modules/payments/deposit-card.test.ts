import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { CHRISTMAS_EVE, insertCampaign, insertTurkey, THANKSGIVING } from '@/testing/campaigns';
import { body, emptyCart, fillCart, patchFulfilment, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { createPaymentJobs } from './jobs';
import { paymentEvents, paymentJobs, payments } from './schema';

/**
 * A pre-order's deposit paid by card (issues 36 and 41, decision 105): the checkout's Stripe page in
 * payment mode charges the deposit and saves the card; the saved-card job holds the rest (the
 * hold less the deposit) 2 days before the campaign's day; the weighing captures the final total
 * less the deposit; a cancel gives the deposit back; refunds span both intents, the deposit last.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };
let admin: CookieJar;
let turkey: Awaited<ReturnType<typeof insertTurkey>>;
const logger = createLogger('silent');

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
  admin = (await signIn(c.t, 'admin')).jar;
  await patchFulfilment(c.t.database.db, (s) => {
    for (const w of s.pickup.schedule.windows) w.capacity = 500;
    return s;
  });
  turkey = await insertTurkey(c.t);
  // 30 % of the order's total, taken at checkout.
  await insertCampaign(c.t, turkey, { capacity: 50 });
});
afterAll(() => c.close());

const db = () => c.t.database.db;
const staff = (path: string, b?: unknown) => c.call('POST', `/api/orders/staff${path}`, b, { jar: admin });
const row = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
const mine = async (id: string) =>
  (
    await body<{ order: OrderDetail }>(
      await c.call('GET', `/api/orders/${id}`, undefined, { jar: customer.jar }),
      200,
    )
  ).order;
const jobs = (at: Date) =>
  createPaymentJobs({ db: db(), payments: c.t.services.payments, logger, now: () => at });
/** Every call to Stripe that moved this order's money, by its idempotency key. */
const keysOf = (orderId: string) =>
  c.fake.requests
    .filter((r) => r.method === 'POST' && r.idempotencyKey?.startsWith(`order:${orderId}:`))
    .map((r) => r.idempotencyKey);

/** A 7–8 kg turkey (119,90) and ≈ 1 kg picanha by weight, picked up on `day`, paid by card. */
async function preorder(day = CHRISTMAS_EVE) {
  await emptyCart(db(), customer.userId);
  await fillCart(db(), customer.userId, [
    { productId: turkey.product.id, variationId: turkey.big.id, quantity: 1, priceCents: 11990 },
    { productId: c.p.picanha.id, variationId: c.p.picanha1kg.id, quantity: 1, priceCents: 11990 },
  ]);
  return body<{ order: OrderDetail; payment: { url: string; state: string } }>(
    await c.call(
      'POST',
      '/api/orders',
      { fulfilment: 'pickup', date: day, windowId: 'pickup-morning', paymentMethod: 'card' },
      { jar: customer.jar, headers: { 'Idempotency-Key': randomUUID() } },
    ),
    201,
  );
}

async function depositPaid(day = CHRISTMAS_EVE, card = '4242 4242 4242 4242') {
  const placed = await preorder(day);
  expect((await c.payOnPage(placed.payment.url, card)).status).toBe(303);
  await c.fake.webhooks.settled();
  return placed;
}

describe('checkout: the deposit charged now on its own intent, the card saved', () => {
  it('opens Stripe Checkout in payment mode for the deposit with setup_future_usage, automatic capture, for a customer', async () => {
    const { order, payment } = await preorder();
    const deposit = order.preorder!.depositCents;
    expect(deposit).toBe(Math.round(order.totalCents * 0.3));
    const r = await row(order.id);
    expect(r).toMatchObject({ state: 'awaiting_payment', deposit_cents: deposit, session_id: null });
    const session = c.fake.sessions.sessions.get(r.setup_session_id!)!;
    // One call (decision 134): her Customer is made by Stripe when she pays, with her e-mail.
    expect(r.customer_id).toBeNull();
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: deposit,
      customer: null,
      customer_creation: 'always',
      customer_email: order.customer.email,
      url: payment.url,
      payment_intent_data: { capture_method: 'automatic', setup_future_usage: 'off_session' },
    });
    expect(keysOf(order.id)).toEqual([`order:${order.id}:deposit`]);
  });

  it('4242: the deposit charged, the card saved to her, the order confirmed, the rest’s hold due 2 days before', async () => {
    const { order } = await depositPaid();
    const r = await row(order.id);
    const deposit = order.preorder!.depositCents;
    expect(r).toMatchObject({ state: 'card_saved', deposit_captured_cents: deposit, captured_cents: 0 });
    expect(c.fake.state.intents.get(r.deposit_intent_id!)).toMatchObject({
      status: 'succeeded',
      amount_received: deposit,
      customer: r.customer_id,
    });
    expect(c.fake.saved.methods.get(r.payment_method_id!)?.customer).toBe(r.customer_id);
    expect(c.fake.saved.customers.get(r.customer_id!)?.email).toBe(order.customer.email);
    // The rest's hold: the checkout's hold less the deposit (no weighed-line margin lost).
    expect(r.hold_cents).toBeGreaterThan(order.totalCents - deposit);
    const job = (
      await db()
        .select()
        .from(paymentJobs)
        .where(eq(paymentJobs.key, `hold:${order.id}`))
    )[0]!;
    expect(job.due_at.toISOString()).toBe(r.hold_due_at!.toISOString());
    expect(job.due_at.getTime()).toBeLessThan(new Date(`${CHRISTMAS_EVE}T00:00:00Z`).getTime());
    const seen = await mine(order.id);
    expect(seen.status).toBe('confirmed');
    expect(seen.payment).toMatchObject({
      state: 'card_saved',
      deposit: { askedCents: deposit, chargedCents: deposit, refundedCents: 0 },
    });
    expect(seen.payment!.events.map((e) => e.movement)).toEqual(['deposit']);
    expect(seen.events.filter((e) => e.kind === 'payment').map((e) => e.note)).toEqual([
      expect.stringContaining('cobrado no cartão (visa •••• 4242), que fica salvo'),
    ]);
  });

  it('the webhooks twice and out of order and the return’s sync charge and record the deposit once', async () => {
    const { order, payment } = await preorder();
    c.fake.webhooks.mode = 'hold';
    try {
      expect((await c.payOnPage(payment.url, '4242424242424242')).status).toBe(303);
      const events = [...c.fake.webhooks.pending];
      expect(events.map((e) => e.type)).toEqual(
        expect.arrayContaining(['payment_intent.succeeded', 'checkout.session.completed']),
      );
      expect((await c.fake.webhooks.release(events.map((e) => e.id).reverse())).every((s) => s === 200)).toBe(
        true,
      );
      for (const event of events) expect(await c.fake.webhooks.resend(event)).toBe(200);
    } finally {
      c.fake.webhooks.mode = 'auto';
    }
    await body(
      await c.call('POST', `/api/orders/${order.id}/payment/sync`, undefined, { jar: customer.jar }),
      200,
    );
    const r = await row(order.id);
    expect(r.state).toBe('card_saved');
    const movements = await db().select().from(paymentEvents).where(eq(paymentEvents.payment_id, r.id));
    expect(movements.map((m) => m.movement)).toEqual(['deposit']);
    expect((await mine(order.id)).events.filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('a declined deposit: nothing charged, nothing saved, no job; she may try again on the same page', async () => {
    const { order, payment } = await preorder();
    expect((await c.payOnPage(payment.url, '4000 0000 0000 0341')).status).not.toBe(303);
    await c.fake.webhooks.settled();
    await c.call('POST', `/api/orders/${order.id}/payment/sync`, undefined, { jar: customer.jar });
    let r = await row(order.id);
    expect(r).toMatchObject({ state: 'failed', deposit_captured_cents: 0, deposit_intent_id: null });
    expect((await mine(order.id)).status).toBe('pending_payment');
    expect(
      await db()
        .select()
        .from(paymentJobs)
        .where(eq(paymentJobs.key, `hold:${order.id}`)),
    ).toHaveLength(0);
    expect((await c.payOnPage(payment.url, '4242 4242 4242 4242')).status).toBe(303);
    await c.fake.webhooks.settled();
    r = await row(order.id);
    expect(r).toMatchObject({ state: 'card_saved', deposit_captured_cents: order.preorder!.depositCents });
  });
});

describe('the rest: held by the job, captured after weighing', () => {
  it('Thanksgiving in 3 days: the rest’s job is due at once; placed → the weighing captures the total less the deposit; nothing charged twice', async () => {
    const { order } = await depositPaid(THANKSGIVING);
    const deposit = order.preorder!.depositCents;
    let r = await row(order.id);
    expect(r.hold_due_at!.getTime()).toBeLessThan(new Date('2026-11-25T00:00:00Z').getTime());
    expect(await jobs(new Date('2026-11-25T00:00:00Z')).holdsDue()).toBeGreaterThanOrEqual(1);
    r = await row(order.id);
    expect(r).toMatchObject({ state: 'authorized', authorized_cents: r.hold_cents });
    expect(c.fake.state.intents.get(r.intent_id!)).toMatchObject({
      status: 'requires_capture',
      amount: r.hold_cents,
      customer: r.customer_id,
    });
    await c.fake.webhooks.settled();
    await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
    const beef = order.items.find((i) => i.productId === c.p.picanha.id)!;
    await body(await staff(`/${order.id}/weights`, { lines: [{ itemId: beef.id, weight: '1,08' }] }), 200);
    const { order: charged } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );
    expect(charged.payment).toMatchObject({
      state: 'captured',
      capturedCents: charged.totalCents - deposit,
      deposit: { chargedCents: deposit },
    });
    expect(c.fake.state.intents.get(r.intent_id!)).toMatchObject({
      status: 'succeeded',
      amount_received: charged.totalCents - deposit,
    });
    await c.fake.webhooks.settled();
    const seen = await mine(order.id);
    expect(seen.payment!.events.map((e) => e.movement)).toEqual(['deposit', 'hold', 'capture', 'release']);
    // Each money call once, by its key: the deposit page, the rest's hold, the capture.
    expect(keysOf(order.id)).toEqual([
      `order:${order.id}:deposit`,
      `order:${order.id}:hold-saved-card`,
      `order:${order.id}:capture`,
    ]);
    // Refunds across both intents: the rest first, the deposit last, never more than both.
    const rest = charged.totalCents - deposit;
    const tooMuch = await body<{ error: { key: string } }>(
      await staff(`/${order.id}/payment/refund`, { amountCents: charged.totalCents + 1, reason: 'Errado' }),
      422,
    );
    expect(tooMuch.error.key).toBe('payment.refundTooLarge');
    const part = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/refund`, { amountCents: rest + 500, reason: 'Peru menor' }),
      200,
    );
    expect(part.order.payment).toMatchObject({
      state: 'partially_refunded',
      refundedCents: rest,
      deposit: { chargedCents: deposit, refundedCents: 500 },
    });
    const after = await row(order.id);
    expect(c.fake.state.intents.get(after.deposit_intent_id!)).toBeDefined();
    const all = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/refund`, { reason: 'Cliente desistiu' }),
      200,
    );
    expect(all.order.payment).toMatchObject({
      state: 'refunded',
      refundedCents: rest,
      deposit: { refundedCents: deposit },
    });
    expect(all.order.payment!.events.map((e) => e.movement)).toEqual([
      'deposit',
      'hold',
      'capture',
      'release',
      'refund',
      'deposit_refund',
      'deposit_refund',
    ]);
    await body(await staff(`/${order.id}/payment/refund`, { amountCents: 1, reason: 'De novo' }), 422);
    await c.fake.webhooks.settled();
    expect((await row(order.id)).refunded_cents).toBe(rest);
  });

  it('the rest’s hold refused off-session (3184: the deposit paid on the page, the bank wants her then): she pays the rest by a link', async () => {
    const { order } = await depositPaid(THANKSGIVING, '4000 0027 6000 3184');
    expect(await jobs(new Date('2026-11-25T00:00:00Z')).holdsDue()).toBeGreaterThanOrEqual(1);
    const r = await row(order.id);
    expect(r).toMatchObject({
      state: 'awaiting_customer',
      deposit_captured_cents: order.preorder!.depositCents,
    });
    const { payment } = await body<{ payment: { url: string } }>(
      await c.call('POST', `/api/orders/${order.id}/payment/page`, undefined, { jar: customer.jar }),
      200,
    );
    const page = c.fake.sessions.sessions.get((await row(order.id)).session_id!)!;
    expect(page).toMatchObject({ mode: 'payment', amount_total: r.hold_cents });
    expect((await c.payOnPage(payment.url, '4242 4242 4242 4242')).status).toBe(303);
    await c.fake.webhooks.settled();
    expect(await row(order.id)).toMatchObject({
      state: 'authorized',
      authorized_cents: r.hold_cents,
      deposit_captured_cents: order.preorder!.depositCents,
      deposit_intent_id: r.deposit_intent_id,
    });
  });
});

describe('cancel before the rest is held', () => {
  it('the deposit goes back whole to her card; the saved card’s hold is never placed', async () => {
    const { order } = await depositPaid();
    const deposit = order.preorder!.depositCents;
    const { order: cancelled } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/status`, { status: 'cancelled' }),
      200,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment).toMatchObject({
      state: 'canceled',
      deposit: { chargedCents: deposit, refundedCents: deposit },
    });
    const r = await row(order.id);
    const refunds = [...c.fake.state.charges.values()].filter(
      (ch) => ch.payment_intent === r.deposit_intent_id,
    );
    expect(refunds[0]).toMatchObject({ amount_refunded: deposit });
    expect(keysOf(order.id)).toContain(`order:${order.id}:deposit-refund`);
    expect(await jobs(new Date(`${CHRISTMAS_EVE}T00:00:00Z`)).holdsDue()).toBeGreaterThanOrEqual(0);
    expect((await row(order.id)).intent_id).toBeNull();
    expect(cancelled.events.filter((e) => e.kind === 'payment').map((e) => e.note)).toEqual(
      expect.arrayContaining([expect.stringContaining('Encomenda cancelada: sinal devolvido')]),
    );
  });
});
