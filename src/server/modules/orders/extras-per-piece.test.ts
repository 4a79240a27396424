import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  body,
  deliveryInput,
  emptyCart,
  fillCart,
  type OrderDesk,
  orderDeskTestApp,
  placeOrder,
  signIn,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';

/**
 * Decision 111 through the real routes: an extra per piece follows the line's quantity at the
 * checkout (never the cart's stored count) and on an order edit; one per line is charged once.
 */

let t: TestApp;
let call: OrderDesk['call'];
let p: DemoProducts;
let admin: CookieJar;
let customer: { jar: CookieJar; userId: string; email: string };

beforeAll(async () => {
  ({ t, call, p } = await orderDeskTestApp());
  admin = (await signIn(t, 'admin')).jar;
  customer = await signIn(t);
});
afterAll(() => t.close());

/** Picanha ≈ 1 kg × 2 with the house seasoning (per line) and skewers (per piece). */
async function placeWithExtras(): Promise<OrderDetail> {
  await emptyCart(t.database.db, customer.userId);
  await fillCart(t.database.db, customer.userId, [
    {
      productId: p.picanha.id,
      variationId: p.picanha1kg.id,
      quantity: 2,
      priceCents: 11990,
      // Stored counts from before decision 111: the checkout must not trust them.
      extras: [
        { extraId: p.tempero.id, quantity: 3, priceCents: p.tempero.priceCents },
        { extraId: p.espetos.id, quantity: 5, priceCents: p.espetos.priceCents },
      ],
    },
  ]);
  return (await body<{ order: OrderDetail }>(await placeOrder(call, customer.jar, deliveryInput()), 201))
    .order;
}

const extrasOf = (order: OrderDetail) =>
  order.items[0]!.extras.map((e) => [e.name, e.basis, e.quantity, e.totalCents]);

describe('extras per piece and per line (decision 111)', () => {
  it('the checkout quote and the order charge per line once and per piece × the quantity', async () => {
    await emptyCart(t.database.db, customer.userId);
    await fillCart(t.database.db, customer.userId, [
      {
        productId: p.picanha.id,
        variationId: p.picanha1kg.id,
        quantity: 2,
        priceCents: 11990,
        extras: [
          { extraId: p.tempero.id, quantity: 3, priceCents: p.tempero.priceCents },
          { extraId: p.espetos.id, quantity: 5, priceCents: p.espetos.priceCents },
        ],
      },
    ]);
    const quote = await body<{ lines: { extrasCents: number; extras: string[]; extrasEn: string[] }[] }>(
      await call('GET', '/api/orders/quote?fulfilment=delivery&zip=30060', undefined, { jar: customer.jar }),
      200,
    );
    expect(quote.lines[0]!.extrasCents).toBe(p.tempero.priceCents + 2 * p.espetos.priceCents);
    // The cart's order: as they were chosen (fillCart adds one after the other).
    expect(quote.lines[0]!.extras).toEqual([
      'Tempero da casa (uma vez, qualquer quantidade)',
      'Montar no espeto (por peça × 2)',
    ]);
    expect(quote.lines[0]!.extrasEn).toEqual([
      'House seasoning (once, any quantity)',
      'Put on skewers (per piece × 2)',
    ]);
    // The order's lines list them by name, the same in its answer and in every read after.
    const order = await placeWithExtras();
    expect(extrasOf(order)).toEqual([
      ['Montar no espeto', 'piece', 2, 2 * p.espetos.priceCents],
      ['Tempero da casa', 'line', 1, p.tempero.priceCents],
    ]);
    expect(order.subtotalCents).toBe(2 * 11990 + p.tempero.priceCents + 2 * p.espetos.priceCents);
  });

  it('an order edit changing the quantity recomputes the per-piece extra, not the per-line one', async () => {
    const order = await placeWithExtras();
    const itemId = order.items[0]!.id;
    const edited = await body<{ order: OrderDetail }>(
      await call(
        'POST',
        `/api/orders/staff/${order.id}/edit`,
        { version: order.updatedAt, changes: [{ type: 'quantity', itemId, quantity: 3 }] },
        { jar: admin },
      ),
      200,
    );
    expect(extrasOf(edited.order)).toEqual([
      ['Montar no espeto', 'piece', 3, 3 * p.espetos.priceCents],
      ['Tempero da casa', 'line', 1, p.tempero.priceCents],
    ]);
    expect(edited.order.subtotalCents).toBe(3 * 11990 + p.tempero.priceCents + 3 * p.espetos.priceCents);
    // Down again: no stale charge stays behind.
    const lowered = await body<{ order: OrderDetail }>(
      await call(
        'POST',
        `/api/orders/staff/${order.id}/edit`,
        { version: edited.order.updatedAt, changes: [{ type: 'quantity', itemId, quantity: 1 }] },
        { jar: admin },
      ),
      200,
    );
    expect(extrasOf(lowered.order)).toEqual([
      ['Montar no espeto', 'piece', 1, p.espetos.priceCents],
      ['Tempero da casa', 'line', 1, p.tempero.priceCents],
    ]);
    expect(lowered.order.subtotalCents).toBe(11990 + p.tempero.priceCents + p.espetos.priceCents);
  });
});
