import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/cart/types';
import type { ReorderResult } from '@/shared/orders/reorder';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { catalogueRows } from '@/testing/order-rows';
import {
  body,
  cartLineCount,
  deliveryInput,
  fillCart,
  type OrderDesk,
  orderDeskTestApp,
  placeOrder,
  setStock,
  signIn,
} from '@/testing/orders';

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

  it('a product taken off sale, then removed, is said to be no longer available; the rest goes back', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 10);
    await setStock(db(), desk.p.fraldinha05.id, 10);
    const withFraldinha = async () => {
      await fillCart(db(), her.userId, [
        { productId: desk.p.fraldinha.id, variationId: desk.p.fraldinha05.id, quantity: 2, priceCents: 5000 },
        { productId: desk.p.chimichurri.id, quantity: 1, priceCents: desk.p.chimichurri.priceCents },
      ]);
      return (await body<{ order: OrderDetail }>(await placeOrder(desk.call, her.jar, deliveryInput()), 201))
        .order;
    };
    const first = await withFraldinha();
    const second = await withFraldinha();
    const notAvailable = [{ name: 'Fraldinha — 500 g', key: 'cart.productNotFound' }];
    const chimichurriBack = [{ name: 'Chimichurri da casa', quantity: 1, extrasLeftOut: [] }];

    await catalogueRows.setProductActive(db(), desk.p.fraldinha.id, false);
    const offSale = await body<ReorderResult>(await reorder(first, her.jar), 200);
    expect(offSale).toEqual({ added: chimichurriBack, unavailable: notAvailable });
    expect(await cartLineCount(db(), her.userId)).toBe(1);
    await desk.call('DELETE', '/api/cart', undefined, { jar: her.jar });

    // Gone for good: the order line keeps its name, its product is no more.
    await catalogueRows.deleteProduct(db(), desk.p.fraldinha.id);
    const gone = await body<ReorderResult>(await reorder(second, her.jar), 200);
    expect(gone).toEqual({ added: chimichurriBack, unavailable: notAvailable });
    expect(await cartLineCount(db(), her.userId)).toBe(1);
    await desk.call('DELETE', '/api/cart', undefined, { jar: her.jar });
  });

  it('an extra no longer sold is left off its line, and said; the line goes back without it', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 10);
    await fillCart(db(), her.userId, [
      {
        productId: desk.p.picanha.id,
        variationId: desk.p.picanha1kg.id,
        quantity: 1,
        priceCents: 11990,
        extras: [{ extraId: desk.p.marinada.id, quantity: 1, priceCents: desk.p.marinada.priceCents }],
      },
    ]);
    const order = (
      await body<{ order: OrderDetail }>(await placeOrder(desk.call, her.jar, deliveryInput()), 201)
    ).order;
    await catalogueRows.setExtraActive(db(), desk.p.marinada.id, false);
    try {
      const result = await body<ReorderResult>(await reorder(order, her.jar), 200);
      expect(result).toEqual({
        added: [{ name: 'Picanha — 1 kg', quantity: 1, extrasLeftOut: ['Marinada de alho e limão'] }],
        unavailable: [],
      });
      const cart = await body<Cart>(await desk.call('GET', '/api/cart', undefined, { jar: her.jar }), 200);
      expect(cart.items.map((i) => [i.variationId, i.extras.length])).toEqual([[desk.p.picanha1kg.id, 0]]);
    } finally {
      await catalogueRows.setExtraActive(db(), desk.p.marinada.id, true);
      await desk.call('DELETE', '/api/cart', undefined, { jar: her.jar });
    }
  });

  it('the line’s cut options go back on the new cart line, as cuts and not as an extra', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 10);
    const steaks = {
      choices: [
        { group: 'form', value: 'sliced' },
        { group: 'thickness', value: '3' },
        { group: 'vacuum', value: 'yes' },
      ],
      note: 'capa de gordura fina',
    };
    const added = await desk.call(
      'POST',
      '/api/cart/items',
      { productId: desk.p.picanha.id, variationId: desk.p.picanha1kg.id, quantity: 2, cuts: steaks },
      { jar: her.jar },
    );
    expect(added.status).toBe(200);
    const order = (
      await body<{ order: OrderDetail }>(await placeOrder(desk.call, her.jar, deliveryInput()), 201)
    ).order;

    const result = await body<ReorderResult>(await reorder(order, her.jar), 200);
    expect(result).toEqual({
      added: [{ name: 'Picanha — 1 kg', quantity: 2, extrasLeftOut: [] }],
      unavailable: [],
    });
    const cart = await body<Cart>(await desk.call('GET', '/api/cart', undefined, { jar: her.jar }), 200);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 2,
      extras: [],
      cuts: {
        choices: [
          { group: 'form', value: 'sliced', priceCents: 200 },
          { group: 'thickness', value: '3', priceCents: 0 },
          { group: 'vacuum', value: 'yes', priceCents: 350 },
        ],
        note: 'capa de gordura fina',
      },
    });
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
