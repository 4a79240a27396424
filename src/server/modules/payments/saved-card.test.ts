import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { createServices } from '@/server/services';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { sentBody } from '@/testing/messaging/links';
import { outbox } from '@/testing/messaging/outbox';
import { body, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { createPaymentJobs, JOB_LEASE_MS } from './jobs';
import { paymentJobs, payments, paymentWebhooks } from './schema';

/**
 * A card order for a window more than 6 days ahead (issue 36, decision 101): the card is saved at
 * checkout (Checkout in setup mode), a job places the hold 2 days before the window, and a hold
 * the bank refuses leaves the order waiting for the customer, who pays by a link.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };
let other: { jar: CookieJar; userId: string };
let admin: CookieJar;
const logger = createLogger('silent');

// CLOCK is Monday 2026-11-23 15:00 UTC; Thursday 2026-12-03 09:00 in New York is 10 days ahead.
const FAR_DAY = '2026-12-03';
const WINDOW_STARTS = new Date('2026-12-03T14:00:00Z');
const HOLD_DUE = new Date('2026-12-01T14:00:00Z');

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
  other = await signIn(c.t);
  admin = (await signIn(c.t, 'admin')).jar;
});
afterAll(() => c.close());

const db = () => c.t.database.db;
const row = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
const holdJob = async (orderId: string) =>
  (
    await db()
      .select()
      .from(paymentJobs)
      .where(eq(paymentJobs.key, `hold:${orderId}`))
  )[0];
const mine = async (id: string, jar = customer.jar) =>
  (await body<{ order: OrderDetail }>(await c.call('GET', `/api/orders/${id}`, undefined, { jar }), 200))
    .order;
/** An instance's jobs (a process: a server or the worker) whose clock reads `at`. */
const instance = (at: Date) =>
  createPaymentJobs({ db: db(), payments: c.t.services.payments, logger, now: () => at });
const holdCalls = (orderId: string) =>
  c.fake.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/v1/payment_intents' &&
      r.form.metadata &&
      (r.form.metadata as Record<string, string>).order_id === orderId,
  );

/** A card order delivered on FAR_DAY, its card saved on the setup page with `card`. */
async function saved(card = '4242 4242 4242 4242') {
  const placed = await c.cardOrder(customer, { date: FAR_DAY });
  expect((await c.payOnPage(placed.payment.url, card)).status).toBe(303);
  await c.fake.webhooks.settled();
  return placed;
}

describe("the setup page's own events", () => {
  it('the customer Stripe makes for her on the setup page is acknowledged, nothing read or written for it (decisions 133, 134)', async () => {
    const { order } = await saved();
    const before = await row(order.id);
    // Stripe has the event (its list of events), and an endpoint that listens to every event gets it.
    const created = c.fake.state.events.find(
      (e) => e.type === 'customer.created' && (e.data.object as { id: string }).id === before.customer_id,
    );
    expect(created).toBeDefined();
    // The shop's endpoint does not ask for it (STRIPE_WEBHOOK_EVENTS): it never came.
    expect(c.fake.webhooks.delivered.some((d) => d.event.id === created!.id)).toBe(false);
    const asked = c.fake.requests.length;
    expect(await c.fake.webhooks.resend(created!)).toBe(200);
    expect(c.fake.requests.length).toBe(asked);
    const recorded = await db()
      .select()
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.event_id, created!.id));
    expect(recorded).toEqual([]);
    expect(await row(order.id)).toEqual(before);
    // A forged one is still refused before anything else.
    expect(await c.fake.webhooks.resend(created!, 'whsec_not_the_shops')).toBe(400);
  });
});

describe('a window more than 6 days ahead: the card is saved, not held', () => {
  it('checkout opens Stripe Checkout in setup mode for a customer, holds nothing, and keeps the hold for 2 days before', async () => {
    const { order, payment } = await c.cardOrder(customer, { date: FAR_DAY });
    expect(order.status).toBe('pending_payment');
    const r = await row(order.id);
    expect(r).toMatchObject({ state: 'awaiting_payment', session_id: null });
    expect(r.hold_due_at?.toISOString()).toBe(HOLD_DUE.toISOString());
    expect(r.hold_due_at!.getTime()).toBe(WINDOW_STARTS.getTime() - 2 * 86_400_000);
    const session = c.fake.sessions.sessions.get(r.setup_session_id!)!;
    // One call to Stripe (decision 134): no Customer yet; Stripe makes hers, with her e-mail, when
    // she confirms the page, and the card is saved to it.
    expect(r.customer_id).toBeNull();
    expect(session).toMatchObject({
      mode: 'setup',
      customer: null,
      customer_creation: 'always',
      customer_email: order.customer.email,
      url: payment.url,
    });
    expect(
      c.fake.requests.filter((q) => q.idempotencyKey?.startsWith(`order:${order.id}:`)).map((q) => q.path),
    ).toEqual(['/v1/checkout/sessions']);
    expect(holdCalls(order.id)).toHaveLength(0);
    expect((await c.payOnPage(payment.url, '4242 4242 4242 4242')).status).toBe(303);
    await c.fake.webhooks.settled();
    const kept = await row(order.id);
    expect(kept).toMatchObject({ state: 'card_saved', customer_id: session.customer });
    expect(c.fake.saved.customers.get(kept.customer_id!)?.email).toBe(order.customer.email);
    expect(c.fake.saved.methods.get(kept.payment_method_id!)?.customer).toBe(kept.customer_id);
    expect(c.fake.saved.setupIntents.get(session.setup_intent as string)?.customer).toBe(kept.customer_id);
  });

  it('the near window checks out exactly as before (a hold on the page, no setup)', async () => {
    const { order } = await c.cardOrder(customer);
    const r = await row(order.id);
    expect(r).toMatchObject({ hold_due_at: null, setup_session_id: null, customer_id: null });
    expect(c.fake.sessions.sessions.get(r.session_id!)?.mode).toBe('payment');
  });

  it('4242 saved: the order is confirmed, the card shown, the hold job due 2 days before the window; nothing held yet', async () => {
    const { order } = await saved();
    const seen = await mine(order.id);
    expect(seen.status).toBe('confirmed');
    expect(seen.payment).toMatchObject({
      state: 'card_saved',
      cardLast4: '4242',
      holdDueAt: HOLD_DUE.toISOString(),
      capturedCents: 0,
    });
    expect(seen.events.filter((e) => e.kind === 'payment').map((e) => e.note)).toEqual([
      expect.stringContaining('Cartão salvo (visa •••• 4242): a reserva de'),
    ]);
    const r = await row(order.id);
    expect(c.fake.saved.methods.get(r.payment_method_id!)?.customer).toBe(r.customer_id);
    expect(await holdJob(order.id)).toMatchObject({ kind: 'place_hold', done_at: null });
    expect((await holdJob(order.id))!.due_at.toISOString()).toBe(HOLD_DUE.toISOString());
    expect(holdCalls(order.id)).toHaveLength(0);
  });

  it('the setup webhooks twice and out of order, and the return’s sync, save the card once', async () => {
    const { order, payment } = await c.cardOrder(customer, { date: FAR_DAY });
    c.fake.webhooks.mode = 'hold';
    try {
      expect((await c.payOnPage(payment.url, '4242424242424242')).status).toBe(303);
      const events = [...c.fake.webhooks.pending];
      expect(events.map((e) => e.type)).toEqual(
        expect.arrayContaining(['setup_intent.succeeded', 'checkout.session.completed']),
      );
      const statuses = await c.fake.webhooks.release(events.map((e) => e.id).reverse());
      expect(statuses.every((s) => s === 200)).toBe(true);
      for (const event of events) expect(await c.fake.webhooks.resend(event)).toBe(200);
    } finally {
      c.fake.webhooks.mode = 'auto';
    }
    await body(
      await c.call('POST', `/api/orders/${order.id}/payment/sync`, undefined, { jar: customer.jar }),
      200,
    );
    const seen = await mine(order.id);
    expect(seen.payment!.state).toBe('card_saved');
    expect(seen.events.filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(await db().select().from(paymentJobs).where(eq(paymentJobs.order_id, order.id))).toHaveLength(1);
  });
});

describe('the hold job', () => {
  it('not before it is due; when due, once across two instances (a server and the worker), after a restart', async () => {
    const { order } = await saved();
    expect(await instance(new Date(HOLD_DUE.getTime() - 60_000)).holdsDue()).toBe(0);
    // Two processes at the due time, started after the one that queued it: exactly one places it.
    // (Holds of the earlier tests' orders are due too: each is taken by one of the two.)
    const ran = await Promise.all([instance(HOLD_DUE).holdsDue(), instance(HOLD_DUE).holdsDue()]);
    expect(ran[0]! + ran[1]!).toBeGreaterThanOrEqual(1);
    const r = await row(order.id);
    expect(r).toMatchObject({ state: 'authorized', authorized_cents: r.hold_cents });
    const calls = holdCalls(order.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(`order:${order.id}:hold-saved-card`);
    expect(calls[0]!.form).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      capture_method: 'manual',
      customer: r.customer_id,
      payment_method: r.payment_method_id,
      amount: String(r.hold_cents),
    });
    expect(c.fake.state.intents.get(r.intent_id!)).toMatchObject({ status: 'requires_capture' });
    expect(await holdJob(order.id)).toMatchObject({ done_at: expect.any(Date), last_error: null });
    expect(await instance(new Date(HOLD_DUE.getTime() + 3_600_000)).holdsDue()).toBe(0);
    await c.fake.webhooks.settled();
    const seen = await mine(order.id);
    expect(seen.payment).toMatchObject({ state: 'authorized', cardLast4: '4242' });
    expect(seen.payment!.events.map((e) => e.movement)).toEqual(['hold']);
  });

  it('the worker (npm run worker) and a server both run the payment jobs: a due hold is placed once', async () => {
    const { order } = await saved();
    await db()
      .update(paymentJobs)
      .set({ due_at: new Date(Date.now() - 1000) })
      .where(eq(paymentJobs.key, `hold:${order.id}`));
    // What src/cli/worker.ts builds: the services of another process on the same database.
    const worker = createServices(c.t.database, c.t.env, { logger });
    const rounds = [c.t.services.payments.jobs.start(60_000), worker.payments.jobs.start(60_000)];
    await Promise.all(rounds.map((r) => r.stop()));
    expect(holdCalls(order.id)).toHaveLength(1);
    expect((await row(order.id)).state).toBe('authorized');
    expect(await holdJob(order.id)).toMatchObject({ done_at: expect.any(Date), attempts: 1 });
    await worker.redis?.close();
  });

  it('a process that stopped holding the job: another takes it when the lease lapses; Stripe down: tried again later', async () => {
    const { order } = await saved();
    // A process took it and died (its lease stays).
    await db()
      .update(paymentJobs)
      .set({ lease_until: new Date(HOLD_DUE.getTime() + JOB_LEASE_MS), attempts: 1 })
      .where(eq(paymentJobs.key, `hold:${order.id}`));
    expect(await instance(HOLD_DUE).holdsDue()).toBe(0);
    c.fake.faults.down = true;
    const later = new Date(HOLD_DUE.getTime() + JOB_LEASE_MS + 1000);
    expect(await instance(later).holdsDue()).toBe(1);
    expect((await row(order.id)).state).toBe('card_saved');
    const waiting = (await holdJob(order.id))!;
    expect(waiting.done_at).toBeNull();
    expect(waiting.due_at.getTime()).toBeGreaterThan(later.getTime());
    c.fake.faults.down = false;
    expect(await instance(new Date(later.getTime() + 3_600_000)).holdsDue()).toBe(1);
    expect((await row(order.id)).state).toBe('authorized');
  });

  it('an order cancelled before its hold: nothing is held, the job places nothing', async () => {
    const { order } = await saved();
    await body(
      await c.call('POST', `/api/orders/staff/${order.id}/status`, { status: 'cancelled' }, { jar: admin }),
      200,
    );
    expect((await row(order.id)).state).toBe('canceled');
    expect(await instance(HOLD_DUE).holdsDue()).toBe(1);
    expect(await holdJob(order.id)).toMatchObject({ done_at: expect.any(Date), last_error: 'not_due' });
    expect(holdCalls(order.id)).toHaveLength(0);
  });
});

describe('a hold the bank refuses: the order waits for her', () => {
  it.each([
    ['4000 0000 0000 0341', 'card_declined/generic_decline'],
    ['4000 0027 6000 3184', 'authentication_required/authentication_required'],
  ])(
    '%s saves fine, its hold fails (%s): she is told with a link, the desk sees it, she pays on a new page',
    async (card, code) => {
      const { order } = await saved(card);
      expect((await row(order.id)).state).toBe('card_saved');
      expect(await instance(HOLD_DUE).holdsDue()).toBe(1);
      const r = await row(order.id);
      expect(r).toMatchObject({ state: 'awaiting_customer', failure_code: code, intent_id: null });
      await c.fake.webhooks.settled();

      // Her message, after commit through the outbox, with the link to her order.
      const [message] = await outbox(db()).rows({ relatedId: order.id, purpose: 'order_update' }, 'newest');
      expect(message!.subject).toContain('aguarda seu pagamento');
      expect(sentBody(c.t, message!)).toContain(`http://shop.test/meus-pedidos?pedido=${order.id}`);
      // The desk shows it.
      const desk = await body<{ order: OrderDetail }>(
        await c.call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: admin }),
        200,
      );
      expect(desk.order.payment).toMatchObject({ state: 'awaiting_customer', failureKey: code });
      expect(desk.order.events.at(-1)?.note).toContain('aguardando o cliente');

      // Her page: another customer's order is 404; hers opens Stripe Checkout in payment mode.
      expect(
        (await c.call('POST', `/api/orders/${order.id}/payment/page`, undefined, { jar: other.jar })).status,
      ).toBe(404);
      const { payment } = await body<{ payment: { url: string } }>(
        await c.call('POST', `/api/orders/${order.id}/payment/page`, undefined, { jar: customer.jar }),
        200,
      );
      const again = await body<{ payment: { url: string } }>(
        await c.call('POST', `/api/orders/${order.id}/payment/page`, undefined, { jar: customer.jar }),
        200,
      );
      expect(again.payment.url).toBe(payment.url);
      const page = c.fake.sessions.sessions.get((await row(order.id)).session_id!)!;
      expect(page).toMatchObject({ mode: 'payment', amount_total: r.hold_cents });
      expect(page.payment_intent_data.capture_method).toBe('manual');
      expect((await c.payOnPage(payment.url, '4242 4242 4242 4242')).status).toBe(303);
      await c.fake.webhooks.settled();
      const paid = await mine(order.id);
      expect(paid.payment).toMatchObject({ state: 'authorized', cardLast4: '4242', holdCents: r.hold_cents });
      // Nothing more to pay.
      expect(
        await body(
          await c.call('POST', `/api/orders/${order.id}/payment/page`, undefined, { jar: customer.jar }),
          409,
        ),
      ).toMatchObject({ error: { key: 'payment.nothingToPay' } });
    },
  );

  it('her message is in her language (an order placed in English)', async () => {
    const placed = await c.cardOrder(customer, { date: FAR_DAY }, 'en');
    expect((await c.payOnPage(placed.payment.url, '4000 0000 0000 0341')).status).toBe(303);
    await c.fake.webhooks.settled();
    expect(await instance(HOLD_DUE).holdsDue()).toBe(1);
    const [message] = await outbox(db()).rows(
      { relatedId: placed.order.id, purpose: 'order_update' },
      'newest',
    );
    expect(message!.subject).toContain('is waiting for your payment');
    expect(sentBody(c.t, message!)).toContain('declined the hold');
  });
});

describe('refusals', () => {
  it('a visitor gets 401 for the pay page; an order not waiting for her gets 409', async () => {
    const { order } = await c.cardOrder(customer);
    expect((await c.call('POST', `/api/orders/${order.id}/payment/page`)).status).toBe(401);
    expect(
      await body(
        await c.call('POST', `/api/orders/${order.id}/payment/page`, undefined, { jar: customer.jar }),
        409,
      ),
    ).toMatchObject({ error: { key: 'payment.nothingToPay' } });
  });

  it('an abandoned setup page expires with the reconcile pass: the order is cancelled', async () => {
    const { order } = await c.cardOrder(customer, { date: FAR_DAY });
    const r = await row(order.id);
    c.fake.sessions.sessions.get(r.setup_session_id!)!.expires_at = Math.floor(Date.now() / 1000) - 1;
    await db()
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(payments.id, r.id));
    await c.t.services.payments.reconcile();
    expect((await row(order.id)).state).toBe('expired');
    expect((await mine(order.id)).status).toBe('cancelled');
  });
});
