import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { createPaymentJobs, JOB_LEASE_MS, RECONCILE_EVERY_MS } from './jobs';
import { paymentJobs, payments } from './schema';

/**
 * The payments jobs (decision 082): the refund after a lower weighing is a job committed with the
 * weights (Stripe down → it waits and runs later), the reconcile pass runs once across instances
 * and again when due, and a page Stripe no longer knows expires.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };
let admin: CookieJar;
const logger = createLogger('silent');

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
  admin = (await signIn(c.t, 'admin')).jar;
});
afterAll(() => c.close());

const staff = (path: string, b?: unknown) => c.call('POST', `/api/orders/staff${path}`, b, { jar: admin });
const db = () => c.t.database.db;
/** An instance's jobs whose clock runs `aheadMs` in the future. */
const instance = (aheadMs = 0) =>
  createPaymentJobs({
    db: db(),
    payments: c.t.services.payments,
    logger,
    now: () => new Date(Date.now() + aheadMs),
  });

async function charged() {
  const { order } = await c.cardOrder(customer);
  const row = (await db().select().from(payments).where(eq(payments.order_id, order.id)))[0]!;
  expect((await c.payOnPage(row.session_url!, '4242 4242 4242 4242')).status).toBe(303);
  await c.fake.webhooks.settled();
  await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
  await body(
    await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '1,08' }] }),
    200,
  );
  const { order: paid } = await body<{ order: OrderDetail }>(
    await staff(`/${order.id}/payment/capture`),
    200,
  );
  return paid;
}

describe('the refund after a lower weighing', () => {
  it('Stripe down at the weighing: the weights are saved, the refund waits as a job and runs later, once', async () => {
    const paid = await charged();
    c.fake.faults.down = true;
    const { order: lower } = await body<{ order: OrderDetail }>(
      await staff(`/${paid.id}/weights`, { lines: [{ itemId: paid.items[0]!.id, weight: '0,95' }] }),
      200,
    );
    expect(lower.payment!.refundedCents).toBe(0);
    const [job] = await db().select().from(paymentJobs).where(eq(paymentJobs.order_id, paid.id));
    expect(job).toMatchObject({ kind: 'reweigh_refund', target_cents: lower.totalCents, done_at: null });
    expect(job!.due_at.getTime()).toBeGreaterThan(Date.now());

    c.fake.faults.down = false;
    // Not due yet for this instance; due for one an hour ahead (the backoff passed).
    expect(await instance().refundsDue()).toBe(0);
    expect(await instance(60 * 60_000).refundsDue()).toBe(1);
    const [row] = await db().select().from(payments).where(eq(payments.order_id, paid.id));
    expect(row!.refunded_cents).toBe(paid.totalCents - lower.totalCents);
    expect(row!.state).toBe('partially_refunded');
    // Done: running again refunds nothing more.
    expect(await instance(60 * 60_000).refundsDue()).toBe(0);
    const refunds = c.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds.filter((r) => r.form.payment_intent === row!.intent_id)).toHaveLength(1);
  });

  it('a job taken by an instance that stopped is taken again once its lease lapses', async () => {
    const paid = await charged();
    c.fake.faults.down = true;
    await body(
      await staff(`/${paid.id}/weights`, { lines: [{ itemId: paid.items[0]!.id, weight: '0,9' }] }),
      200,
    );
    c.fake.faults.down = false;
    // An instance took it and died: its lease is still running.
    await db()
      .update(paymentJobs)
      .set({ due_at: new Date(Date.now() - 1000), lease_until: new Date(Date.now() + JOB_LEASE_MS) })
      .where(eq(paymentJobs.order_id, paid.id));
    expect(await instance().refundsDue()).toBe(0);
    expect(await instance(JOB_LEASE_MS + 1000).refundsDue()).toBe(1);
    const [row] = await db().select().from(payments).where(eq(payments.order_id, paid.id));
    expect(row!.refunded_cents).toBeGreaterThan(0);
  });
});

describe('the reconcile pass on the timer', () => {
  it('runs once across instances, then again when due', async () => {
    await db().delete(paymentJobs).where(eq(paymentJobs.key, 'reconcile'));
    const [a, b] = await Promise.all([instance().reconcileIfDue(), instance().reconcileIfDue()]);
    expect([a, b].filter((n) => n !== null)).toHaveLength(1);
    expect(await instance().reconcileIfDue()).toBeNull();
    expect(await instance(RECONCILE_EVERY_MS + 1000).reconcileIfDue()).not.toBeNull();
  });

  it('a page Stripe no longer knows (the demo stand-in restarted) expires: the order is cancelled', async () => {
    const { order } = await c.cardOrder(customer);
    const [row] = await db().select().from(payments).where(eq(payments.order_id, order.id));
    c.fake.sessions.sessions.delete(row!.session_id!);
    await db()
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, row!.id));
    await db().delete(paymentJobs).where(eq(paymentJobs.key, 'reconcile'));
    expect(await instance().reconcileIfDue()).toBeGreaterThanOrEqual(1);
    const { order: seen } = await body<{ order: OrderDetail }>(
      await c.call('GET', `/api/orders/${order.id}`, undefined, { jar: customer.jar }),
      200,
    );
    expect(seen.status).toBe('cancelled');
    expect(seen.payment!.state).toBe('expired');
  });
});
