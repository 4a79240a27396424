import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@/shared/coupons/rules';
import type { FulfilmentSettings } from '@/shared/delivery/settings';
import { WINDOW_MESSAGES } from '@/shared/delivery/windows';
import { ORDER_MESSAGES } from '@/shared/orders/schemas';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  body,
  cartLineCount,
  deliveryInput,
  fillCart,
  insertCoupon,
  ordersTestApp,
  patchFulfilment,
  placeOrder,
  setStock,
  signIn,
  standardCart as standardCartOf,
  stockOf,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { coupons } from '../coupons/schema';
import { orders } from './schema';

let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
});
afterAll(() => t.close());

const db = () => t.database.db;
const place = (jar: CookieJar, body: unknown, key?: string) => placeOrder(call, jar, body, key);

const standardCart = (userId: string) => standardCartOf(db(), p, userId);

describe('POST /api/orders: each refusal rolls everything back (stock, coupon, window, cart)', () => {
  let jar: CookieJar;
  let userId: string;
  let couponId: string;
  beforeAll(async () => {
    ({ jar, userId } = await signIn(t));
    await standardCart(userId);
    couponId = (await insertCoupon(db(), { code: 'ROLLBACK5', value: '5.00', usage_limit: 10 })).id;
  });

  async function expectUntouched(stock: number) {
    expect(await cartLineCount(db(), userId)).toBe(2);
    expect(await stockOf(db(), p.picanha12.id)).toBe(stock);
    const [c] = await db().select().from(coupons).where(eq(coupons.id, couponId));
    expect(c?.used_count).toBe(0);
    expect(await db().select().from(orders).where(eq(orders.customer_user_id, userId))).toHaveLength(0);
  }

  it.each([
    ['stock short on a line, named', 'stock', 409],
    ['an expired coupon', 'expired', 422],
    ['an unknown coupon', 'unknown', 422],
    ['a used-up coupon', 'usedUp', 422],
    ['a ZIP no zone delivers to', 'zip', 422],
    ['below the zone minimum', 'minimum', 422],
    ['a full window (even though the page offered it)', 'full', 409],
    ['a closed day', 'closed', 422],
  ] as const)('%s', async (_label, kind, status) => {
    await setStock(db(), p.picanha12.id, kind === 'stock' ? 1 : 10);
    let input = deliveryInput({ couponCode: 'ROLLBACK5' });
    let expected: { field: string; message: string };
    let zonesBefore: FulfilmentSettings['delivery']['zones'] | null = null;
    if (kind === 'stock') {
      expected = {
        field: 'items.',
        message: ORDER_MESSAGES.insufficientStock
          .replace('{line}', `${p.picanha.name} — 1,2 kg`)
          .replace('{left}', '1'),
      };
    } else if (kind === 'expired') {
      await insertCoupon(db(), {
        code: `OLD${Math.random().toString(36).slice(2, 6)}`,
        valid_until: new Date('2026-01-31T00:00:00Z'),
      }).then((c) => (input = deliveryInput({ couponCode: c.code })));
      expected = { field: 'couponCode', message: COUPON_MESSAGES.expired };
    } else if (kind === 'unknown') {
      input = deliveryInput({ couponCode: 'NAOEXISTE' });
      expected = { field: 'couponCode', message: COUPON_MESSAGES.unknown };
    } else if (kind === 'usedUp') {
      const c = await insertCoupon(db(), {
        code: `LAST${Math.random().toString(36).slice(2, 6)}`,
        usage_limit: 1,
      });
      await db().update(coupons).set({ used_count: 1 }).where(eq(coupons.id, c.id));
      input = deliveryInput({ couponCode: c.code });
      expected = { field: 'couponCode', message: COUPON_MESSAGES.used_up };
    } else if (kind === 'zip') {
      input = deliveryInput({
        address: { street: '1 Beach Rd', city: 'Miami', state: 'FL', zip: '33101' },
      });
      expected = { field: 'address.zip', message: ORDER_MESSAGES.noDelivery };
    } else if (kind === 'minimum') {
      input = deliveryInput({
        address: { street: '1 Peachtree St', city: 'Atlanta', state: 'GA', zip: '30303' },
      });
      await patchFulfilment(db(), (s) => {
        zonesBefore = s.delivery.zones;
        return {
          ...s,
          delivery: {
            ...s.delivery,
            zones: s.delivery.zones.map((z) => ({ ...z, minimumOrderCents: 10_000_000 })),
          },
        };
      });
      expected = { field: 'address.zip', message: 'O pedido mínimo para entrega nesta região é' };
    } else if (kind === 'full') {
      await patchFulfilment(db(), (s) => ({
        ...s,
        delivery: {
          ...s.delivery,
          schedule: {
            ...s.delivery.schedule,
            windows: s.delivery.schedule.windows.map((w) => ({ ...w, capacity: 1 })),
          },
        },
      }));
      const other = await signIn(t);
      await fillCart(db(), other.userId, [
        { productId: p.chimichurri.id, quantity: 5, priceCents: p.chimichurri.priceCents },
      ]);
      await body(await place(other.jar, deliveryInput({ windowId: 'evening' })), 201);
      input = deliveryInput({ windowId: 'evening', couponCode: 'ROLLBACK5' });
      expected = { field: 'windowId', message: WINDOW_MESSAGES.full };
    } else {
      input = deliveryInput({ date: '2026-11-25', couponCode: 'ROLLBACK5' });
      expected = { field: 'windowId', message: WINDOW_MESSAGES.closed_day };
    }
    const res = await place(jar, input);
    const { error } = await body<{ error: { message: string; fields: Record<string, unknown[]> } }>(
      res,
      status,
    );
    expect(error.message).toContain(expected.message);
    expect(Object.keys(error.fields).some((f) => f.startsWith(expected.field))).toBe(true);
    if (zonesBefore) {
      const zones = zonesBefore;
      await patchFulfilment(db(), (s) => ({ ...s, delivery: { ...s.delivery, zones } }));
      zonesBefore = null;
    }
    await expectUntouched(kind === 'stock' ? 1 : 10);
  });
});
