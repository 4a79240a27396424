import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponSaveInput } from '@/shared/coupons/admin-schema';
import type { ErrorBody } from '@/shared/errors';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import {
  body,
  CLOCK,
  createOrdersTestApp,
  deliveryInput,
  placeOrder,
  setStock,
  signIn,
  standardCart,
  standardSubtotal,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { couponUsage } from '../orders/coupon-usage';
import { orders } from '../orders/schema';
import { coupons } from './schema';
import { consumeCustomerUse } from './service';
import type { StaffCoupon, StaffCouponOrder, StaffCouponRow } from './staff-reads';
import { createCouponsStaffService } from './staff-service';

type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'superAdmin';
let t: TestApp;
let call: Call;
let p: DemoProducts;
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;

const BASE = '/api/coupons/staff';
const as = (who: Who, method: string, path = '', payload?: unknown) =>
  call(method, `${BASE}${path}`, payload, who === 'visitor' ? {} : { jar: jars[who] });

let n = 0;
/** A valid percentage coupon around CLOCK (Monday 23 Nov 2026), with a code never used before. */
const draft = (change: Partial<CouponSaveInput> = {}): CouponSaveInput => ({
  code: `TESTE${++n}${randomUUID().slice(0, 4).toUpperCase()}`,
  name: 'Cupom de teste',
  description: '',
  type: 'percentage',
  value: 10,
  minimumOrderCents: 0,
  maximumDiscountCents: null,
  usageLimit: null,
  perCustomerLimit: null,
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  isActive: true,
  ...change,
});
const create = async (change: Partial<CouponSaveInput> = {}) =>
  (await body<{ coupon: StaffCoupon }>(await as('admin', 'POST', '', draft(change)), 201)).coupon;
const list = async (query: string, who: Who = 'admin') =>
  body<{ coupons: StaffCouponRow[]; total: number; page: number; pageSize: number }>(
    await as(who, 'GET', query),
    200,
  );
const editBody = (c: StaffCoupon, change: Partial<CouponSaveInput> = {}) => {
  const { id: _i, state: _s, usedCount: _u, createdAt: _c, validFromAt: _f, validUntilAt: _t, ...fields } = c;
  return { ...fields, ...change };
};
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'coupon'), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.at);

beforeAll(async () => {
  t = await createOrdersTestApp((database) => ({
    coupons: createCouponsStaffService(database.db, couponUsage, () => CLOCK),
  }));
  call = caller(t);
  p = await demoProducts(t);
  // Untracked stock: the checkouts here are about the coupon, not the picanha left.
  await setStock(t.database.db, p.picanha12.id, null);
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

describe('who may call the coupon routes (permission table, decision 028/039)', () => {
  const reads: [string, string][] = [
    ['GET', ''],
    ['GET', '/00000000-0000-4000-8000-000000000000'],
  ];
  const writes: [string, string][] = [
    ['POST', ''],
    ['PATCH', '/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/00000000-0000-4000-8000-000000000000'],
  ];
  it.each([...reads, ...writes])('%s %s: visitor 401, customer 403', async (method, path) => {
    const payload = method === 'GET' ? undefined : draft();
    expect((await as('visitor', method, path, payload)).status).toBe(401);
    expect((await as('customer', method, path, payload)).status).toBe(403);
  });
  it.each(writes)('%s %s: a manager is refused (403), writes nothing', async (method, path) => {
    const before = (await list('')).total;
    expect((await as('manager', method, path, draft())).status).toBe(403);
    expect((await list('')).total).toBe(before);
  });
  it('a manager reads the list and one coupon', async () => {
    const c = await create();
    expect((await list(`?q=${c.code}`, 'manager')).coupons.map((r) => r.code)).toEqual([c.code]);
    expect((await as('manager', 'GET', `/${c.id}`)).status).toBe(200);
  });
  it('admins and super_admins create, edit and delete', async () => {
    for (const who of ['admin', 'superAdmin'] as const) {
      const { coupon } = await body<{ coupon: StaffCoupon }>(await as(who, 'POST', '', draft()), 201);
      const edited = await body<{ coupon: StaffCoupon }>(
        await as(who, 'PATCH', `/${coupon.id}`, editBody(coupon, { name: 'Outro nome' })),
        200,
      );
      expect(edited.coupon.name).toBe('Outro nome');
      expect((await as(who, 'DELETE', `/${coupon.id}`)).status).toBe(200);
      expect((await as(who, 'GET', `/${coupon.id}`)).status).toBe(404);
    }
  });
});

describe('creating and editing (SPEC §3.5)', () => {
  it('stores every field: code upper-cased, money in cents, days in the shop zone; audited', async () => {
    const c = await create({
      code: ' churras-15 ',
      description: 'Quinze por cento',
      value: 12.5,
      minimumOrderCents: 15000,
      maximumDiscountCents: 4000,
      usageLimit: 100,
      perCustomerLimit: 1,
      validFrom: '2026-11-20',
      validUntil: '2026-11-30',
    });
    expect(c).toMatchObject({
      code: 'CHURRAS-15',
      value: 12.5,
      minimumOrderCents: 15000,
      maximumDiscountCents: 4000,
      usageLimit: 100,
      perCustomerLimit: 1,
      validFrom: '2026-11-20',
      validUntil: '2026-11-30',
      // 00:00 and 23:59:59.999 in New York (EST, UTC-5).
      validFromAt: '2026-11-20T05:00:00.000Z',
      validUntilAt: '2026-12-01T04:59:59.999Z',
      state: 'active',
    });
    const [entry] = await auditOf(c.id);
    expect(entry).toMatchObject({ action: 'create', actor_role: 'admin' });
  });

  it.each<[string, Partial<CouponSaveInput>, string, string]>([
    ['a percentage over 100', { value: 150 }, 'value', 'couponAdmin.percentRange'],
    ['a percentage of 0', { value: 0 }, 'value', 'couponAdmin.percentRange'],
    ['a negative fixed amount', { type: 'fixed_amount', value: -500 }, 'value', 'couponAdmin.amountNegative'],
    [
      'a fixed amount in fractions of a cent',
      { type: 'fixed_amount', value: 10.5 },
      'value',
      'couponAdmin.amountInvalid',
    ],
    [
      'a negative minimum order',
      { minimumOrderCents: -1 },
      'minimumOrderCents',
      'couponAdmin.amountNegative',
    ],
    [
      'until before from',
      { validFrom: '2026-12-10', validUntil: '2026-12-01' },
      'validUntil',
      'couponAdmin.untilBeforeFrom',
    ],
    [
      'a maximum discount on a fixed coupon',
      { type: 'fixed_amount', value: 1000, maximumDiscountCents: 500 },
      'maximumDiscountCents',
      'couponAdmin.maximumOnlyPercentage',
    ],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', 'couponAdmin.limitRange'],
    ['a per-customer limit of 0', { perCustomerLimit: 0 }, 'perCustomerLimit', 'couponAdmin.limitRange'],
    ['a code with spaces', { code: 'DEZ POR CENTO' }, 'code', 'couponAdmin.codeFormat'],
    ['no name', { name: ' ' }, 'name', 'couponAdmin.nameRequired'],
    ['a date that does not exist', { validUntil: '2026-02-30' }, 'validUntil', 'couponAdmin.dateInvalid'],
  ])('refuses %s on its field (422), saving nothing', async (_label, change, field, key) => {
    const sent = draft(change);
    const { error } = await body<ErrorBody>(await as('admin', 'POST', '', sent), 422);
    expect(error.fields?.[field]?.[0]?.key, JSON.stringify(error.fields)).toBe(key);
    expect(
      await t.database.db
        .select()
        .from(coupons)
        .where(eq(coupons.code, String(sent.code).trim())),
    ).toEqual([]);
  });

  it('a code taken in any case → 409 on the code field', async () => {
    const c = await create();
    const { error } = await body<ErrorBody>(
      await as('admin', 'POST', '', draft({ code: c.code.toLowerCase() })),
      409,
    );
    expect(error.fields?.code?.[0]?.key).toBe('couponAdmin.codeTaken');
    const other = await create();
    const clash = await as('admin', 'PATCH', `/${other.id}`, editBody(other, { code: c.code }));
    expect((await body<ErrorBody>(clash, 409)).error.key).toBe('couponAdmin.codeTaken');
  });

  it('an edit from an old version → 409 stale; the audit keeps only what changed', async () => {
    const c = await create();
    await body(await as('admin', 'PATCH', `/${c.id}`, editBody(c, { isActive: false })), 200);
    const stale = await as('admin', 'PATCH', `/${c.id}`, editBody(c, { name: 'Atrasado' }));
    expect((await body<ErrorBody>(stale, 409)).error.key).toBe('couponAdmin.stale');
    const entries = await auditOf(c.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]?.after).toEqual({ isActive: false });
  });
});

describe('the list: state, search, filter, page', () => {
  it('shows each state and filters by it (the SQL state agrees with couponState)', async () => {
    const tag = `EST${randomUUID().slice(0, 4).toUpperCase()}`;
    const made = {
      active: await create({ code: `${tag}A` }),
      scheduled: await create({ code: `${tag}S`, validFrom: '2026-12-01' }),
      expired: await create({ code: `${tag}E`, validFrom: '2026-10-01', validUntil: '2026-11-22' }),
      inactive: await create({ code: `${tag}I`, isActive: false }),
      used_up: await create({ code: `${tag}U`, usageLimit: 1 }),
    };
    await t.database.db.update(coupons).set({ used_count: 1 }).where(eq(coupons.id, made.used_up.id));
    const all = await list(`?q=${tag.toLowerCase()}`);
    expect(Object.fromEntries(all.coupons.map((c) => [c.code, c.state]))).toEqual(
      Object.fromEntries(Object.entries(made).map(([state, c]) => [c.code, state])),
    );
    for (const [state, c] of Object.entries(made)) {
      const filtered = await list(`?q=${tag}&state=${state}`);
      expect(filtered.coupons.map((r) => r.code)).toEqual([c.code]);
    }
    expect(all.coupons.find((c) => c.code === `${tag}U`)).toMatchObject({ usedCount: 1, usageLimit: 1 });
  });

  it('pages by 20 and refuses a bad filter (400)', async () => {
    const tag = `PAG${randomUUID().slice(0, 4).toUpperCase()}`;
    for (let i = 0; i < 21; i++) await create({ code: `${tag}${String(i).padStart(2, '0')}` });
    const first = await list(`?q=${tag}`);
    const second = await list(`?q=${tag}&page=2`);
    expect([first.total, first.coupons.length, second.coupons.length]).toEqual([21, 20, 1]);
    expect((await as('admin', 'GET', '?state=whatever')).status).toBe(400);
    expect((await as('admin', 'GET', '?page=0')).status).toBe(400);
  });
});

describe('orders that used a coupon; deleting and deactivating', () => {
  it('lists the orders and the discount given; a used coupon cannot be deleted, only deactivated', async () => {
    const c = await create({ code: `USADO${randomUUID().slice(0, 4).toUpperCase()}` });
    const buyer = await signIn(t);
    await standardCart(t.database.db, p, buyer.userId);
    await body(await placeOrder(call, buyer.jar, deliveryInput({ couponCode: c.code })), 201);
    const discount = Math.floor(standardSubtotal(p) / 10);
    const row = (await list(`?q=${c.code}`)).coupons[0]!;
    expect(row).toMatchObject({ usedCount: 1, orderCount: 1, discountGivenCents: discount });
    const detail = await body<{ orders: StaffCouponOrder[] }>(await as('admin', 'GET', `/${c.id}`), 200);
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]).toMatchObject({ discountCents: discount, status: 'pending_payment' });
    // The demo store is the manager's: they see the order too; another store's manager does not.
    expect(
      (await body<{ orders: unknown[] }>(await as('manager', 'GET', `/${c.id}`), 200)).orders,
    ).toHaveLength(1);
    const { store } = await body<{ store: { slug: string } }>(
      await call(
        'POST',
        '/api/stores/staff',
        { name: 'Loja Alpharetta', address: '', phone: '' },
        { jar: jars.admin },
      ),
      201,
    );
    const elsewhere = (await signIn(t, 'manager', store.slug)).jar;
    const theirs = await body<{ orders: unknown[] }>(
      await call('GET', `${BASE}/${c.id}`, undefined, { jar: elsewhere }),
      200,
    );
    expect(theirs.orders).toEqual([]);
    const theirList = await body<{ coupons: StaffCouponRow[] }>(
      await call('GET', `${BASE}?q=${c.code}`, undefined, { jar: elsewhere }),
      200,
    );
    expect(theirList.coupons[0]).toMatchObject({ usedCount: 1, orderCount: 0, discountGivenCents: 0 });

    const refused = await as('admin', 'DELETE', `/${c.id}`);
    expect((await body<ErrorBody>(refused, 409)).error.key).toBe('couponAdmin.usedCannotDelete');
    const limit = await as(
      'admin',
      'PATCH',
      `/${c.id}`,
      editBody(row, { usageLimit: 0 + 1, isActive: true }),
    );
    expect(limit.status).toBe(200);
    const fresh = (await body<{ coupon: StaffCoupon }>(limit, 200)).coupon;
    const off = await as('admin', 'PATCH', `/${c.id}`, editBody(fresh, { isActive: false }));
    expect((await body<{ coupon: StaffCoupon }>(off, 200)).coupon.state).toBe('inactive');
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(stored?.is_active).toBe(false);
  });

  it('a usage limit below the uses made → 422 on its field', async () => {
    const c = await create();
    await t.database.db.update(coupons).set({ used_count: 3 }).where(eq(coupons.id, c.id));
    const fresh = (await body<{ coupon: StaffCoupon }>(await as('admin', 'GET', `/${c.id}`), 200)).coupon;
    const { error } = await body<ErrorBody>(
      await as('admin', 'PATCH', `/${fresh.id}`, editBody(fresh, { usageLimit: 2 })),
      422,
    );
    expect(error.fields?.usageLimit?.[0]).toMatchObject({
      key: 'couponAdmin.usageLimitBelowUsed',
      params: { used: 3 },
    });
  });

  it('an unused coupon is deleted, with an audit entry', async () => {
    const c = await create();
    expect((await as('admin', 'DELETE', `/${c.id}`)).status).toBe(200);
    expect((await auditOf(c.id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });
});

describe('checkout with the new rules', () => {
  it('a coupon whose valid_from is tomorrow is refused at checkout with coupon.not_yet_valid', async () => {
    const c = await create({ validFrom: '2026-11-24' });
    const buyer = await signIn(t);
    await standardCart(t.database.db, p, buyer.userId);
    const check = await body<{ ok: boolean; key: string }>(
      await call('POST', '/api/coupons/check', { code: c.code }, { jar: buyer.jar }),
      200,
    );
    expect(check).toMatchObject({ ok: false, key: 'coupon.not_yet_valid' });
    const { error } = await body<ErrorBody>(
      await placeOrder(call, buyer.jar, deliveryInput({ couponCode: c.code })),
      422,
    );
    expect(error.fields?.couponCode?.[0]?.key).toBe('coupon.not_yet_valid');
  });

  it('once per customer: two orders at once by the same customer → one succeeds; the next is refused', async () => {
    const c = await create({ perCustomerLimit: 1 });
    const buyer = await signIn(t);
    await standardCart(t.database.db, p, buyer.userId);
    const results = await Promise.all([
      placeOrder(call, buyer.jar, deliveryInput({ couponCode: c.code })),
      placeOrder(call, buyer.jar, deliveryInput({ couponCode: c.code })),
    ]);
    expect(results.map((r) => r.status).filter((s) => s === 201)).toHaveLength(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.coupon_id, c.id))).toHaveLength(1);
    // With a full cart again, the coupon is the reason.
    await standardCart(t.database.db, p, buyer.userId);
    const check = await body<{ key: string }>(
      await call('POST', '/api/coupons/check', { code: c.code }, { jar: buyer.jar }),
      200,
    );
    expect(check.key).toBe('coupon.customer_used_up');
    const again = await placeOrder(call, buyer.jar, deliveryInput({ couponCode: c.code }));
    expect((await body<ErrorBody>(again, 409)).error.fields?.couponCode?.[0]?.key).toBe(
      'coupon.customer_used_up',
    );
    // Another customer, with a phone of her own, may still use it (decision 096: the phone counts too).
    const other = await signIn(t);
    await standardCart(t.database.db, p, other.userId);
    expect(
      (await placeOrder(call, other.jar, deliveryInput({ couponCode: c.code, phone: '(404) 555-0177' })))
        .status,
    ).toBe(201);
    // A new account with the first customer's phone may not.
    const sameHousehold = await signIn(t);
    await standardCart(t.database.db, p, sameHousehold.userId);
    const shared = await placeOrder(call, sameHousehold.jar, deliveryInput({ couponCode: c.code }));
    expect((await body<ErrorBody>(shared, 409)).error.fields?.couponCode?.[0]?.key).toBe(
      'coupon.customer_used_up',
    );
  });

  it('the per-customer use is taken atomically: two transactions at once, limit 1 → exactly one', async () => {
    const c = await create({ perCustomerLimit: 1 });
    const user = `user-${randomUUID()}`;
    const take = () =>
      t.database.db.transaction(async (tx) => {
        const ok = await consumeCustomerUse(tx, c.id, user, 1);
        await new Promise((done) => setTimeout(done, 20));
        return ok;
      });
    expect((await Promise.all([take(), take(), take()])).filter(Boolean)).toHaveLength(1);
  });
});
