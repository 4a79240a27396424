import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/cart/types';
import type { ReorderResult } from '@/shared/orders/reorder';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { body, cartLineCount, type OrderDesk, orderDeskTestApp, setStock, signIn } from '@/testing/orders';

/**
 * Issue 38, "Comprar de novo": a past order's lines go back in her cart through the cart's own
 * add (its stock rules); what cannot go back is named with the cart's reason.
 */
let desk: OrderDesk;
let her: { jar: CookieJar; userId: string };
beforeAll(async () => {
  desk = await orderDeskTestApp();
  her = await signIn(desk.t);
});
afterAll(() => desk.t.close());

const db = () => desk.t.database.db;
const reorder = (order: OrderDetail, jar?: CookieJar) =>
  desk.call('POST', `/api/orders/${order.id}/reorder`, undefined, jar ? { jar } : {});

describe('buying a past order again', () => {
  it('puts every line back with its variation and quantity', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 10);
    const order = await desk.newOrder(her);
    expect(await cartLineCount(db(), her.userId)).toBe(0);

    const result = await body<ReorderResult>(await reorder(order, her.jar), 200);
    expect(result.unavailable).toEqual([]);
    expect(result.added.map((a) => a.name)).toEqual(
      order.items.map((i) => expect.stringContaining(i.productName)),
    );
    const cart = await body<Cart>(await desk.call('GET', '/api/cart', undefined, { jar: her.jar }), 200);
    expect(cart.items.map((i) => [i.productId, i.variationId ?? null, i.quantity])).toEqual(
      expect.arrayContaining([
        [desk.p.picanha.id, desk.p.picanha1kg.id, 1],
        [desk.p.chimichurri.id, null, 1],
      ]),
    );
    await desk.call('DELETE', '/api/cart', undefined, { jar: her.jar });
  });

  it('a line out of stock stays out, with the cart’s reason; the rest goes back', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 10);
    const order = await desk.newOrder(her);
    await setStock(db(), desk.p.picanha1kg.id, 0);

    const result = await body<ReorderResult>(await reorder(order, her.jar), 200);
    expect(result.unavailable).toEqual([{ name: 'Picanha — 1 kg', key: 'cart.insufficientStock' }]);
    expect(result.added).toEqual([{ name: 'Chimichurri da casa', quantity: 1, extrasLeftOut: [] }]);
    expect(await cartLineCount(db(), her.userId)).toBe(1);
    await desk.call('DELETE', '/api/cart', undefined, { jar: her.jar });
  });

  it('another customer’s order is 404, a visitor 401; no cart is touched', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 10);
    const order = await desk.newOrder(her);
    const someoneElse = await signIn(desk.t);
    expect((await reorder(order, someoneElse.jar)).status).toBe(404);
    expect((await reorder(order)).status).toBe(401);
    expect(await cartLineCount(db(), someoneElse.userId)).toBe(0);
    expect(await cartLineCount(db(), her.userId)).toBe(0);
  });
});
