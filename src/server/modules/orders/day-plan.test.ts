import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySheet, RouteSheet } from '@/shared/orders/day-plan';
import type { OrderDetail, StaffOrderList } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  body,
  fillCart,
  type OrderDesk,
  orderDeskTestApp,
  placeOrder,
  signIn,
  TUESDAY,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { stores } from '../stores/schema';
import { orders } from './schema';

/**
 * Issue 39 (decision 080): the desk filters by day and window, and the day and route sheets read
 * one day (and window) of the viewer's stores — never another store's orders.
 */

type Who = 'admin' | 'manager' | 'otherManager' | 'operator' | 'customer';
let t: TestApp;
let call: Call;
let p: DemoProducts;
let placeFor: OrderDesk['newOrder'];
const jars = {} as Record<Who, CookieJar>;
let buyer: { jar: CookieJar; userId: string };
let bufordId: string;
const WEDNESDAY = '2026-11-25';

const ask = (who: Who | null, path: string) =>
  call('GET', `/api/orders/staff${path}`, undefined, who ? { jar: jars[who] } : {});
const list = async (who: Who, query: string) =>
  (await body<StaffOrderList>(await ask(who, `?${query}`), 200)).orders;
const daySheet = async (who: Who, query: string) =>
  (await body<{ sheet: DaySheet }>(await ask(who, `/day-sheet?${query}`), 200)).sheet;
const routeSheet = async (who: Who, query: string) =>
  (await body<{ sheet: RouteSheet }>(await ask(who, `/route-sheet?${query}`), 200)).sheet;

async function pickupOrder(): Promise<OrderDetail> {
  await fillCart(t.database.db, buyer.userId, [
    { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 2, priceCents: 11990 },
  ]);
  const res = await placeOrder(call, buyer.jar, {
    fulfilment: 'pickup',
    date: WEDNESDAY,
    windowId: 'pickup-morning',
    paymentMethod: 'bank_transfer',
  });
  return (await body<{ order: OrderDetail }>(res, 201)).order;
}

let morning: OrderDetail[];
let afternoon: OrderDetail;
let cancelled: OrderDetail;
let elsewhere: OrderDetail;
let pickup: OrderDetail;

beforeAll(async () => {
  ({ t, call, p, newOrder: placeFor } = await orderDeskTestApp());
  const [buford] = await t.database.db
    .insert(stores)
    .values({ name: 'Loja Buford', slug: 'buford' })
    .returning();
  bufordId = buford!.id;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.otherManager = (await signIn(t, 'manager', 'buford')).jar;
  jars.operator = (await signIn(t, 'operator', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
  buyer = await signIn(t);
  // Tuesday 09:00–12:00: two deliveries (one with a cut note), one cancelled; 13:00–17:00: one.
  morning = [await placeFor(buyer), await placeFor(buyer, { weighedOnly: true })];
  await t.database.db.update(orders).set({ notes: 'Portão azul' }).where(eq(orders.id, morning[0]!.id));
  cancelled = await placeFor(buyer);
  await body(
    await call(
      'POST',
      `/api/orders/staff/${cancelled.id}/status`,
      { status: 'cancelled' },
      { jar: jars.admin },
    ),
    200,
  );
  afternoon = await placeFor(buyer, { windowId: 'afternoon' });
  // An order of the other store on the same day and window: nobody at Marietta may see it.
  elsewhere = await placeFor(buyer);
  await t.database.db.update(orders).set({ store_id: bufordId }).where(eq(orders.id, elsewhere.id));
  pickup = await pickupOrder();
});
afterAll(() => t.close());

describe('the desk filters by day and window', () => {
  it('lists one day’s window in window order; without a day, every day newest first', async () => {
    const ids = (await list('admin', `day=${TUESDAY}&window=09:00-12:00`)).map((o) => o.id);
    expect(ids).toEqual([morning[0]!.id, morning[1]!.id, cancelled.id, elsewhere.id]);
    const day = (await list('admin', `day=${TUESDAY}`)).map((o) => o.id);
    expect(day.at(-1)).toBe(afternoon.id);
    expect(day).not.toContain(pickup.id);
    expect((await list('admin', `day=${WEDNESDAY}&fulfilment=pickup`)).map((o) => o.id)).toEqual([pickup.id]);
    expect((await list('admin', '')).map((o) => o.id)[0]).toBe(pickup.id);
  });

  it('keeps a manager within her store', async () => {
    const mine = (await list('manager', `day=${TUESDAY}&window=09:00-12:00`)).map((o) => o.id);
    expect(mine).toEqual([morning[0]!.id, morning[1]!.id, cancelled.id]);
    expect((await list('otherManager', `day=${TUESDAY}`)).map((o) => o.id)).toEqual([elsewhere.id]);
  });

  it('refuses an impossible day or window with the field (422)', async () => {
    const day = await body<{ error: { fields: Record<string, unknown> } }>(
      await ask('admin', '?day=2026-02-30'),
      422,
    );
    expect(Object.keys(day.error.fields)).toEqual(['day']);
    const window = await body<{ error: { fields: Record<string, unknown> } }>(
      await ask('admin', '?window=12:00-09:00'),
      422,
    );
    expect(Object.keys(window.error.fields)).toEqual(['window']);
  });
});

describe('the day sheet', () => {
  it('sums the same cut across the window’s orders, leaves out cancelled ones and other stores', async () => {
    const sheet = await daySheet('manager', `day=${TUESDAY}&window=09:00-12:00`);
    expect(sheet).toMatchObject({
      day: TUESDAY,
      window: '09:00-12:00',
      orderCount: 2,
      deliveryCount: 2,
      pickups: [],
    });
    const picanha = sheet.cuts.find((c) => c.productName === p.picanha.name);
    // Two orders of ≈1 kg picanha (the cancelled one and Buford's left out).
    expect(picanha).toMatchObject({
      quantity: 2,
      lines: 2,
      estimatedGrams: 2000,
      weighedGrams: null,
      toWeigh: 2,
    });
    const chimichurri = sheet.cuts.find((c) => c.productName === p.chimichurri.name);
    expect(chimichurri).toMatchObject({ quantity: 1, estimatedGrams: null });
  });

  it('shows the scale’s weight once weighed', async () => {
    const id = morning[1]!.id;
    await body(await call('POST', `/api/orders/staff/${id}/payment`, {}, { jar: jars.admin }), 200);
    const item = morning[1]!.items[0]!.id;
    await body(
      await call(
        'POST',
        `/api/orders/staff/${id}/weights`,
        { lines: [{ itemId: item, weight: '1,08' }] },
        { jar: jars.admin },
      ),
      200,
    );
    const sheet = await daySheet('admin', `day=${TUESDAY}&window=09:00-12:00&storeId=${morning[0]!.storeId}`);
    expect(sheet.cuts.find((c) => c.productName === p.picanha.name)).toMatchObject({
      quantity: 2,
      estimatedGrams: 2000,
      weighedGrams: 1080,
      toWeigh: 1,
    });
  });

  it('lists pickups separately, with their cuts', async () => {
    const sheet = await daySheet('admin', `day=${WEDNESDAY}`);
    expect(sheet.pickups.map((o) => o.id)).toEqual([pickup.id]);
    expect(sheet.deliveryCount).toBe(0);
    expect(sheet.cuts).toEqual([
      expect.objectContaining({ productName: p.picanha.name, quantity: 2, estimatedGrams: 2000 }),
    ]);
  });

  it('the other store’s manager sees only hers; naming another store is 403', async () => {
    const hers = await daySheet('otherManager', `day=${TUESDAY}&window=09:00-12:00`);
    expect(hers.orderCount).toBe(1);
    expect(
      (await ask('otherManager', `/day-sheet?day=${TUESDAY}&storeId=${morning[0]!.storeId}`)).status,
    ).toBe(403);
  });
});

describe('the route sheet', () => {
  it('lists the deliveries in window order with phone, notes and what to collect', async () => {
    const sheet = await routeSheet('operator', `day=${TUESDAY}`);
    expect(sheet.stops.map((s) => s.id)).toEqual([morning[0]!.id, morning[1]!.id, afternoon.id]);
    const [first, second] = sheet.stops;
    expect(first).toMatchObject({
      number: morning[0]!.number,
      phone: '+14045550123',
      notes: 'Portão azul',
      address: expect.objectContaining({ street: '100 Church St', zip: '30060' }),
      amountToCollectCents: morning[0]!.totalCents,
    });
    // Its payment was confirmed above: nothing to collect.
    expect(second!.amountToCollectCents).toBe(0);
    expect(sheet.toCollectCents).toBe(morning[0]!.totalCents + afternoon.totalCents);
  });

  it('never shows another store’s stops', async () => {
    expect(
      (await routeSheet('otherManager', `day=${TUESDAY}&window=09:00-12:00`)).stops.map((s) => s.id),
    ).toEqual([elsewhere.id]);
    expect((await routeSheet('manager', `day=${TUESDAY}`)).stops.map((s) => s.id)).not.toContain(
      elsewhere.id,
    );
  });

  it('refuses anonymous (401), customers (403) and impossible days (422 on day)', async () => {
    for (const path of ['/day-sheet', '/route-sheet']) {
      expect((await ask(null, `${path}?day=${TUESDAY}`)).status).toBe(401);
      expect((await ask('customer', `${path}?day=${TUESDAY}`)).status).toBe(403);
      const refused = await body<{ error: { fields: Record<string, unknown> } }>(
        await ask('admin', `${path}?day=2026-02-30`),
        422,
      );
      expect(Object.keys(refused.error.fields)).toEqual(['day']);
      expect((await ask('admin', path)).status).toBe(422);
    }
  });
});

it('every order of the sheets is of the day asked', async () => {
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.delivery_date, TUESDAY), eq(orders.status, 'cancelled')));
  expect(rows.map((r) => r.id)).toEqual([cancelled.id]);
});
