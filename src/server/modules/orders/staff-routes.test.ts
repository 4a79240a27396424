import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, STAFF_NOTE_MAX } from '@/shared/orders/schemas';
import type { OrderDetail, StaffOrderList } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  deliveryInput,
  fillCart,
  insertCoupon,
  ordersTestApp,
  setStock,
  signIn,
  stockOf,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { coupons } from '../coupons/schema';
import { messages } from '../messaging/schema';
import { deliveryWindowBookings, stores } from '../stores/schema';
import { orders } from './schema';

let t: TestApp;
let call: Call;
let p: DemoProducts;
const jars = {} as Record<
  'superAdmin' | 'admin' | 'manager' | 'otherManager' | 'operator' | 'customer',
  CookieJar
>;
let customer: { jar: CookieJar; userId: string; email: string };
let demoStoreId: string;

beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
  const db = t.database.db;
  const [demo] = await db.select().from(stores).where(eq(stores.slug, 'brazil-prime-marietta'));
  demoStoreId = demo!.id;
  await db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' });
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.otherManager = (await signIn(t, 'manager', 'buford')).jar;
  jars.customer = (await signIn(t)).jar;
  customer = await signIn(t);
  await setStock(db, p.picanha15.id, 20);
});
afterAll(() => t.close());

async function newOrder(couponCode?: string): Promise<OrderDetail> {
  await fillCart(t.database.db, customer.userId, [
    { productId: p.picanha.id, variationId: p.picanha15.id, quantity: 1, priceCents: p.picanha15.priceCents },
  ]);
  const res = await call(
    'POST',
    '/api/orders',
    deliveryInput({ windowId: 'afternoon', ...(couponCode ? { couponCode } : {}) }),
    {
      jar: customer.jar,
      headers: { 'Idempotency-Key': randomUUID() },
    },
  );
  expect(res.status).toBe(201);
  return (await res.json()).order;
}

const staff = (who: keyof typeof jars, method: string, path: string, body?: unknown) =>
  call(method, `/api/orders/staff${path}`, body, { jar: jars[who] });

describe('staff order API: permissions and store scoping', () => {
  it('lists with filters and pagination for admins; a manager only sees their store', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const list = async (who: keyof typeof jars, query = '') => {
      const res = await staff(who, 'GET', query);
      expect(res.status, who).toBe(200);
      return (await res.json()) as StaffOrderList;
    };
    expect((await list('admin')).orders.map((o) => o.id)).toEqual([b.id, a.id]);
    expect((await list('admin')).orders[0]).toMatchObject({
      customerName: customer.email.split('@')[0],
      customerEmail: customer.email,
    });
    const page = await list('superAdmin', '?pageSize=1&page=2');
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1, orders: [{ id: a.id }] });
    expect((await list('admin', `?q=${a.number}`)).orders.map((o) => o.id)).toEqual([a.id]);
    expect((await list('admin', '?status=confirmed')).orders).toEqual([]);
    expect((await list('manager')).total).toBe(2);
    expect((await list('otherManager')).total).toBe(0);
    expect((await staff('otherManager', 'GET', `?storeId=${demoStoreId}`)).status).toBe(403);
    expect((await staff('otherManager', 'GET', `/${a.id}`)).status).toBe(403);
    expect((await staff('manager', 'GET', `/${a.id}`)).status).toBe(200);
    expect((await staff('customer', 'GET', '')).status).toBe(403);
    expect((await call('GET', '/api/orders/staff')).status).toBe(401);
    expect((await staff('admin', 'GET', `/${randomUUID()}`)).status).toBe(404);
    expect((await staff('admin', 'GET', '?pageSize=500')).status).toBe(422);
  });

  it('status changes follow the machine, record events and queue a message; others are 409', async () => {
    const order = await newOrder();
    const move = (who: keyof typeof jars, status: string, note?: string) =>
      staff(who, 'POST', `/${order.id}/status`, { status, ...(note ? { note } : {}) });
    expect((await move('customer', 'confirmed')).status).toBe(403);
    expect((await move('otherManager', 'confirmed')).status).toBe(403);
    const skip = await move('admin', 'preparing');
    expect(skip.status).toBe(409);
    const refused = (await skip.json()).error;
    expect(refused.message).toBe(
      ORDER_MESSAGES.badTransition.replace('{from}', 'Aguardando pagamento').replace('{to}', 'Em preparação'),
    );
    // The statuses travel as codes: each language shows them in its own words.
    expect(refused).toMatchObject({
      key: 'order.badTransition',
      params: { from: 'pending_payment', to: 'preparing' },
    });
    expect((await move('manager', 'confirmed', 'Pagamento na entrega')).status).toBe(200);
    expect((await move('manager', 'preparing')).status).toBe(200);
    expect((await move('manager', 'ready_for_pickup')).status).toBe(409);
    const out = await move('manager', 'out_for_delivery');
    const { order: moved } = (await out.json()) as { order: OrderDetail };
    expect(moved.status).toBe('out_for_delivery');
    expect(moved.events.map((e) => e.toStatus)).toEqual([
      'pending_payment',
      'confirmed',
      'preparing',
      'out_for_delivery',
    ]);
    expect(moved.events[1]?.note).toBe('Pagamento na entrega');
    expect((await move('admin', 'cancelled')).status).toBe(409);
    const sent = await t.database.db.select().from(messages).where(eq(messages.related_id, order.id));
    expect(sent).toHaveLength(4);
    expect((await staff('admin', 'POST', `/${order.id}/status`, { status: 'shipped' })).status).toBe(422);
    const long = await move('admin', 'completed', 'x'.repeat(STAFF_NOTE_MAX + 1));
    expect(long.status).toBe(422);
    expect((await long.json()).error.fields.note).toEqual([
      { key: 'textLimit.staffNote', params: { max: 500 }, message: 'A nota pode ter até 500 caracteres.' },
    ]);
  });

  it('cancelling before payment gives back the stock, the coupon use and the window place', async () => {
    const coupon = await insertCoupon(t.database.db, { code: `VOLTA${Date.now() % 10000}`, usage_limit: 3 });
    const before = await stockOf(t.database.db, p.picanha15.id);
    const order = await newOrder(coupon.code);
    const booked = async () =>
      (
        await t.database.db
          .select()
          .from(deliveryWindowBookings)
          .where(eq(deliveryWindowBookings.window_id, 'afternoon'))
      )[0]?.booked;
    const bookedBefore = await booked();
    expect(await stockOf(t.database.db, p.picanha15.id)).toBe(before! - 1);
    const res = await staff('admin', 'POST', `/${order.id}/status`, {
      status: 'cancelled',
      note: 'Cliente desistiu',
    });
    expect(res.status).toBe(200);
    expect(await stockOf(t.database.db, p.picanha15.id)).toBe(before);
    const [c] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c?.used_count).toBe(0);
    expect(await booked()).toBe(bookedBefore! - 1);
  });

  it('cancelling after payment gives back the stock but keeps the coupon use', async () => {
    const coupon = await insertCoupon(t.database.db, { code: `PAGO${Date.now() % 10000}`, usage_limit: 3 });
    const order = await newOrder(coupon.code);
    const paid = await staff('manager', 'POST', `/${order.id}/payment`, { note: 'Zelle recebido' });
    const { order: confirmed } = (await paid.json()) as { order: OrderDetail };
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'confirmed' });
    expect((await staff('manager', 'POST', `/${order.id}/payment`, {})).status).toBe(409);
    expect((await staff('admin', 'POST', `/${order.id}/status`, { status: 'cancelled' })).status).toBe(200);
    const [c] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c?.used_count).toBe(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
  });
});
