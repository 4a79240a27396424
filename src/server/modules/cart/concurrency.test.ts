import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@/shared/cart/messages';
import { type CartCall, cartOf, cartTestApp, type DemoProducts, startCart } from '@/testing/cart';
import type { TestApp } from '@/testing/test-app';

/**
 * Concurrent writes to one cart. On PGlite requests queue on its single connection; run with
 * TEST_DB=pg (TEST_DATABASE_URL) they really overlap on a PostgreSQL server's connection pool.
 */
let t: TestApp;
let call: CartCall;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await cartTestApp());
});
afterAll(() => t.close());

const newCart = () => startCart(call, p);

describe(`concurrent cart writes (${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 concurrent adds of the same product and variation make one line of 50: no lost update', async () => {
    const id = await newCart();
    const body = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/items', body, { cart: id })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const cart = await cartOf(call('GET', '', undefined, { cart: id }));
    const lines = cart.items.filter((l) => l.productId === p.picanha.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 50, totalPriceCents: 50 * p.picanha1kg.priceCents });
    expect(cart.totals.itemCount).toBe(51);
  });

  it('concurrent adds never take more than the stock: 10 adds of 1 against a stock of 3', async () => {
    const id = await newCart();
    const body = { productId: p.picanha.id, variationId: p.picanha15.id, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/items', body, { cart: id })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(7).fill(409)]);
    const refusals = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
    for (const r of refusals) expect(r.error.message).toBe(CART_MESSAGES.insufficientStock);
    const cart = await cartOf(call('GET', '', undefined, { cart: id }));
    expect(cart.items.find((l) => l.variationId === p.picanha15.id)?.quantity).toBe(3);
  });

  it('20 concurrent +1 steps on a line add exactly 20', async () => {
    const id = await newCart();
    const line = (await cartOf(call('GET', '', undefined, { cart: id }))).items[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('PATCH', `/items/${line.id}`, { delta: 1 }, { cart: id })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await cartOf(call('GET', '', undefined, { cart: id }))).items[0]!.quantity).toBe(21);
  });

  it('concurrent first adds of an extra on a line leave it on once (decision 111)', async () => {
    const first = await cartOf(
      call('POST', '/items', { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 }),
    );
    const id = first.sessionId!;
    const itemId = first.items[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/items/${itemId}/extras`, { extraId: p.tempero.id }, { cart: id }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const cart = await cartOf(call('GET', '', undefined, { cart: id }));
    expect(cart.items[0]!.extras).toEqual([expect.objectContaining({ extraId: p.tempero.id, quantity: 1 })]);
  });
});
