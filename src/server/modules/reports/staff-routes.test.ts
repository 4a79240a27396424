import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { demoProducts } from '@/testing/cart';
import { body, CLOCK, patchFulfilment, signIn } from '@/testing/orders';
import { smallReportData } from '@/testing/reports';
import type { TestApp } from '@/testing/test-app';
import { createTestApp } from '@/testing/test-app';
import { productVariations } from '../catalogue/schema';
import { deliveryWindowBookings } from '../stores/schema';
import type { ChartsReport } from './chart-reads';
import { createReportsService } from './service';
import type { TodayReport } from './today-reads';

type Who = 'visitor' | 'customer' | 'manager' | 'otherManager' | 'admin' | 'superAdmin';
let t: TestApp;
let call: Call;
let data: Awaited<ReturnType<typeof smallReportData>>;
let picanhaId: string;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
const as = (who: Who, path: string) =>
  call('GET', `/api/reports/staff${path}`, undefined, who === 'visitor' ? {} : { jar: jars[who] });
const charts = async (who: Who, query: string) => body<ChartsReport>(await as(who, `/charts${query}`), 200);
const today = async (who: Who, query = '') => body<TodayReport>(await as(who, `/today${query}`), 200);

beforeAll(async () => {
  t = await createTestApp({
    services: (database) => ({ reports: createReportsService(database.db, () => CLOCK) }),
  });
  call = caller(t);
  const p = await demoProducts(t);
  picanhaId = p.picanha.id;
  data = await smallReportData(t.database.db, picanhaId);
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.otherManager = (await signIn(t, 'manager', data.otherSlug)).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

describe('who may read the dashboard (permission table, decision 046)', () => {
  it.each(['/today', '/charts'])(
    '%s: visitor 401, customer 403; staff with view_reports 200',
    async (path) => {
      expect((await as('visitor', path)).status).toBe(401);
      expect((await as('customer', path)).status).toBe(403);
      for (const who of ['manager', 'admin', 'superAdmin'] as const)
        expect((await as(who, path)).status).toBe(200);
    },
  );

  it('a manager asking for another store is refused (403); a bad range is 400', async () => {
    expect((await as('manager', `/charts?storeId=${data.otherStore}`)).status).toBe(403);
    expect((await as('manager', `/today?storeId=${data.otherStore}`)).status).toBe(403);
    expect((await as('admin', '/charts?days=14')).status).toBe(400);
  });
});

describe('the charts, against the hand-computed data set (testing/reports.ts)', () => {
  it('7 days, every store: revenue per day without cancelled orders, top products, statuses, customers, coupons', async () => {
    const r = await charts('admin', '?days=7');
    expect(r.from).toBe('2026-11-17');
    expect(r.to).toBe('2026-11-23');
    expect(r.perDay).toHaveLength(7);
    expect(r.perDay.filter((d) => d.orders > 0)).toEqual([
      { day: '2026-11-21', orders: 1, revenueCents: 5000 },
      { day: '2026-11-22', orders: 1, revenueCents: 7000 },
      { day: '2026-11-23', orders: 1, revenueCents: 10000 },
    ]);
    expect(r.totals).toEqual({ orders: 3, revenueCents: 22000, averageCents: 7333 });
    expect(r.topProducts).toEqual([
      { productId: picanhaId, name: 'Picanha', revenueCents: 20000, kg: 3.6, quantity: 4 },
      { productId: null, name: 'Linguiça, "da casa"', revenueCents: 2000, kg: 0, quantity: 1 },
    ]);
    expect(Object.fromEntries(r.byStatus.map((s) => [s.status, s.orders]))).toEqual({
      confirmed: 1,
      pending_payment: 1,
      cancelled: 1,
      out_for_delivery: 1,
    });
    expect(r.customers).toEqual({ new: 2, returning: 1 });
    expect(r.coupons).toEqual([
      { code: 'BEMVINDO10', orders: 1, discountCents: 1000, revenueCents: 10000 },
      { code: 'CHURRASCO25', orders: 1, discountCents: 500, revenueCents: 7000 },
    ]);
  });

  it('30 days takes the older order in: its customer is then new too', async () => {
    const r = await charts('superAdmin', '?days=30');
    expect(r.perDay).toHaveLength(30);
    expect(r.totals).toEqual({ orders: 4, revenueCents: 25000, averageCents: 6250 });
    expect(r.customers).toEqual({ new: 3, returning: 0 });
  });

  it("a manager sees their store's figures only, whatever they ask", async () => {
    const r = await charts('manager', '?days=7');
    expect(r.totals).toEqual({ orders: 2, revenueCents: 15000, averageCents: 7500 });
    expect(r.topProducts.map((p) => [p.name, p.revenueCents, p.kg])).toEqual([
      ['Picanha', 13000, 3.6],
      ['Linguiça, "da casa"', 2000, 0],
    ]);
    expect(r.customers).toEqual({ new: 1, returning: 1 });
    expect(r.coupons.map((c) => c.code)).toEqual(['BEMVINDO10']);
    const same = await charts('manager', `?days=7&storeId=${data.demoStore}`);
    expect(same.totals).toEqual(r.totals);
    const other = await charts('otherManager', '?days=7');
    expect(other.totals).toEqual({ orders: 1, revenueCents: 7000, averageCents: 7000 });
  });

  it('an admin may pick one store', async () => {
    const r = await charts('admin', `?days=7&storeId=${data.otherStore}`);
    expect(r.totals).toEqual({ orders: 1, revenueCents: 7000, averageCents: 7000 });
    expect(r.byStatus).toEqual([{ status: 'out_for_delivery', orders: 1 }]);
  });
});

describe('today at a glance', () => {
  beforeAll(async () => {
    // Monday: open the demo store's pickup on Mondays, with 3 of 12 places taken in the morning.
    await patchFulfilment(t.database.db, (s) => ({
      ...s,
      pickup: { ...s.pickup, schedule: { ...s.pickup.schedule, weekdays: [0, 1, 2, 3, 4, 5, 6] } },
    }));
    await t.database.db.insert(deliveryWindowBookings).values({
      store_id: data.demoStore,
      fulfilment: 'pickup',
      date: '2026-11-23',
      window_id: 'pickup-morning',
      booked: 3,
    });
    await t.database.db
      .update(productVariations)
      .set({ stock_quantity: 0 })
      .where(eq(productVariations.product_id, picanhaId));
  });

  it('counts the orders waiting at each step, the windows, failing messages and low stock', async () => {
    const r = await today('admin');
    expect(r.date).toBe('2026-11-23');
    expect(r.statuses).toEqual({ pending_payment: 1, confirmed: 1, preparing: 0, out_for_delivery: 1 });
    expect(r.failingMessages).toBe(3);
    expect(r.windows.map((w) => [w.fulfilment, w.windowId, w.booked, w.capacity, w.percent])).toEqual([
      ['pickup', 'pickup-morning', 3, 12, 25],
      ['pickup', 'pickup-afternoon', 0, 12, 0],
      ['pickup', 'pickup-evening', 0, 12, 0],
    ]);
    // Each sold-out variation is its own line (decision 099).
    expect(r.lowStock.items).toContainEqual(
      expect.objectContaining({ productId: picanhaId, productName: 'Picanha', stock: 0, state: 'out' }),
    );
    expect(r.lowStock.outTotal).toBeGreaterThanOrEqual(1);
  });

  it("a manager's glance is their store's: orders, windows and messages", async () => {
    const mine = await today('manager');
    expect(mine.statuses).toEqual({ pending_payment: 1, confirmed: 1, preparing: 0, out_for_delivery: 0 });
    expect(mine.failingMessages).toBe(1);
    expect(mine.windows).toHaveLength(3);
    const theirs = await today('otherManager');
    expect(theirs.statuses).toEqual({ pending_payment: 0, confirmed: 0, preparing: 0, out_for_delivery: 1 });
    expect(theirs.failingMessages).toBe(1);
    expect(theirs.windows).toEqual([]);
  });
});
