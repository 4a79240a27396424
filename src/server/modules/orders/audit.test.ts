import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CookieJar } from '@/testing/accounts';
import { body, type OrderDesk, orderDeskTestApp, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import type { AuditPage } from '../audit/staff-reads';
import { stores } from '../stores/schema';
import { orders } from './schema';

/**
 * Decision 057: every staff write on an order (status, cancellation, payment, weighing, settling a
 * weighing's difference) is one audit entry on the entity `order` with the order's id, written in
 * the write's transaction; the desk's "Histórico" link (the audit viewer filtered on the order)
 * shows them.
 */

type Staff = 'superAdmin' | 'admin' | 'manager' | 'otherManager';
let t: TestApp;
let call: Call;
let placeFor: OrderDesk['newOrder'];
const jars = {} as Record<Staff, CookieJar>;
const ids = {} as Record<Staff, string>;
let customer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  ({ t, call, newOrder: placeFor } = await orderDeskTestApp());
  await t.database.db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' });
  const who = {
    superAdmin: await signIn(t, 'super_admin'),
    admin: await signIn(t, 'admin'),
    manager: await signIn(t, 'manager', 'brazil-prime-marietta'),
    otherManager: await signIn(t, 'manager', 'buford'),
  };
  for (const [k, v] of Object.entries(who) as [Staff, { jar: CookieJar; userId: string }][]) {
    jars[k] = v.jar;
    ids[k] = v.userId;
  }
  customer = await signIn(t);
});
afterAll(() => t.close());

/** ≈ 1 kg picanha (sold by weight) and a chimichurri, delivered. */
const newOrder = (overrides: Parameters<OrderDesk['newOrder']>[1] = {}) => placeFor(customer, overrides);

let requests = 0;
/** A staff POST on the order desk, with its own request id (the audit entry keeps it). */
async function desk(who: Staff, path: string, b: unknown = {}) {
  const requestId = `audit-test-${++requests}`;
  const res = await call('POST', `/api/orders/staff${path}`, b, {
    jar: jars[who],
    headers: { 'X-Request-Id': requestId },
  });
  return { res, requestId };
}

/** The order's audit entries, oldest first. */
const entriesOf = (orderId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'order'), eq(auditLog.entity_id, orderId)))
    .orderBy(auditLog.at, auditLog.id);

/** Runs a desk write and checks it added exactly one entry (returned) — or none when refused. */
async function oneEntry(orderId: string, who: Staff, path: string, b: unknown = {}) {
  const before = (await entriesOf(orderId)).length;
  const { res, requestId } = await desk(who, path, b);
  expect(res.status, await res.clone().text()).toBe(200);
  const after = await entriesOf(orderId);
  expect(after).toHaveLength(before + 1);
  const entry = after.at(-1)!;
  expect(entry).toMatchObject({ actor_user_id: ids[who], request_id: requestId });
  return entry;
}

async function noEntry(orderId: string, who: Staff, path: string, b: unknown, status: number) {
  const before = await entriesOf(orderId);
  const { res } = await desk(who, path, b);
  expect(res.status).toBe(status);
  expect(await entriesOf(orderId)).toEqual(before);
}

const statusOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('status changes on the order desk', () => {
  it('each step is one change_status entry (status before and after, the note, who, the request)', async () => {
    const order = await newOrder();
    expect(await entriesOf(order.id)).toEqual([]); // placing an order is the customer's, not audited
    const confirmed = await oneEntry(order.id, 'manager', `/${order.id}/status`, {
      status: 'confirmed',
      note: 'Pagamento na entrega',
    });
    expect(confirmed).toMatchObject({
      action: 'change_status',
      actor_role: 'manager',
      before: { status: 'pending_payment' },
      after: { status: 'confirmed', note: 'Pagamento na entrega' },
    });
    const preparing = await oneEntry(order.id, 'admin', `/${order.id}/status`, { status: 'preparing' });
    expect(preparing).toMatchObject({
      action: 'change_status',
      actor_role: 'admin',
      before: { status: 'confirmed' },
      after: { status: 'preparing', note: null },
    });
    await oneEntry(order.id, 'admin', `/${order.id}/status`, { status: 'out_for_delivery' });
    const done = await oneEntry(order.id, 'admin', `/${order.id}/status`, { status: 'completed' });
    expect(done).toMatchObject({ before: { status: 'out_for_delivery' }, after: { status: 'completed' } });
  });

  it('a refused change writes no entry: off the machine (409), another store (403), a bad body (422)', async () => {
    const order = await newOrder();
    await noEntry(order.id, 'admin', `/${order.id}/status`, { status: 'preparing' }, 409);
    await noEntry(order.id, 'otherManager', `/${order.id}/status`, { status: 'confirmed' }, 403);
    await noEntry(order.id, 'admin', `/${order.id}/status`, { status: 'shipped' }, 422);
    expect((await statusOf(order.id)).status).toBe('pending_payment');
  });

  it('cancelling is one cancel entry', async () => {
    const order = await newOrder();
    const entry = await oneEntry(order.id, 'admin', `/${order.id}/status`, {
      status: 'cancelled',
      note: 'Cliente desistiu',
    });
    expect(entry).toMatchObject({
      action: 'cancel',
      before: { status: 'pending_payment' },
      after: { status: 'cancelled', note: 'Cliente desistiu' },
    });
    await noEntry(order.id, 'admin', `/${order.id}/status`, { status: 'confirmed' }, 409);
  });

  it('a change rolled back after its entry was written leaves neither the change nor the entry', async () => {
    const order = await newOrder();
    const db = t.database.db;
    // The customer's message is the write's last step. A trigger on the outbox notes how many audit
    // entries the order has at that moment, inside the transaction, in a sequence (sequences are not
    // rolled back), then fails the write.
    await db.execute(sql`create sequence audit_probe minvalue 0 start 0`);
    await db.execute(sql`create function audit_probe_fail() returns trigger language plpgsql as $$
      begin
        perform setval('audit_probe', (select count(*) from audit_log
          where entity_type = 'order' and entity_id = new.related_id));
        raise exception 'outbox down';
      end $$`);
    await db.execute(sql`create trigger audit_probe_fail before insert on messages
      for each row execute function audit_probe_fail()`);
    const probe = async () =>
      Number(
        (
          (await db.execute(sql`select last_value as n from audit_probe`)) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0]!.n,
      );
    try {
      await noEntry(order.id, 'admin', `/${order.id}/status`, { status: 'confirmed' }, 500);
      expect(await probe()).toBe(1); // written in the transaction…
      await db.execute(sql`select setval('audit_probe', 0)`);
      await noEntry(order.id, 'admin', `/${order.id}/payment`, {}, 500);
      expect(await probe()).toBe(1);
    } finally {
      await db.execute(sql`drop trigger audit_probe_fail on messages`);
      await db.execute(sql`drop function audit_probe_fail()`);
      await db.execute(sql`drop sequence audit_probe`);
    }
    // …and gone with it, as the change is.
    expect(await entriesOf(order.id)).toEqual([]);
    expect(await statusOf(order.id)).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    // The same write, with the outbox back, is recorded.
    await oneEntry(order.id, 'admin', `/${order.id}/status`, { status: 'confirmed' });
  });
});

describe('payment, weighing and settling', () => {
  it('confirming the payment of a waiting order is one entry with both the payment and the status', async () => {
    const order = await newOrder({ paymentMethod: 'bank_transfer' });
    const entry = await oneEntry(order.id, 'manager', `/${order.id}/payment`, { note: 'Zelle recebido' });
    expect(entry).toMatchObject({
      action: 'confirm_payment',
      before: { status: 'pending_payment', paymentStatus: 'pending' },
      after: {
        status: 'confirmed',
        paymentStatus: 'confirmed',
        paidCents: order.totalCents,
        note: 'Zelle recebido',
      },
    });
    await noEntry(order.id, 'manager', `/${order.id}/payment`, {}, 409);
  });

  it('a payment confirmed after the order moved on, a weighing and a settlement are one entry each', async () => {
    const order = await newOrder({ paymentMethod: 'bank_transfer' });
    await oneEntry(order.id, 'admin', `/${order.id}/status`, { status: 'confirmed' });
    await noEntry(order.id, 'admin', `/${order.id}/weights/settle`, {}, 409);
    const paid = await oneEntry(order.id, 'admin', `/${order.id}/payment`, {});
    expect(paid).toMatchObject({
      action: 'confirm_payment',
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'confirmed', note: null },
    });
    expect(paid.before).not.toHaveProperty('status');
    const weighed = await oneEntry(order.id, 'manager', `/${order.id}/weights`, {
      lines: [{ itemId: order.items[0]!.id, weight: '1,08' }],
    });
    expect(weighed).toMatchObject({
      action: 'weigh',
      before: { totalCents: order.totalCents },
      after: {
        totalCents: order.totalCents + 959,
        lines: [{ itemId: order.items[0]!.id, finalGrams: 1080 }],
      },
    });
    await noEntry(
      order.id,
      'manager',
      `/${order.id}/weights`,
      { lines: [{ itemId: order.items[0]!.id, weight: '9' }] },
      422,
    );
    const settled = await oneEntry(order.id, 'manager', `/${order.id}/weights/settle`, {
      note: 'Pix recebido',
    });
    expect(settled).toMatchObject({
      action: 'settle_weighing',
      after: { differenceCents: 959, note: 'Pix recebido' },
    });
    await noEntry(order.id, 'admin', `/${order.id}/weights/settle`, {}, 409);
  });
});

describe('the order desk’s "Histórico": the audit viewer filtered on the order', () => {
  it('answers the order’s entries, newest first, with their changed fields', async () => {
    const order = await newOrder();
    const other = await newOrder();
    await oneEntry(order.id, 'manager', `/${order.id}/status`, { status: 'confirmed' });
    await oneEntry(other.id, 'manager', `/${other.id}/status`, { status: 'confirmed' });
    await oneEntry(order.id, 'manager', `/${order.id}/payment`, { note: 'Dinheiro' });
    await oneEntry(order.id, 'admin', `/${order.id}/status`, { status: 'cancelled' });
    const url = `/api/audit/staff?entity=order&entityId=${order.id}`;
    expect((await call('GET', url, undefined, { jar: jars.admin })).status).toBe(403);
    const page = await body<AuditPage>(await call('GET', url, undefined, { jar: jars.superAdmin }), 200);
    expect(page.total).toBe(3);
    expect(page.entries.map((e) => [e.action, e.entityType, e.entityId, e.actorRole])).toEqual([
      ['cancel', 'order', order.id, 'admin'],
      ['confirm_payment', 'order', order.id, 'manager'],
      ['change_status', 'order', order.id, 'manager'],
    ]);
    expect(page.entries[0]!.changes).toEqual([{ field: 'status', before: 'confirmed', after: 'cancelled' }]);
    expect(page.entries[1]!.changes).toEqual([
      { field: 'note', before: null, after: 'Dinheiro' },
      // A weighed order keeps what was paid, to show a later weighing's difference.
      { field: 'paidCents', before: null, after: order.totalCents },
      { field: 'paymentStatus', before: 'pending', after: 'confirmed' },
    ]);
    expect(page.entries[2]!.changes).toEqual([
      { field: 'status', before: 'pending_payment', after: 'confirmed' },
    ]);
    expect(page.actions).toEqual(expect.arrayContaining(['cancel', 'change_status', 'confirm_payment']));
  });
});
