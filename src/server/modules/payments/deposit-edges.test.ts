import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import type { ChartsReport } from '@/server/modules/reports/chart-reads';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { CHRISTMAS_EVE, insertCampaign, insertTurkey, THANKSGIVING } from '@/testing/campaigns';
import { body, emptyCart, fillCart, patchFulfilment, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { createPaymentJobs } from './jobs';
import { paymentJobs, payments } from './schema';

/**
 * A pre-order's deposit at its edges (decision 107), through the real SDK against the fake Stripe:
 * a final total below the deposit already charged (nothing captured — Stripe refuses a capture of
 * 0 —, the rest's hold released, the excess refunded from the deposit, the order paid); a deposit
 * of the whole order (no hold of 0 queued, settled by the deposit); and what the dashboard and the
 * orders CSV count of a deposit and its refunds.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };
let admin: CookieJar;
/** A campaign asking 90 % of the order, and one asking all of it. */
let ninety: Awaited<ReturnType<typeof insertTurkey>>;
let whole: Awaited<ReturnType<typeof insertTurkey>>;
/** A fixed deposit 30 cents short of the turkey's 119,90: a rest Stripe would refuse to hold. */
let allButCents: Awaited<ReturnType<typeof insertTurkey>>;
const logger = createLogger('silent');

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
  admin = (await signIn(c.t, 'admin')).jar;
  await patchFulfilment(c.t.database.db, (s) => {
    for (const w of s.pickup.schedule.windows) w.capacity = 500;
    return s;
  });
  ninety = await insertTurkey(c.t);
  await insertCampaign(c.t, ninety, { capacity: 50, depositKind: 'percent', depositValue: 90 });
  whole = await insertTurkey(c.t);
  await insertCampaign(c.t, whole, { capacity: 50, depositKind: 'percent', depositValue: 100 });
  allButCents = await insertTurkey(c.t);
  await insertCampaign(c.t, allButCents, { capacity: 50, depositKind: 'fixed', depositValue: 11960 });
});
afterAll(() => c.close());

const db = () => c.t.database.db;
const staff = (path: string, b?: unknown) => c.call('POST', `/api/orders/staff${path}`, b, { jar: admin });
const row = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
const jobs = (at: Date) =>
  createPaymentJobs({ db: db(), payments: c.t.services.payments, logger, now: () => at });
/** Every call to Stripe that moved this order's money, by its idempotency key. */
const keysOf = (orderId: string) =>
  c.fake.requests
    .filter((r) => r.method === 'POST' && r.idempotencyKey?.startsWith(`order:${orderId}:`))
    .map((r) => r.idempotencyKey);
const charts = async () =>
  (
    await body<ChartsReport>(
      await c.call('GET', '/api/reports/staff/charts?days=7', undefined, { jar: admin }),
      200,
    )
  ).card;
/** The order's two card columns of the orders CSV ("Charged to card", "Refunded to card"). */
async function csvCard(order: OrderDetail): Promise<string> {
  const csv = await (
    await c.call('GET', '/api/reports/staff/export/orders?lang=en', undefined, { jar: admin })
  ).text();
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const line = rows.find((r) => r.startsWith(`${order.number.replace(/\D/g, '')},`)) ?? '';
  return line.split(',').slice(-2).join(',');
}
const units = (cents: number) => (cents / 100).toFixed(2);

/** A pre-order of the campaign's 7–8 kg turkey (119,90), with ≈ 1 kg picanha by weight or not, paid by card. */
async function depositPaid(
  turkey: Awaited<ReturnType<typeof insertTurkey>>,
  o: { day: string; picanha: boolean },
) {
  await emptyCart(db(), customer.userId);
  await fillCart(db(), customer.userId, [
    { productId: turkey.product.id, variationId: turkey.big.id, quantity: 1, priceCents: 11990 },
    ...(o.picanha
      ? [{ productId: c.p.picanha.id, variationId: c.p.picanha1kg.id, quantity: 1, priceCents: 11990 }]
      : []),
  ]);
  const placed = await body<{ order: OrderDetail; payment: { url: string } }>(
    await c.call(
      'POST',
      '/api/orders',
      { fulfilment: 'pickup', date: o.day, windowId: 'pickup-morning', paymentMethod: 'card' },
      { jar: customer.jar, headers: { 'Idempotency-Key': randomUUID() } },
    ),
    201,
  );
  expect((await c.payOnPage(placed.payment.url, '4242 4242 4242 4242')).status).toBe(303);
  await c.fake.webhooks.settled();
  return placed.order;
}

describe('a final total below the deposit already charged', () => {
  it('captures nothing: the rest’s hold released, the excess refunded from the deposit, the order paid, the reports count it', async () => {
    const before = await charts();
    const order = await depositPaid(ninety, { day: THANKSGIVING, picanha: true });
    const deposit = order.preorder!.depositCents;
    expect(deposit).toBe(Math.round(order.totalCents * 0.9));
    expect(await jobs(new Date('2026-11-25T00:00:00Z')).holdsDue()).toBeGreaterThanOrEqual(1);
    const held = await row(order.id);
    expect(held).toMatchObject({ state: 'authorized' });
    await c.fake.webhooks.settled();

    // 300 g of the ≈ 1 kg picanha: the final total falls below the 90 % deposit.
    await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
    const beef = order.items.find((i) => i.productId === c.p.picanha.id)!;
    const { order: weighed } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/weights`, { lines: [{ itemId: beef.id, weight: '0,3' }] }),
      200,
    );
    const excess = deposit - weighed.totalCents;
    expect(excess).toBeGreaterThan(0);
    const { order: paid } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );

    expect(paid.paymentStatus).toBe('confirmed');
    expect(paid.payment).toMatchObject({
      state: 'captured',
      capturedCents: 0,
      releasedCents: held.authorized_cents,
      deposit: { chargedCents: deposit, refundedCents: excess },
    });
    expect(paid.payment!.events.map((e) => [e.movement, e.amountCents])).toEqual([
      ['deposit', deposit],
      ['hold', held.authorized_cents],
      ['release', held.authorized_cents],
      ['deposit_refund', excess],
    ]);
    expect(paid.events.filter((e) => e.kind === 'payment').at(-1)?.note).toContain('Pago pelo sinal de');
    // At Stripe: no capture at all (of 0 or else), the rest's hold cancelled, the excess refunded.
    expect(c.fake.requests.filter((r) => r.path.endsWith('/capture'))).toEqual([]);
    expect(c.fake.state.intents.get(held.intent_id!)).toMatchObject({ status: 'canceled' });
    const depositCharge = [...c.fake.state.charges.values()].find(
      (ch) => ch.payment_intent === held.deposit_intent_id,
    );
    expect(depositCharge).toMatchObject({ amount_refunded: excess });
    expect(keysOf(order.id)).toEqual([
      `order:${order.id}:deposit`,
      `order:${order.id}:hold-saved-card`,
      `order:${order.id}:cancel`,
      `order:${order.id}:deposit-settle`,
    ]);
    // Late webhooks of the cancel and the refund change nothing.
    await c.fake.webhooks.settled();
    expect(await row(order.id)).toMatchObject({ state: 'captured', deposit_refunded_cents: excess });
    // Settled twice: refused, nothing more at Stripe.
    expect((await staff(`/${order.id}/payment/capture`)).status).toBe(409);

    // The dashboard: the deposit charged, its excess refunded; net = the final total. The CSV too.
    const after = await charts();
    expect(after.capturedCents - before.capturedCents).toBe(deposit);
    expect(after.refundedCents - before.refundedCents).toBe(excess);
    expect(after.netCents - before.netCents).toBe(weighed.totalCents);
    expect(await csvCard(order)).toBe(`${units(deposit)},${units(excess)}`);

    // What is left of the deposit can still be refunded by staff, from the deposit's intent.
    const { order: refunded } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/refund`, { amountCents: 500, reason: 'Embalagem' }),
      200,
    );
    expect(refunded.payment).toMatchObject({
      state: 'partially_refunded',
      deposit: { refundedCents: excess + 500 },
    });
    expect((await charts()).refundedCents - before.refundedCents).toBe(excess + 500);
  });

  it('a later weighing lower still refunds the difference from the deposit', async () => {
    const order = await depositPaid(ninety, { day: THANKSGIVING, picanha: true });
    expect(await jobs(new Date('2026-11-25T00:00:00Z')).holdsDue()).toBeGreaterThanOrEqual(1);
    await c.fake.webhooks.settled();
    await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
    const beef = order.items.find((i) => i.productId === c.p.picanha.id)!;
    const weigh = (weight: string) =>
      staff(`/${order.id}/weights`, { lines: [{ itemId: beef.id, weight }] }).then((r) =>
        body<{ order: OrderDetail }>(r, 200),
      );
    await weigh('0,3');
    await body(await staff(`/${order.id}/payment/capture`), 200);
    const first = await row(order.id);
    const { order: lighter } = await weigh('0,2');
    await c.t.services.payments.jobs.refundsDue(order.id);
    const r = await row(order.id);
    expect(r.deposit_captured_cents - r.deposit_refunded_cents).toBe(lighter.totalCents);
    expect(r.deposit_refunded_cents).toBeGreaterThan(first.deposit_refunded_cents);
  });
});

/**
 * A pre-order whose deposit leaves nothing to hold later: its card saved with no hold and no hold
 * job; the day comes and nothing is asked of Stripe beyond the deposit, nothing changes.
 */
async function expectNoLaterHold(order: OrderDetail) {
  expect(await row(order.id)).toMatchObject({ state: 'card_saved', hold_cents: 0, hold_due_at: null });
  expect(
    await db()
      .select()
      .from(paymentJobs)
      .where(eq(paymentJobs.key, `hold:${order.id}`)),
  ).toEqual([]);
  await jobs(new Date(`${CHRISTMAS_EVE}T00:00:00Z`)).holdsDue();
  expect(keysOf(order.id)).toEqual([`order:${order.id}:deposit`]);
  expect((await row(order.id)).state).toBe('card_saved');
}

describe('a deposit of the whole order', () => {
  it('queues no hold of 0; staff settle it by the deposit; the order reads paid', async () => {
    const before = await charts();
    const order = await depositPaid(whole, { day: CHRISTMAS_EVE, picanha: false });
    const deposit = order.preorder!.depositCents;
    expect(deposit).toBe(order.totalCents);
    await expectNoLaterHold(order);
    const mine = (
      await body<{ order: OrderDetail }>(
        await c.call('GET', `/api/orders/${order.id}`, undefined, { jar: customer.jar }),
        200,
      )
    ).order;
    expect(mine.events.filter((e) => e.kind === 'payment').map((e) => e.note)).toEqual([
      expect.stringContaining('cobre a encomenda inteira, nada mais será reservado'),
    ]);

    await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
    const { order: paid } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );
    expect(paid.paymentStatus).toBe('confirmed');
    expect(paid.payment).toMatchObject({
      state: 'captured',
      capturedCents: 0,
      deposit: { chargedCents: deposit, refundedCents: 0 },
    });
    expect(paid.payment!.events.map((e) => e.movement)).toEqual(['deposit']);
    expect(keysOf(order.id)).toEqual([`order:${order.id}:deposit`]);
    const after = await charts();
    expect(after.capturedCents - before.capturedCents).toBe(deposit);
    expect(after.refundedCents - before.refundedCents).toBe(0);
  });
});

describe("a rest below the card's minimum (decision 115)", () => {
  it('is not held 2 days before (Stripe would refuse 30 cents): the deposit covers the order', async () => {
    const order = await depositPaid(allButCents, { day: CHRISTMAS_EVE, picanha: false });
    expect(order.totalCents - order.preorder!.depositCents).toBe(30);
    await expectNoLaterHold(order);
    await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
    const { order: paid } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/payment/capture`),
      200,
    );
    expect(paid.paymentStatus).toBe('confirmed');
    expect(paid.payment).toMatchObject({
      capturedCents: 0,
      deposit: { chargedCents: 11960, refundedCents: 0 },
    });
  });
});

describe('the reports count a deposit given back', () => {
  it('cancelled before the rest is held: the dashboard counts the deposit charged and refunded, the CSV too', async () => {
    const before = await charts();
    const order = await depositPaid(ninety, { day: CHRISTMAS_EVE, picanha: true });
    const deposit = order.preorder!.depositCents;
    await body(await staff(`/${order.id}/status`, { status: 'cancelled' }), 200);
    const after = await charts();
    expect(after.capturedCents - before.capturedCents).toBe(deposit);
    expect(after.refundedCents - before.refundedCents).toBe(deposit);
    expect(after.netCents - before.netCents).toBe(0);
    expect(await csvCard(order)).toBe(`${units(deposit)},${units(deposit)}`);
  });
});
