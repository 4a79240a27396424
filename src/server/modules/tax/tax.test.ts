import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/errors';
import type { CheckoutQuote, OrderDetail } from '@/shared/orders/types';
import type { TaxReport } from '@/shared/tax/report';
import type { TaxPlaceView, TaxRateView } from '@/shared/tax/types';
import type { Call, CookieJar } from '@/testing/accounts';
import { body, deliveryInput, fillCart, orderDeskTestApp, placeOrder, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { products } from '../catalogue/schema';
import { orders } from '../orders/schema';

/**
 * Issue 37 (decision 079): who may edit the rate table, its refusals, the snapshot an order keeps
 * and the weighing's recomputation with the order's own rates; a place without a rate refused.
 */
let t: TestApp;
let call: Call;
const jars = {} as Record<'admin' | 'manager', CookieJar>;
let customer: { jar: CookieJar; userId: string };
let cleatsId: string;
let picanhaId: string;
let picanha1kgId: string;

beforeAll(async () => {
  const desk = await orderDeskTestApp();
  ({ t, call } = desk);
  picanhaId = desk.p.picanha.id;
  picanha1kgId = desk.p.picanha1kg.id;
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  customer = await signIn(t);
  const [cleats] = await t.database.db.select().from(products).where(eq(products.slug, 'chuteira-society'));
  cleatsId = cleats!.id;
});
afterAll(() => t.close());

const places = async () =>
  (
    await body<{ places: TaxPlaceView[] }>(
      await call('GET', '/api/tax/staff/rates', undefined, { jar: jars.admin }),
      200,
    )
  ).places;
const marietta = async () => (await places()).find((p) => p.zoneId === 'marietta')!;
const saveRate = (jar: CookieJar | undefined, input: unknown) =>
  call('POST', '/api/tax/staff/rates', input, jar ? { jar } : {});

/** Picanha ≈ 1 kg (food, R$ 119,90) and turf cleats (general, R$ 279,90) in the customer's cart. */
const fillPicanhaAndCleats = () =>
  fillCart(t.database.db, customer.userId, [
    { productId: picanhaId, variationId: picanha1kgId, quantity: 1, priceCents: 11990 },
    { productId: cleatsId, quantity: 1, priceCents: 27990 },
  ]);

describe('the rate table', () => {
  it('is seeded with Cobb County for the pickup and the Marietta zone; other zones have none', async () => {
    const all = await places();
    const byZone = Object.fromEntries(all.map((p) => [p.zoneId, p.current]));
    expect(byZone['']).toMatchObject({ generalBp: 600, foodBp: 200, validFrom: '2026-10-01' });
    expect(byZone.marietta).toMatchObject({ generalBp: 600, foodBp: 200 });
    expect(byZone['atlanta-metro']).toBeNull();
    expect(byZone['cobb-north-fulton']).toBeNull();
  });

  it('401 signed out, 403 for a customer and a manager; nothing saved', async () => {
    const place = await marietta();
    const input = {
      storeId: place.storeId,
      zoneId: 'marietta',
      generalRate: '7',
      foodRate: '3',
      validFrom: '2027-01-01',
    };
    expect((await saveRate(undefined, input)).status).toBe(401);
    for (const jar of [customer.jar, jars.manager]) {
      expect((await body<ErrorBody>(await saveRate(jar, input), 403)).error.code).toBe('forbidden');
      expect((await call('GET', '/api/tax/staff/rates', undefined, { jar })).status).toBe(403);
    }
    expect((await marietta()).rates).toHaveLength(1);
  });

  it('refuses each bad field with its own message, nothing saved', async () => {
    const place = await marietta();
    const base = {
      storeId: place.storeId,
      zoneId: 'marietta',
      generalRate: '7',
      foodRate: '3',
      validFrom: '2027-01-01',
    };
    const cases: [Record<string, string>, string, string][] = [
      [{ generalRate: '20,5' }, 'generalRate', 'tax.rateOutOfRange'],
      [{ foodRate: '-1' }, 'foodRate', 'tax.rateInvalid'],
      [{ validFrom: '2026-10-01' }, 'validFrom', 'tax.periodOverlap'],
      [{ zoneId: 'atlanta-metro', validFrom: '2026-11-01' }, 'validFrom', 'tax.validFromPast'],
      [{ zoneId: 'nowhere' }, 'zoneId', 'tax.placeUnknown'],
    ];
    for (const [change, field, key] of cases) {
      const refused = await body<ErrorBody>(await saveRate(jars.admin, { ...base, ...change }), 422);
      expect(refused.error.fields?.[field]?.[0]?.key, JSON.stringify(change)).toBe(key);
    }
    expect((await marietta()).rates).toHaveLength(1);
    expect((await places()).find((p) => p.zoneId === 'atlanta-metro')?.rates).toHaveLength(0);
  });
});

describe('an order in USD (tax added at checkout)', () => {
  let order: OrderDetail;

  beforeAll(async () => {
    await body(
      await call('PUT', '/api/settings/staff/general/currency', { value: 'USD' }, { jar: jars.admin }),
      200,
    );
  });

  it("the cart's estimate: the pickup counter's rates on the lines, by each product's class", async () => {
    const estimate = async (lines: { productId: string; amountCents: number }[]) =>
      (
        await body<{ estimate: { taxCents: number } | null }>(
          await call('POST', '/api/tax/estimate', { lines }),
          200,
        )
      ).estimate;
    // 11990 × 2 % = 239,8 and 27990 × 6 % = 1679,4: one rounding per rate → 240 + 1679.
    expect(
      await estimate([
        { productId: picanhaId, amountCents: 11990 },
        { productId: cleatsId, amountCents: 27990 },
      ]),
    ).toMatchObject({ taxCents: 1919 });
    expect(await estimate([])).toBeNull();
  });

  it('the checkout quote shows each rate’s tax for a Cobb ZIP', async () => {
    await fillPicanhaAndCleats();
    const quote = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?fulfilment=delivery&zip=30060', undefined, { jar: customer.jar }),
      200,
    );
    // Food 11990 × 2 % = 239,8 → 240; general (27990 + fee 799) × 6 % = 1727,34 → 1727.
    expect(quote.tax).toMatchObject({
      refused: false,
      mode: 'added',
      taxCents: 1967,
      byRate: [
        { kind: 'food', rateBp: 200, taxCents: 240 },
        { kind: 'general', rateBp: 600, taxCents: 1727 },
      ],
    });
  });

  it('keeps the rates and classes in force on the order, the tax in its total', async () => {
    order = (await body<{ order: OrderDetail }>(await placeOrder(call, customer.jar, deliveryInput()), 201))
      .order;
    expect(order.taxCents).toBe(1967);
    expect(order.totalCents).toBe(11990 + 27990 + 799 + 1967);
    expect(order.tax?.snapshot).toMatchObject({
      place: { zoneId: 'marietta' },
      rates: { generalBp: 600, foodBp: 200, validFrom: '2026-10-01' },
      rounding: 'invoice',
      mode: 'added',
      deliveryFeeClass: 'general',
      classes: ['grocery_food', 'general'],
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ tax: '19.67', total: '427.46' });
  });

  it('a new rate from today changes new orders, not this one; weighing uses the order’s own rates', async () => {
    const place = await marietta();
    const created = await body<{ rate: TaxRateView }>(
      await saveRate(jars.admin, {
        storeId: place.storeId,
        zoneId: 'marietta',
        generalRate: '7',
        foodRate: '3',
        validFrom: '2026-11-23',
      }),
      201,
    );
    expect(created.rate).toMatchObject({ generalBp: 700, foodBp: 300 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, created.rate.id));
    expect(audit).toMatchObject({ action: 'create', entity_type: 'tax_rate' });

    const staff = (path: string, b?: unknown) =>
      call('POST', `/api/orders/staff${path}`, b, { jar: jars.admin });
    await body(await staff(`/${order.id}/status`, { status: 'confirmed' }), 200);
    await body(
      await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '1,08' }] }),
      200,
    );
    const weighed = (
      await body<{ order: OrderDetail }>(
        await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: jars.admin }),
        200,
      )
    ).order;
    // 1,08 kg × 119,90 = 129,49; food 12949 × 2 % = 258,98 → 259 (the order's 2 %, not today's 3 %).
    expect(weighed.items[0]?.lineTotalCents).toBe(12949);
    expect(weighed.tax?.snapshot.rates).toMatchObject({ generalBp: 600, foodBp: 200 });
    expect(weighed.taxCents).toBe(259 + 1727);
    expect(weighed.totalCents).toBe(12949 + 27990 + 799 + 259 + 1727);

    await fillPicanhaAndCleats();
    const next = (
      await body<{ order: OrderDetail }>(await placeOrder(call, customer.jar, deliveryInput()), 201)
    ).order;
    // 11990 × 3 % = 359,7 → 360; 28789 × 7 % = 2015,23 → 2015.
    expect(next.taxCents).toBe(360 + 2015);
  });

  it("a product's own class wins over its category's: charcoal (market, general) at the pickup counter", async () => {
    const carvao = await t.services.catalogue.product('carvao');
    const bag = carvao.variations[0]!;
    await fillCart(t.database.db, customer.userId, [
      { productId: carvao.id, variationId: bag.id, quantity: 1, priceCents: bag.priceCents },
    ]);
    const quote = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?fulfilment=pickup', undefined, { jar: customer.jar }),
      200,
    );
    // Pickup counter, Cobb 6 %: the general rate, no food rate, no fee.
    expect(quote.tax).toMatchObject({
      refused: false,
      byRate: [{ kind: 'general', rateBp: 600, taxCents: Math.round((bag.priceCents * 6) / 100) }],
    });
  });

  it('a ZIP whose zone has no rate is refused with the tax message; the cart stays', async () => {
    await fillPicanhaAndCleats();
    const quote = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?fulfilment=delivery&zip=30303', undefined, { jar: customer.jar }),
      200,
    );
    expect(quote.tax).toEqual({ refused: true });
    const refused = await body<ErrorBody>(
      await placeOrder(
        call,
        customer.jar,
        deliveryInput({ address: { ...deliveryInput().address!, city: 'Atlanta', zip: '30303' } }),
      ),
      422,
    );
    expect(refused.error.key).toBe('tax.noRate');
    expect(refused.error.fields?.['address.zip']?.[0]?.key).toBe('tax.noRate');
  });
});

describe('the tax report', () => {
  const report = (jar: CookieJar | undefined, path = '/api/reports/staff/tax') =>
    call('GET', `${path}?from=2026-01-01&to=2027-12-31`, undefined, jar ? { jar } : {});

  it('is refused to a visitor, a customer and a manager', async () => {
    expect((await report(undefined)).status).toBe(401);
    for (const jar of [customer.jar, jars.manager]) expect((await report(jar)).status).toBe(403);
  });

  it('the estimate says nothing while prices include tax (BRL)', async () => {
    await body(
      await call('PUT', '/api/settings/staff/general/currency', { value: 'BRL' }, { jar: jars.admin }),
      200,
    );
    const res = await call('POST', '/api/tax/estimate', {
      lines: [{ productId: cleatsId, amountCents: 27990 }],
    });
    expect((await body<{ estimate: unknown }>(res, 200)).estimate).toBeNull();
  });

  it('sums to the orders: tax, and taxable plus exempt sales = what was sold net of tax', async () => {
    const { rows, totals } = await body<TaxReport>(await report(jars.admin), 200);
    const kept = (await t.database.db.select().from(orders)).filter(
      (o) => o.tax_detail !== null && o.status !== 'cancelled',
    );
    expect(kept.length).toBeGreaterThanOrEqual(2);
    const cents = (v: string) => Math.round(Number(v) * 100);
    const tax = kept.reduce((s, o) => s + cents(o.tax), 0);
    const sales = kept.reduce(
      (s, o) =>
        s +
        cents(o.subtotal) -
        cents(o.discount) +
        cents(o.delivery_fee) -
        (o.tax_detail?.mode === 'included' ? cents(o.tax) : 0),
      0,
    );
    expect(totals.taxCents).toBe(tax);
    expect(totals.taxableCents + totals.exemptCents).toBe(sales);
    expect(rows.reduce((s, r) => s + r.taxCents, 0)).toBe(tax);
    // By class: the cleats and the delivery fee are general merchandise, the picanha grocery food.
    expect(new Set(rows.map((r) => r.taxClass))).toEqual(new Set(['grocery_food', 'general']));
    expect(rows.every((r) => r.zoneId === 'marietta' && /^\d{4}-\d{2}$/.test(r.month))).toBe(true);

    const csv = await (await report(jars.admin, '/api/reports/staff/tax.csv')).text();
    expect(csv.split('\r\n')[0]).toContain(
      'month,store,place,tax_class,orders,taxable_sales,exempt_sales,tax',
    );
    expect(csv).toContain(`total,,,,,`);
    expect(csv).toContain((tax / 100).toFixed(2));
  });
});
