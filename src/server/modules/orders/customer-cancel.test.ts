import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { body, type OrderDesk, orderDeskTestApp, setStock, signIn, stockOf } from '@/testing/orders';
import { auditEntries } from '@/testing/stored-rows';

/**
 * Issue 38: a customer cancels her own order while it still awaits confirmation; stock, window
 * place and coupon use go back as when staff cancel it, and the store's staff are told.
 */
let desk: OrderDesk;
let admin: { jar: CookieJar };
let her: { jar: CookieJar; userId: string };
beforeAll(async () => {
  desk = await orderDeskTestApp();
  admin = await signIn(desk.t, 'admin');
  her = await signIn(desk.t);
});
afterAll(() => desk.t.close());

const db = () => desk.t.database.db;
const cancel = (order: OrderDetail, jar?: CookieJar) =>
  desk.call('POST', `/api/orders/${order.id}/cancel`, undefined, jar ? { jar } : {});

describe('her own order, awaiting confirmation', () => {
  it('cancels it: stock back, her event and audit entry, her message, the store told', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 5);
    const order = await desk.newOrder(her);
    expect(await stockOf(db(), desk.p.picanha1kg.id)).toBe(4);

    const { order: cancelled } = await body<{ order: OrderDetail }>(await cancel(order, her.jar), 200);
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(db(), desk.p.picanha1kg.id)).toBe(5);
    expect(cancelled.events.at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'cancelled' });
    const [entry] = await auditEntries(db(), { entityId: order.id, action: 'cancel' });
    expect(entry).toMatchObject({ actor_user_id: her.userId, actor_role: 'customer' });

    const mine = await outbox(db()).rows({ relatedId: order.id, purpose: 'order_update' });
    expect(mine.map((m) => m.subject)).toContain(`Brazil Prime: pedido ${order.number} — Cancelado`);
    const notices = await outbox(db()).rows({ purpose: 'order_notice' });
    const told = notices.find((m) => m.subject?.startsWith(`Pedido ${order.number} cancelado pela cliente`));
    expect(told?.body).toContain(`A cliente cancelou o pedido ${order.number}`);
  });

  it('once the store confirmed it: 409 with the reason, nothing changes', async () => {
    const order = await desk.newOrder(her);
    const moved = await desk.call(
      'POST',
      `/api/orders/staff/${order.id}/status`,
      { status: 'confirmed' },
      { jar: admin.jar },
    );
    expect(moved.status).toBe(200);
    const res = await cancel(order, her.jar);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { key: 'order.cancelTooLate' } });
    const { order: still } = await body<{ order: OrderDetail }>(
      await desk.call('GET', `/api/orders/${order.id}`, undefined, { jar: her.jar }),
      200,
    );
    expect(still.status).toBe('confirmed');
  });

  it('another customer’s order is 404 and a visitor 401; the order stays as it was', async () => {
    const order = await desk.newOrder(her);
    const someoneElse = await signIn(desk.t);
    expect((await cancel(order, someoneElse.jar)).status).toBe(404);
    expect((await cancel(order)).status).toBe(401);
    const { order: still } = await body<{ order: OrderDetail }>(
      await desk.call('GET', `/api/orders/${order.id}`, undefined, { jar: her.jar }),
      200,
    );
    expect(still.status).toBe('pending_payment');
  });
});
