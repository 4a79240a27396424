import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import type { OrderDetail } from '@/shared/orders/types';
import { type Call, caller } from '@/testing/accounts';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import {
  body,
  CLOCK,
  deliveryInput,
  insertCoupon,
  placeOrder,
  setStock,
  signIn,
  standardCart,
  standardSubtotal,
} from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { orderItems, orders } from './schema';
import { createOrdersService } from './service';

/**
 * Issue 34: in a burst of checkouts, each answer waited for a second turn on the pool after its
 * commit (a read of the order it had just written), queued behind every transaction still waiting,
 * so all answers came at the end. The answer is now drawn from the rows the transaction wrote:
 * it must be the order as committed, in the shape the web app and the journeys read.
 */

/** What the orders service asked of the database outside its transactions, in order. */
const calls: string[] = [];

/** The database as the orders service sees it, noting each statement begun outside a transaction and each commit. */
function watched(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'transaction')
        return async (...args: unknown[]) => {
          const result = await value.apply(target, args);
          calls.push('commit');
          return result;
        };
      if (prop === 'select' || prop === 'execute' || prop === 'insert' || prop === 'update')
        return (...args: unknown[]) => {
          calls.push(String(prop));
          return value.apply(target, args);
        };
      return value;
    },
  });
}

let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  t = await createTestApp({
    services: (database, _env, base) => ({
      orders: createOrdersService({
        onStockChanged: base.catalogue.invalidate,
        db: watched(database.db),
        messaging: base.messaging,
        addToCart: (userId, input) => base.cart.addItem({ sessionId: null, userId }, input),
        logLevel: 'silent',
        now: () => CLOCK,
      }),
    }),
  });
  call = caller(t);
  p = await demoProducts(t);
  await setStock(t.database.db, p.picanha12.id, null);
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('the checkout answer (issue 34)', () => {
  it('is the order as committed: number, totals, lines, extras, window and timeline', async () => {
    const { jar, userId } = await signIn(t);
    const [picanhaLine] = await standardCart(db(), p, userId);
    await insertCoupon(db(), { code: 'RESPOSTA10', type: 'percentage', value: '10' });
    const input = deliveryInput({ couponCode: 'RESPOSTA10', itemNotes: { [picanhaLine!]: 'Bifes de 3 cm' } });
    const key = randomUUID();
    const res = await placeOrder(call, jar, input, key);
    const { order, created } = await body<{ order: OrderDetail; created: boolean }>(res, 201);
    expect(created).toBe(true);

    // The stored rows say the same.
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    const lines = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, order.id))
      .orderBy(orderItems.position);
    expect(order.number).toBe(`BP-${row!.number}`);
    expect(order.totalCents).toBe(Math.round(Number(row!.total) * 100));
    expect(order.subtotalCents).toBe(standardSubtotal(p));
    expect(order.discountCents).toBe(Math.round(Number(row!.discount) * 100));
    expect(order.discountCents).toBeGreaterThan(0);
    expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.deliveryFeeCents);
    expect(order.items.map((i) => i.id)).toEqual(lines.map((l) => l.id));
    expect(order.items[0]).toMatchObject({ quantity: 2, notes: 'Bifes de 3 cm', extras: [{ quantity: 1 }] });
    expect(order.items[1]!.extras).toEqual([]);
    expect(order.itemCount).toBe(3);
    expect(order.events).toHaveLength(1);
    expect(order.storeName).not.toBe('');

    // Exactly what reading the committed order answers, the customer's view and the replay alike.
    const mine = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/${order.id}`, undefined, { jar }),
      200,
    );
    expect(order).toEqual(mine.order);
    const replay = await body<{ order: OrderDetail; created: boolean }>(
      await placeOrder(call, jar, input, key),
      200,
    );
    expect(replay).toEqual({ order, created: false });
  });

  it('a pickup answer carries the store and its pickup address as the order page shows them', async () => {
    const { jar, userId } = await signIn(t);
    await standardCart(db(), p, userId);
    const quote = await body<{ windows: { date: string; windowId: string }[] }>(
      await call('GET', '/api/orders/quote?fulfilment=pickup', undefined, { jar }),
      200,
    );
    const slot = quote.windows[0]!;
    const { order } = await body<{ order: OrderDetail }>(
      await placeOrder(call, jar, {
        fulfilment: 'pickup',
        date: slot.date,
        windowId: slot.windowId,
        paymentMethod: 'pay_on_delivery',
      }),
      201,
    );
    expect(order.pickupAddress).not.toBeNull();
    const mine = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/${order.id}`, undefined, { jar }),
      200,
    );
    expect(order).toEqual(mine.order);
  });

  it('answers without a second turn on the database after its commit', async () => {
    const { jar, userId } = await signIn(t);
    await standardCart(db(), p, userId);
    calls.length = 0;
    await body(await placeOrder(call, jar, deliveryInput()), 201);
    expect(calls).toContain('commit');
    expect(calls.slice(calls.lastIndexOf('commit') + 1)).toEqual([]);
  });
});
