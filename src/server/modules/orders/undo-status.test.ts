import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import { STATUS_MESSAGE_DELAY_MS, UNDO_WINDOW_MS } from '@/shared/orders/undo';
import type { Call, CookieJar } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { body, type OrderDesk, orderDeskTestApp, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { stores } from '../stores/schema';
import { orderEvents } from './schema';

/**
 * Issue 39 (decision 080): a status move can be undone for UNDO_WINDOW_MS (its customer message
 * waits that long and is withdrawn), later stepped back with a reason; every undo is an order
 * event and an audit entry; refused undos change nothing.
 */

type Who = 'admin' | 'manager' | 'otherManager' | 'operator' | 'customer';
let t: TestApp;
let call: Call;
let placeFor: OrderDesk['newOrder'];
const jars = {} as Record<Who, CookieJar>;
let buyer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  ({ t, call, newOrder: placeFor } = await orderDeskTestApp());
  await t.database.db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' });
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.otherManager = (await signIn(t, 'manager', 'buford')).jar;
  jars.operator = (await signIn(t, 'operator', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
  buyer = await signIn(t);
});
afterAll(() => t.close());

const post = (who: Who | null, path: string, b: unknown) =>
  call('POST', `/api/orders/staff${path}`, b, who ? { jar: jars[who] } : {});
const move = async (who: Who, order: { id: string }, status: string) =>
  (await body<{ order: OrderDetail }>(await post(who, `/${order.id}/status`, { status }), 200)).order;
const undo = (who: Who | null, order: { id: string }, eventId: string, reason?: string) =>
  post(who, `/${order.id}/status/undo`, { eventId, ...(reason ? { reason } : {}) });
const latest = (order: OrderDetail) => order.events.at(-1)!;
const messagesOf = (orderId: string) => outbox(t.database.db).rows({ relatedId: orderId }, 'oldest');
const undoEntries = (orderId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_id, orderId), eq(auditLog.action, 'undo_status')));

/** An order already preparing (paid), its messages so far marked sent. */
async function preparing(): Promise<OrderDetail> {
  const placed = await placeFor(buyer);
  await body(await post('admin', `/${placed.id}/payment`, {}), 200);
  const order = await move('admin', placed, 'preparing');
  await outbox(t.database.db).update({ relatedId: order.id }, { status: 'sent' });
  return order;
}

/** As if the order's events had happened `ms` earlier (their order kept). */
async function ageEvents(orderId: string, ms: number) {
  await t.database.db
    .update(orderEvents)
    .set({ created_at: sql`${orderEvents.created_at} - ${`${ms} milliseconds`}::interval` })
    .where(eq(orderEvents.order_id, orderId));
}

describe('undoing a status move', () => {
  it('a move’s customer message waits out the undo window', async () => {
    const order = await move('admin', await preparing(), 'out_for_delivery');
    const [message] = (await messagesOf(order.id)).filter((m) => m.status === 'queued');
    expect(message!.coalesce_key).toBe(`order-status:${latest(order).id}`);
    expect(message!.next_attempt_at.getTime() - message!.created_at.getTime()).toBeGreaterThanOrEqual(
      STATUS_MESSAGE_DELAY_MS - 1000,
    );
  });

  it('within the window: back one step, an event and an audit entry, the message withdrawn', async () => {
    const order = await move('manager', await preparing(), 'out_for_delivery');
    const done = await move('manager', order, 'completed');
    expect((await messagesOf(order.id)).filter((m) => m.status === 'queued')).toHaveLength(2);
    const res = await undo('manager', done, latest(done).id);
    const back = (await body<{ order: OrderDetail }>(res, 200)).order;
    expect(back.status).toBe('out_for_delivery');
    expect(latest(back)).toMatchObject({
      kind: 'status',
      fromStatus: 'completed',
      toStatus: 'out_for_delivery',
    });
    // The "completed" message never leaves; "out for delivery" still goes.
    const queued = (await messagesOf(order.id)).filter((m) => m.status === 'queued');
    expect(queued.map((m) => m.coalesce_key)).toEqual([`order-status:${latest(order).id}`]);
    const [entry] = await undoEntries(order.id);
    expect(entry).toMatchObject({
      before: { status: 'completed' },
      after: { status: 'out_for_delivery', note: null, messageWithdrawn: true },
    });
  });

  it('after the window: 409 without a reason; with one, a step back and the customer told', async () => {
    const order = await move('admin', await preparing(), 'out_for_delivery');
    await ageEvents(order.id, UNDO_WINDOW_MS + 1000);
    const refused = await body<{ error: { key: string; fields: Record<string, unknown> } }>(
      await undo('admin', order, latest(order).id),
      409,
    );
    expect(refused.error.key).toBe('order.undoExpired');
    expect(Object.keys(refused.error.fields)).toEqual(['reason']);
    expect(await undoEntries(order.id)).toHaveLength(0);
    // The worker sent the "out for delivery" message meanwhile.
    await outbox(t.database.db).update({ relatedId: order.id }, { status: 'sent' });
    const res = await undo('operator', order, latest(order).id, 'O entregador voltou: carro quebrado');
    const back = (await body<{ order: OrderDetail }>(res, 200)).order;
    expect(back.status).toBe('preparing');
    expect(latest(back).note).toBe('O entregador voltou: carro quebrado');
    const [told] = (await messagesOf(order.id)).filter((m) => m.status === 'queued');
    expect(told!.body).toContain('O entregador voltou');
    expect(told!.coalesce_key).toBeNull();
    expect((await undoEntries(order.id))[0]!.after).toMatchObject({ messageWithdrawn: false });
  });

  it('refuses what is not the latest plain move, and changes nothing', async () => {
    const order = await move('admin', await preparing(), 'out_for_delivery');
    const first = latest(order).id;
    const done = await move('admin', order, 'completed');
    // Not the latest event any more.
    const notLatest = await body<{ error: { key: string } }>(await undo('admin', done, first), 409);
    expect(notLatest.error.key).toBe('order.undoNotLatest');
    // A cancellation is not undone (it gave back stock and the window's place).
    const other = await preparing();
    const cancelled = await move('admin', other, 'cancelled');
    const cancel = await body<{ error: { key: string } }>(
      await undo('admin', cancelled, latest(cancelled).id),
      409,
    );
    expect(cancel.error.key).toBe('order.undoNotPossible');
    // An event of another order.
    expect((await undo('admin', done, latest(cancelled).id)).status).toBe(409);
    expect(await undoEntries(order.id)).toHaveLength(0);
    const [now] = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.order_id, order.id))
      .orderBy(desc(orderEvents.created_at))
      .limit(1);
    expect(now!.to_status).toBe('completed');
  });

  it('401 signed out, 403 for customers and other stores’ managers, 422 for a bad body', async () => {
    const order = await move('admin', await preparing(), 'out_for_delivery');
    const eventId = latest(order).id;
    expect((await undo(null, order, eventId)).status).toBe(401);
    expect((await undo('customer', order, eventId)).status).toBe(403);
    expect((await undo('otherManager', order, eventId)).status).toBe(403);
    expect((await post('admin', `/${order.id}/status/undo`, { eventId: 'x' })).status).toBe(422);
    expect(
      (await post('admin', `/${order.id}/status/undo`, { eventId, reason: 'x'.repeat(501) })).status,
    ).toBe(422);
    expect(await undoEntries(order.id)).toHaveLength(0);
    expect((await body<{ order: OrderDetail }>(await undo('admin', order, eventId), 200)).order.status).toBe(
      'preparing',
    );
  });

  it('two undos of the same move at once: one goes back, the other is 409', async () => {
    const order = await move('admin', await preparing(), 'out_for_delivery');
    const eventId = latest(order).id;
    const answers = await Promise.all([undo('admin', order, eventId), undo('manager', order, eventId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await undoEntries(order.id)).toHaveLength(1);
  });
});

describe('concurrent status moves', () => {
  it('two staff move the same order at once: one moves it, the other gets 409', async () => {
    const placed = await placeFor(buyer);
    await body(await post('admin', `/${placed.id}/payment`, {}), 200);
    const answers = await Promise.all([
      post('admin', `/${placed.id}/status`, { status: 'preparing' }),
      post('manager', `/${placed.id}/status`, { status: 'preparing' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const moves = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, placed.id), eq(orderEvents.to_status, 'preparing')));
    expect(moves).toHaveLength(1);
  });
});
