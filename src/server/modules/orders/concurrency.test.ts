import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { COUPON_MESSAGES } from '@/shared/coupons/rules';
import { WINDOW_MESSAGES } from '@/shared/delivery/windows';
import type { PlaceOrderInput, PlaceOrderValues } from '@/shared/orders/schemas';
import { placeOrderSchema } from '@/shared/orders/schemas';
import { type DemoProducts, demoProducts } from '@/testing/cart';
import {
  cartLineCount,
  createOrdersTestApp,
  fillCart,
  insertCoupon,
  insertCustomer,
  patchFulfilment,
  setStock,
  stockOf,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { coupons } from '../coupons/schema';
import { orders } from './schema';

/**
 * Many buyers at once. On PGlite the transactions queue on its single connection; with TEST_DB=pg
 * they really overlap on PostgreSQL's pool, and only the conditional updates keep the counts right.
 * Carts and customers are written straight into the tables (no sign-ups) to keep this fast.
 */
let t: TestApp;
let p: DemoProducts;
beforeAll(async () => {
  t = await createOrdersTestApp();
  p = await demoProducts(t);
  // Room for everyone in the windows, so only stock or the coupon decides.
  await patchFulfilment(t.database.db, (s) => ({
    ...s,
    pickup: {
      ...s.pickup,
      schedule: {
        ...s.pickup.schedule,
        windows: s.pickup.schedule.windows.map((w) => ({ ...w, capacity: 1000 })),
      },
    },
  }));
});
afterAll(() => t.close());

const pickup = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderValues =>
  placeOrderSchema.parse({
    fulfilment: 'pickup',
    date: '2026-11-25',
    windowId: 'pickup-afternoon',
    paymentMethod: 'pay_on_delivery',
    ...overrides,
  });

async function buyers(count: number, line: Parameters<typeof fillCart>[2][number]) {
  const db = t.database.db;
  const list = [];
  for (let i = 0; i < count; i++) {
    const customer = await insertCustomer(db);
    await fillCart(db, customer.userId, [line]);
    list.push(customer);
  }
  return list;
}

const outcome = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.message}`;
    throw error;
  }
};

describe(`concurrent checkouts (${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('200 simultaneous checkouts for a variation with stock 10 → exactly 10 orders and stock 0', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    await setStock(db, p.picanha12.id, 10);
    const people = await buyers(200, {
      productId: p.picanha.id,
      variationId: p.picanha12.id,
      quantity: 1,
      priceCents: p.picanha12.priceCents,
    });
    const results = await Promise.all(
      people.map((c) => outcome(() => t.services.orders.place(c, randomUUID(), pickup()))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    const refused = results.filter((r) => r !== 'ok');
    expect(refused).toHaveLength(190);
    expect(refused.every((r) => r.startsWith('409 Estoque insuficiente'))).toBe(true);
    expect(await stockOf(db, p.picanha12.id)).toBe(0);
    const placed = await db.select().from(orders).where(eq(orders.window_id, 'pickup-afternoon'));
    expect(placed).toHaveLength(10);
    // The refused kept their carts.
    const kept = await Promise.all(people.map((c) => cartLineCount(db, c.userId)));
    expect(kept.filter((n) => n === 1)).toHaveLength(190);
  });

  it('a coupon with usage_limit 1 used by 50 customers at once → exactly 1 order with it', {
    timeout: 60_000,
  }, async () => {
    const db = t.database.db;
    const coupon = await insertCoupon(db, { code: 'UMAVEZ', usage_limit: 1 });
    const people = await buyers(50, {
      productId: p.chimichurri.id,
      quantity: 1,
      priceCents: p.chimichurri.priceCents,
    });
    const results = await Promise.all(
      people.map((c) =>
        outcome(() =>
          t.services.orders.place(
            c,
            randomUUID(),
            pickup({ windowId: 'pickup-morning', couponCode: 'umavez' }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.endsWith(COUPON_MESSAGES.used_up))).toHaveLength(49);
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.used_count).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.coupon_id, coupon.id))).toHaveLength(1);
  });

  it('a window with 5 places and 20 buyers at once → exactly 5 orders in it', {
    timeout: 60_000,
  }, async () => {
    const db = t.database.db;
    await patchFulfilment(db, (s) => ({
      ...s,
      pickup: {
        ...s.pickup,
        schedule: {
          ...s.pickup.schedule,
          windows: s.pickup.schedule.windows.map((w) =>
            w.id === 'pickup-evening' ? { ...w, capacity: 5 } : w,
          ),
        },
      },
    }));
    const people = await buyers(20, {
      productId: p.chimichurri.id,
      quantity: 1,
      priceCents: p.chimichurri.priceCents,
    });
    const results = await Promise.all(
      people.map((c) =>
        outcome(() => t.services.orders.place(c, randomUUID(), pickup({ windowId: 'pickup-evening' }))),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r.endsWith(WINDOW_MESSAGES.full))).toHaveLength(15);
  });
});
