import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import { demoProducts } from '@/testing/cart';
import {
  body,
  createOrdersTestApp,
  deliveryInput,
  fillCart,
  insertCoupon,
  insertCustomer,
  patchFulfilment,
  placeOrder,
  signIn,
} from '@/testing/orders';
import { insertOrder, type SmallOrder } from '@/testing/reports';
import { chartsFromOrders } from '@/testing/reports-scratch';
import type { TestApp } from '@/testing/test-app';
import { orderItems, orders } from '../orders/schema';
import { stores } from '../stores/schema';
import { chartsReport } from './chart-reads';

/**
 * Decision 053: the daily summary kept by the triggers equals a from-scratch computation over the
 * orders after a mix of writes — checkouts through the API, the desk's status changes and
 * weighing, a cancellation and its reversal, orders moved across a day and a store, lines edited
 * and removed, an order deleted, lines whose product went away, orders either side of midnight in
 * the shop's time zone.
 */

let t: TestApp;
let call: Call;
let p: DemoProducts;
let admin: CookieJar;
let customer: { jar: CookieJar; userId: string };
let storeM: string;
let storeB: string;
const now = new Date();
const daysAgo = (n: number, utcTime: string) =>
  `${new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10)}T${utcTime}Z`;

beforeAll(async () => {
  t = await createOrdersTestApp();
  call = caller(t);
  p = await demoProducts(t);
  admin = (await signIn(t, 'admin')).jar;
  customer = await signIn(t);
  await patchFulfilment(t.database.db, (s) => {
    for (const w of s.delivery.schedule.windows) w.capacity = 500;
    return s;
  });
  const [m] = await t.database.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.slug, 'brazil-prime-marietta'));
  const [b] = await t.database.db
    .insert(stores)
    .values({ name: 'Loja Buford', slug: 'buford-summary' })
    .returning({ id: stores.id });
  storeM = m!.id;
  storeB = b!.id;
});
afterAll(() => t.close());

async function checkout(couponCode?: string): Promise<OrderDetail> {
  await fillCart(t.database.db, customer.userId, [
    { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1, priceCents: 11990 },
    { productId: p.chimichurri.id, quantity: 2, priceCents: p.chimichurri.priceCents },
  ]);
  return (
    await body<{ order: OrderDetail }>(
      await placeOrder(call, customer.jar, deliveryInput(couponCode ? { couponCode } : {})),
      201,
    )
  ).order;
}
const staff = (path: string, b: unknown) => call('POST', `/api/orders/staff${path}`, b, { jar: admin });

/** Every chart for 7, 30 and 90 days, every store and each store: summary vs from scratch. */
async function expectSameFigures() {
  for (const days of [7, 30, 90] as const)
    for (const store of [null, storeM, storeB]) {
      const [fromSummary, fromOrders] = await Promise.all([
        chartsReport(t.database.db, store, days, now),
        chartsFromOrders(t.database.db, store, days, now),
      ]);
      expect(fromSummary, `${days} days, store ${store}`).toEqual(fromOrders);
    }
}

/** The summary tables hold exactly what the orders add up to now (rows with nothing left gone). */
async function expectTablesRebuilt() {
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: unknown[] }).rows;
  expect(
    await rows(sql`select store_id, day::text, status, coupon_code, orders, revenue::text, discount::text
      from order_day_totals order by 1, 2, 3, 4`),
  ).toEqual(
    await rows(sql`select store_id, report_day(created_at)::text as day, status,
      coalesce(upper(coupon_code), '') as coupon_code, count(*)::int as orders,
      sum(total)::numeric(14,2)::text as revenue, sum(discount)::numeric(14,2)::text as discount
      from orders group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(
    await rows(sql`select store_id, day::text, product_id, product_name, lines, quantity,
      revenue::text, kg::text from order_product_day_totals order by 1, 2, 3, 4`),
  ).toEqual(
    await rows(sql`select o.store_id, report_day(o.created_at)::text as day, i.product_id,
      i.product_name, count(*)::int as lines, sum(i.quantity)::int as quantity,
      sum(i.line_total)::numeric(14,2)::text as revenue,
      coalesce(sum(coalesce(i.final_weight_kg, i.weight_kg * i.quantity)), 0)::numeric(14,3)::text as kg
      from order_items i join orders o on o.id = i.order_id where o.status <> 'cancelled'
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(
    await rows(sql`select store_id, customer_user_id, first_at, last_at, orders
      from order_customer_totals order by 1, 2`),
  ).toEqual(
    await rows(sql`select store_id, customer_user_id, min(created_at) as first_at,
      max(created_at) as last_at, count(*)::int as orders
      from orders where status <> 'cancelled' group by 1, 2 order by 1, 2`),
  );
}

describe('the daily summary (decision 053)', () => {
  it('equals the from-scratch figures after checkouts, status changes, weighings, edits and deletions', async () => {
    await insertCoupon(t.database.db, { code: 'RESUMO10' });
    // Checkouts through the API: one weighed on the desk, one cancelled, one with a coupon.
    const weighed = await checkout();
    const cancelled = await checkout();
    const withCoupon = await checkout('resumo10');
    expect(withCoupon.couponCode?.toUpperCase()).toBe('RESUMO10');
    for (const status of ['confirmed', 'preparing'])
      expect((await staff(`/${weighed.id}/status`, { status })).status).toBe(200);
    const weigh = await staff(`/${weighed.id}/weights`, {
      lines: [{ itemId: weighed.items[0]!.id, weight: '1,08' }],
    });
    expect(weigh.status).toBe(200);
    expect(
      (await staff(`/${cancelled.id}/status`, { status: 'cancelled', reason: 'Sem estoque' })).status,
    ).toBe(200);

    // Orders written straight into the tables: two stores, three customers, 0–100 days back,
    // 04:30 and 05:30 UTC falling either side of midnight in New York.
    const [a, b, c] = [
      await insertCustomer(t.database.db),
      await insertCustomer(t.database.db),
      await insertCustomer(t.database.db),
    ];
    const line = (
      productId: string | null,
      name: string,
      quantity: number,
      lineTotal: string,
      weightKg?: string,
    ) => ({
      productId,
      name,
      quantity,
      lineTotal,
      weightKg: weightKg ?? null,
    });
    const order = (o: Partial<SmallOrder> & Pick<SmallOrder, 'customer' | 'at'>) =>
      insertOrder(t.database.db, {
        storeId: storeM,
        status: 'completed',
        total: '40.00',
        items: [line(p.picanha.id, 'Picanha', 1, '40.00', '1.250')],
        ...o,
      });
    const ids = {
      lateNight: await order({ customer: a!, at: daysAgo(3, '04:30:00') }),
      earlyMorning: await order({
        customer: a!,
        at: daysAgo(3, '05:30:00'),
        couponCode: 'churrasco25',
        discount: '5.00',
      }),
      longAgo: await order({ customer: b!, at: daysAgo(100, '15:00:00') }),
      monthAgo: await order({ customer: b!, at: daysAgo(45, '15:00:00'), storeId: storeB }),
      recentB: await order({ customer: b!, at: daysAgo(2, '15:00:00'), storeId: storeB, total: '75.50' }),
      toCancel: await order({ customer: c!, at: daysAgo(20, '12:00:00') }),
      toRestore: await order({ customer: c!, at: daysAgo(5, '12:00:00'), status: 'cancelled' }),
      toMove: await order({
        customer: c!,
        at: daysAgo(1, '12:00:00'),
        items: [line(null, 'Linguiça da casa', 3, '33.00'), line(p.chimichurri.id, 'Chimichurri', 1, '7.00')],
      }),
      toDelete: await order({
        customer: a!,
        at: daysAgo(10, '12:00:00'),
        couponCode: 'CHURRASCO25',
        discount: '5.00',
      }),
      renamed: await order({
        customer: a!,
        at: daysAgo(4, '12:00:00'),
        items: [line(p.picanha.id, 'Picanha (nome antigo)', 2, '90.00', '1.100')],
      }),
    };
    await expectSameFigures();
    await expectTablesRebuilt();

    const db = t.database.db;
    // A cancellation, its reversal, an order moved to the other store and 40 days back.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids.toCancel));
    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, ids.toRestore));
    await db
      .update(orders)
      .set({ store_id: storeB, created_at: new Date(daysAgo(41, '03:00:00')) })
      .where(eq(orders.id, ids.toMove));
    // Lines edited and removed; lines whose product went away keep their name.
    await db
      .update(orderItems)
      .set({ line_total: '21.10', quantity: 2 })
      .where(eq(orderItems.order_id, ids.earlyMorning));
    await db
      .delete(orderItems)
      .where(sql`${orderItems.order_id} = ${ids.toMove} and ${orderItems.product_id} is null`);
    await db.update(orderItems).set({ product_id: null }).where(eq(orderItems.order_id, ids.renamed));
    await db.delete(orders).where(eq(orders.id, ids.toDelete));
    // Weighed (issue 39, decision 102): the scale's 1,52 kg counts, not the 1,25 kg estimate.
    await db
      .update(orderItems)
      .set({ final_weight_kg: '1.520', line_total: '48.64' })
      .where(eq(orderItems.order_id, ids.lateNight));
    const scale = await db.execute(sql`select t.kg::text as kg from order_product_day_totals t
      join orders o on o.store_id = t.store_id and report_day(o.created_at) = t.day
      where o.id = ${ids.lateNight} and t.product_name = 'Picanha'`);
    expect((scale as unknown as { rows: unknown[] }).rows).toEqual([{ kg: '1.520' }]);
    // Every order of one customer cancelled at once (one statement, several rows).
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.customer_user_id, b!.userId));
    await expectSameFigures();
    await expectTablesRebuilt();

    const figures = await chartsReport(db, null, 90, now);
    expect(figures.totals.orders).toBeGreaterThan(5);
    expect(figures.coupons.map((x) => x.code)).toContain('RESUMO10');
    expect(figures.topProducts.map((x) => x.name)).toContain('Picanha (nome antigo)');
  });
});
