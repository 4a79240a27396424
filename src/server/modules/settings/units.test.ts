import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/shared/errors';
import type { OrderDetail } from '@/shared/orders/types';
import type { PublicSettings } from '@/shared/settings/public-settings';
import type { Call, CookieJar } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { body, type OrderDesk, orderDeskTestApp, signIn } from '@/testing/orders';
import { auditEntries } from '@/testing/stored-rows';
import type { TestApp } from '@/testing/test-app';

/**
 * Issue 38 (decision 084): the shop's weight units. Saving them takes manage_system_settings; the
 * public settings answer them; in an imperial shop the desk's weighing reads a bare number as lb
 * (and "2 lb 6 oz" in either system) and the weighing message writes pounds. Prices stay per kg.
 */
let t: TestApp;
let call: Call;
let newOrder: OrderDesk['newOrder'];
const jars = {} as Record<'admin' | 'manager' | 'customer', CookieJar>;
let customer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  ({ t, call, newOrder } = await orderDeskTestApp());
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  customer = await signIn(t);
  jars.customer = customer.jar;
});
afterAll(() => t.close());

const save = (jar: CookieJar | undefined, value: string) =>
  call('PUT', '/api/settings/staff/general/weight_units', { value }, jar ? { jar } : {});
const publicSettings = async () => body<PublicSettings>(await call('GET', '/api/settings'), 200);

async function confirmedOrder(): Promise<OrderDetail> {
  const order = await newOrder(customer, { weighedOnly: true });
  await body(
    await call('POST', `/api/orders/staff/${order.id}/status`, { status: 'confirmed' }, { jar: jars.admin }),
    200,
  );
  return order;
}

const weigh = (order: OrderDetail, weight: string) =>
  call(
    'POST',
    `/api/orders/staff/${order.id}/weights`,
    { lines: [{ itemId: order.items[0]!.id, weight }] },
    { jar: jars.admin },
  );

const weighingMessage = async (order: OrderDetail) =>
  (await outbox(t.database.db).rows({ relatedId: order.id, purpose: 'order_update' }, 'oldest')).find((m) =>
    m.body.includes('pesado'),
  )?.body;

describe('who may change the units', () => {
  it('401 signed out, 403 for a customer and a manager; metric stays', async () => {
    expect((await save(undefined, 'imperial')).status).toBe(401);
    for (const who of ['customer', 'manager'] as const) {
      const refused = await body<ErrorBody>(await save(jars[who], 'imperial'), 403);
      expect(refused.error.code).toBe('forbidden');
    }
    expect((await publicSettings()).units).toBe('metric');
  });

  it('refuses a value outside the list with the field key', async () => {
    const refused = await body<ErrorBody>(await save(jars.admin, 'stone'), 422);
    expect(refused.error.fields?.value?.[0]?.key).toBe('settings.unitsInvalid');
  });
});

describe('an imperial shop', () => {
  it('metric by default: a bare "1,08" is kg and the message writes kg', async () => {
    const order = await confirmedOrder();
    const weighed = await body<{ order: OrderDetail }>(await weigh(order, '1,08'), 200);
    expect(weighed.order.items[0]!.finalGrams).toBe(1080);
    expect(await weighingMessage(order)).toContain('estimado 1 kg, pesado 1,08 kg');
  });

  it('the admin saves imperial: public settings say so, audited; weighing reads lb and oz; the message writes lb', async () => {
    await body(await save(jars.admin, 'imperial'), 200);
    expect((await publicSettings()).units).toBe('imperial');
    const audit = await auditEntries(t.database.db, { action: 'settings.update' });
    expect(JSON.stringify(audit.map((a) => a.after))).toContain('imperial');

    const order = await confirmedOrder();
    // A bare decimal is lb here: 2.35 lb = 1065.94 g → 1066 g.
    const bare = await body<{ order: OrderDetail }>(await weigh(order, '2,35'), 200);
    expect(bare.order.items[0]!.finalGrams).toBe(1066);
    // Pounds and ounces: 2 lb 6 oz = 38 oz = 1077.29 g → 1077 g.
    const lbOz = await body<{ order: OrderDetail }>(await weigh(order, '2 lb 6 oz'), 200);
    expect(lbOz.order.items[0]!.finalGrams).toBe(1077);
    // Grams and kg still read as typed.
    const grams = await body<{ order: OrderDetail }>(await weigh(order, '1065 g'), 200);
    expect(grams.order.items[0]!.finalGrams).toBe(1065);
    // The price per kg stays stored per kg: 1065 g × 119,90/kg = 127,69.
    expect(grams.order.items[0]!.pricePerKgCents).toBe(11990);
    expect(grams.order.items[0]!.lineTotalCents).toBe(12769);

    // The message of the settled weighing writes pounds (1 kg = 2,20 lb; 1065 g = 2,35 lb).
    expect(await weighingMessage(order)).toContain('estimado 2,20 lb, pesado 2,35 lb');
  });

  it('refuses 16 oz after the pounds and too many decimals in lb, with their keys', async () => {
    const order = await confirmedOrder();
    for (const [weight, key] of [
      ['2 lb 16 oz', 'weighing.ozTooMany'],
      ['2.3456 lb', 'weighing.lbDecimals'],
      ['6.25 oz', 'weighing.ozDecimals'],
    ] as const) {
      const res = await weigh(order, weight);
      expect(res.status, weight).toBe(422);
      expect(JSON.stringify((await res.json()).error), weight).toContain(key);
    }
  });

  it('back to metric: a bare decimal is kg again', async () => {
    await body(await save(jars.admin, 'metric'), 200);
    expect((await publicSettings()).units).toBe('metric');
    const order = await confirmedOrder();
    const weighed = await body<{ order: OrderDetail }>(await weigh(order, '1,08'), 200);
    expect(weighed.order.items[0]!.finalGrams).toBe(1080);
  });
});
