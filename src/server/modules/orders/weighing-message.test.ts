import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { body, type OrderDesk, orderDeskTestApp, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import type { SendOutcome, Transports } from '../messaging/transports/types';
import { runWorkerOnce } from '../messaging/worker';
import { WEIGHING_MESSAGE_QUIET_MS } from './actions/notify';

/**
 * Issue 34: six simultaneous weighings of one order sent the customer six messages. A weighing's
 * message now waits WEIGHING_MESSAGE_QUIET_MS for the next weighing of the same order, which
 * replaces it: one message per settled weighing, with the weights as they ended (decision 072).
 */

let t: TestApp;
let call: Call;
let placeFor: OrderDesk['newOrder'];
let admin: CookieJar;
let customer: { jar: CookieJar; userId: string; email: string };

beforeAll(async () => {
  ({ t, call, newOrder: placeFor } = await orderDeskTestApp());
  admin = (await signIn(t, 'admin')).jar;
  customer = await signIn(t);
});
afterAll(() => t.close());

async function confirmedOrder(): Promise<OrderDetail> {
  const order = await placeFor(customer);
  await body(
    await call('POST', `/api/orders/staff/${order.id}/status`, { status: 'confirmed' }, { jar: admin }),
    200,
  );
  return order;
}

const weigh = (order: OrderDetail, weight: string) =>
  call(
    'POST',
    `/api/orders/staff/${order.id}/weights`,
    { lines: [{ itemId: order.items[0]!.id, weight }] },
    {
      jar: admin,
    },
  );

/** The order's weighing messages (the confirmation and status messages say no "pesado"), oldest first. */
const weighingMessages = async (order: OrderDetail) =>
  (await outbox(t.database.db).rows({ relatedId: order.id, purpose: 'order_update' }, 'oldest')).filter((m) =>
    m.body.includes('pesado'),
  );

const sent: string[] = [];
const accepting = {
  send: async (m: { body: string }): Promise<SendOutcome> => {
    sent.push(m.body);
    return { status: 'sent', providerMessageId: null };
  },
};
const transports: Transports = { whatsapp: accepting, email: accepting };
/** One round of the outbox worker, `aheadMs` from now. */
const workerRound = (aheadMs: number) =>
  runWorkerOnce({
    db: t.database.db,
    transports,
    logger: createLogger('silent'),
    now: () => new Date(Date.now() + aheadMs),
    batchSize: 100,
  });

describe('the customer hears once per settled weighing', () => {
  it('six weighings at once: one message, with the weight the order ended with', async () => {
    const order = await confirmedOrder();
    const weights = ['1,01', '1,02', '1,03', '1,04', '1,05', '1,06'];
    const answers = await Promise.all(weights.map((w) => weigh(order, w)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const final = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: admin }),
      200,
    );
    const grams = final.order.items[0]!.finalGrams!;
    const kg = (grams / 1000).toFixed(2).replace('.', ',');
    const found = await weighingMessages(order);
    expect(found).toHaveLength(1);
    expect(found[0]!.status).toBe('queued');
    expect(found[0]!.body).toContain(`pesado ${kg} kg`);
    expect(found[0]!.body).toContain(`Total final: R$`);
    // Every weighing is still in the order's history: only the telling is debounced.
    expect(final.order.events.filter((e) => e.kind === 'weighing')).toHaveLength(6);
  });

  it('waits for the quiet time, and a weighing within it postpones and replaces the message', async () => {
    const order = await confirmedOrder();
    await body(await weigh(order, '1,08'), 200);
    const [first] = await weighingMessages(order);
    expect(first!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + WEIGHING_MESSAGE_QUIET_MS - 5_000);
    await workerRound(0);
    expect((await weighingMessages(order))[0]!.status).toBe('queued');

    await body(await weigh(order, '0,97'), 200);
    const [replaced, ...more] = await weighingMessages(order);
    expect(more).toEqual([]);
    expect(replaced!.id).toBe(first!.id);
    expect(replaced!.body).toContain('pesado 970 g');
    expect(replaced!.body).not.toContain('1,08 kg');
    expect(replaced!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(first!.next_attempt_at.getTime());

    sent.length = 0;
    await workerRound(WEIGHING_MESSAGE_QUIET_MS + 1_000);
    expect(sent.filter((b) => b.includes(order.number) && b.includes('pesado'))).toEqual([replaced!.body]);
  });

  it('a weighing after the message went out is news: a second message, with the new weight', async () => {
    const order = await confirmedOrder();
    await body(await weigh(order, '1,08'), 200);
    await workerRound(WEIGHING_MESSAGE_QUIET_MS + 1_000);
    expect((await weighingMessages(order)).map((m) => m.status)).toEqual(['sent']);

    await body(await weigh(order, '1,1'), 200);
    const [earlier, later] = await weighingMessages(order);
    expect(earlier).toMatchObject({ status: 'sent' });
    expect(earlier!.body).toContain('pesado 1,08 kg');
    expect(later).toMatchObject({ status: 'queued' });
    expect(later!.body).toContain('pesado 1,1 kg');
  });

  it('weighings of two orders are told apart', async () => {
    const [a, b] = [await confirmedOrder(), await confirmedOrder()];
    await Promise.all([weigh(a, '1,02'), weigh(b, '1,04')]);
    expect(await weighingMessages(a)).toHaveLength(1);
    expect(await weighingMessages(b)).toHaveLength(1);
  });
});
