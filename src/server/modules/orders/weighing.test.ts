import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { WeighingEventDetails } from '@/shared/orders/weighing-types';
import type { Call, CookieJar } from '@/testing/accounts';
import { body, insertCoupon, type OrderDesk, orderDeskWithTwoStores } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { messages } from '../messaging/schema';
import { orderEvents } from './schema';

/** Issue 20: the final weighing on the order desk (POST /api/orders/staff/:id/weights and /settle). */

let t: TestApp;
let call: Call;
let placeFor: OrderDesk['newOrder'];
let jars: Record<'admin' | 'manager' | 'otherManager' | 'customer', CookieJar>;
let customer: { jar: CookieJar; userId: string; email: string };

beforeAll(async () => {
  ({ t, call, newOrder: placeFor, jars, buyer: customer } = await orderDeskWithTwoStores());
});
afterAll(() => t.close());

/** ≈ 1 kg picanha (sold by weight) and a chimichurri, delivered. */
const newOrder = (overrides: Parameters<OrderDesk['newOrder']>[1] = {}) => placeFor(customer, overrides);

const staff = (who: keyof typeof jars, path: string, b?: unknown) =>
  call('POST', `/api/orders/staff${path}`, b, { jar: jars[who] });
const weigh = (who: keyof typeof jars, order: OrderDetail, weight: string, itemId = order.items[0]!.id) =>
  staff(who, `/${order.id}/weights`, { lines: [{ itemId, weight }] });
const move = (order: OrderDetail, status: string) => staff('admin', `/${order.id}/status`, { status });

describe('the order keeps its estimate and the rule in force', () => {
  it('a weighed line answers its price per kg and estimate; the order its estimated total and tolerance', async () => {
    const order = await newOrder();
    expect(order.items[0]).toMatchObject({
      pricePerKgCents: 11990,
      estimateCents: 11990,
      estimateGrams: 1000,
      finalGrams: null,
    });
    expect(order.items[1]).toMatchObject({ pricePerKgCents: null, estimateGrams: null });
    expect(order.weighing).toEqual({
      tolerancePct: 10,
      estimatedTotalCents: order.totalCents,
      weighedAt: null,
      differenceCents: null,
      settledAt: null,
    });
    expect(order.estimatedTotalCents).toBe(order.totalCents);
  });
});

describe('weighing on the order desk', () => {
  it('recomputes the line and the total, records a weighing event, keeps the status, queues a message', async () => {
    const order = await newOrder();
    await move(order, 'confirmed');
    await move(order, 'preparing');
    const res = await weigh('manager', order, '1,08');
    const { order: weighed } = await body<{ order: OrderDetail }>(res, 200);
    expect(weighed.status).toBe('preparing');
    expect(weighed.items[0]).toMatchObject({ finalGrams: 1080, lineTotalCents: 12949, estimateCents: 11990 });
    expect(weighed.items[1]!.lineTotalCents).toBe(order.items[1]!.lineTotalCents);
    expect(weighed.subtotalCents).toBe(order.subtotalCents + 959);
    expect(weighed.deliveryFeeCents).toBe(order.deliveryFeeCents);
    expect(weighed.totalCents).toBe(order.totalCents + 959);
    expect(weighed.estimatedTotalCents).toBe(order.totalCents);
    const event = weighed.events.at(-1)!;
    expect(event).toMatchObject({ kind: 'weighing', fromStatus: 'preparing', toStatus: 'preparing' });
    expect(event.details).toMatchObject({
      lines: [
        {
          itemId: order.items[0]!.id,
          estimateGrams: 1000,
          previousGrams: null,
          finalGrams: 1080,
          cents: 12949,
        },
      ],
      before: { totalCents: order.totalCents },
      after: { totalCents: order.totalCents + 959 },
    });
    const [message] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.related_id, order.id), eq(messages.purpose, 'order_update')))
      .orderBy(messages.created_at)
      .then((rows) => rows.slice(-1));
    expect(message?.body).toMatch(/Picanha — 1 kg: estimado 1 kg, pesado 1,08 kg — R\$\s129,49/);
    expect(message?.body).toContain('Total final: R$');
    // The customer's own view shows estimate and final side by side.
    const mine = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/${order.id}`, undefined, { jar: customer.jar }),
      200,
    );
    expect(mine.order.items[0]).toMatchObject({ finalGrams: 1080, estimateGrams: 1000 });
  });

  it('charges at most the tolerance above the estimate, and as weighed below it', async () => {
    const order = await newOrder();
    await move(order, 'confirmed');
    const over = await body<{ order: OrderDetail }>(await weigh('admin', order, '1250 g'), 200);
    expect(over.order.items[0]).toMatchObject({ finalGrams: 1250, lineTotalCents: 13189 });
    expect(over.order.events.at(-1)!.details!.lines[0]!.capped).toBe(true);
    const under = await body<{ order: OrderDetail }>(await weigh('admin', order, '0,95 kg'), 200);
    expect(under.order.items[0]).toMatchObject({ finalGrams: 950, lineTotalCents: 11391 });
    expect(under.order.events.at(-1)!.details!.lines[0]!.previousGrams).toBe(1250);
  });

  it('re-applies a percentage coupon to the new subtotal', async () => {
    await insertCoupon(t.database.db, { code: 'PESO10', type: 'percentage', value: '10' });
    const order = await newOrder({ couponCode: 'PESO10' });
    await move(order, 'confirmed');
    const { order: weighed } = await body<{ order: OrderDetail }>(await weigh('admin', order, '1,08'), 200);
    expect(weighed.discountCents).toBe(Math.floor(weighed.subtotalCents / 10));
    expect(weighed.totalCents).toBe(weighed.subtotalCents - weighed.discountCents + weighed.deliveryFeeCents);
  });
});

describe('who may weigh, and when', () => {
  it('manage_orders of the order’s store only', async () => {
    const order = await newOrder();
    await move(order, 'confirmed');
    expect((await weigh('customer', order, '1,08')).status).toBe(403);
    expect((await weigh('otherManager', order, '1,08')).status).toBe(403);
    expect((await call('POST', `/api/orders/staff/${order.id}/weights`, { lines: [] })).status).toBe(401);
  });

  it('refuses orders not confirmed or preparing (pending payment, cancelled, completed)', async () => {
    const pending = await newOrder();
    const refused = await weigh('admin', pending, '1,08');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.key).toBe('weighing.wrongStatus');
    await move(pending, 'cancelled');
    expect((await weigh('admin', pending, '1,08')).status).toBe(409);
    const done = await newOrder();
    for (const s of ['confirmed', 'preparing', 'out_for_delivery', 'completed']) await move(done, s);
    expect((await weigh('admin', done, '1,08')).status).toBe(409);
  });

  it('refuses bad weights with the field’s message, and lines not sold by weight', async () => {
    const order = await newOrder();
    await move(order, 'confirmed');
    const field = `lines.${order.items[0]!.id}`;
    for (const [weight, key] of [
      ['abc', 'weighing.weightInvalid'],
      ['0', 'weighing.weightPositive'],
      ['-1', 'weighing.weightPositive'],
      ['1,0805', 'weighing.weightDecimals'],
    ]) {
      const res = await weigh('admin', order, weight!);
      expect(res.status, weight).toBe(422);
      expect(JSON.stringify((await res.json()).error), weight).toContain(key!);
    }
    const typo = await weigh('admin', order, '10,8');
    expect(typo.status).toBe(422);
    const error = (await typo.json()).error;
    expect(error.key).toBe('weighing.weightTooHigh');
    expect(error.fields[field][0]).toMatchObject({
      key: 'weighing.weightTooHigh',
      params: { max: '5000 g' },
    });
    const fixed = await weigh('admin', order, '1', order.items[1]!.id);
    expect(fixed.status).toBe(422);
    expect((await fixed.json()).error.key).toBe('weighing.lineNotWeighed');
    expect((await staff('admin', `/${order.id}/weights`, { lines: [] })).status).toBe(422);
  });
});

describe('concurrent weighing of one order', () => {
  it('runs one after the other: the second sees the first, totals stay consistent', async () => {
    const order = await newOrder();
    await move(order, 'confirmed');
    const [a, b] = await Promise.all([weigh('admin', order, '1,08'), weigh('manager', order, '1,02')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, order.id), eq(orderEvents.kind, 'weighing')))
      .orderBy(orderEvents.created_at);
    expect(events).toHaveLength(2);
    const [first, second] = events.map((e) => e.details as WeighingEventDetails);
    expect(second!.before).toEqual(first!.after);
    expect(second!.lines[0]!.previousGrams).toBe(first!.lines[0]!.finalGrams);
    const final = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/staff/${order.id}`, undefined, { jar: jars.admin }),
      200,
    );
    expect(final.order.totalCents).toBe(second!.after.totalCents);
    expect(final.order.items[0]!.finalGrams).toBe(second!.lines[0]!.finalGrams);
  });
});

describe('a bank transfer already paid: the difference and its settlement', () => {
  it('shows the balance due after weighing and lets staff mark it settled once', async () => {
    const order = await newOrder({ paymentMethod: 'bank_transfer' });
    expect((await staff('admin', `/${order.id}/weights/settle`, {})).status).toBe(409);
    await body(await staff('admin', `/${order.id}/payment`, {}), 200);
    const { order: weighed } = await body<{ order: OrderDetail }>(await weigh('admin', order, '1,08'), 200);
    expect(weighed.weighing).toMatchObject({ differenceCents: 959, settledAt: null });
    expect((await staff('customer', `/${order.id}/weights/settle`, {})).status).toBe(403);
    const { order: settled } = await body<{ order: OrderDetail }>(
      await staff('manager', `/${order.id}/weights/settle`, { note: 'Pix recebido' }),
      200,
    );
    expect(settled.weighing?.settledAt).not.toBeNull();
    expect(settled.events.at(-1)).toMatchObject({ kind: 'settlement', note: 'Pix recebido' });
    const again = await staff('admin', `/${order.id}/weights/settle`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.key).toBe('weighing.alreadySettled');
    // Lighter on a second weighing: a refund due, to settle again.
    const { order: lighter } = await body<{ order: OrderDetail }>(await weigh('admin', order, '0,9'), 200);
    expect(lighter.weighing).toMatchObject({ differenceCents: 10791 - 11990, settledAt: null });
  });
});
