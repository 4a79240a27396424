import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@/shared/cart/messages';
import { type CartCall, cartOf, cartTestApp, type DemoProducts, refusalOf, startCart } from '@/testing/cart';
import type { TestApp } from '@/testing/test-app';
import { quickAdds } from './actions/add-item';

/**
 * The grouped add of the hot path (docs/decisions/019-cart-group-commit.md): several adds in one
 * statement behave as if they had come one after another, and each answer is its own.
 */
let t: TestApp;
let call: CartCall;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await cartTestApp());
});
afterAll(() => t.close());

const newCart = () => startCart(call, p);

describe('grouped adds (one statement)', () => {
  it('runs in order, each seeing the adds before it, and answers each add with its own cart', async () => {
    const [x, y] = [await newCart(), await newCart()];
    const guest = (sessionId: string) => ({ sessionId, userId: null });
    const kilo = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 };
    const results = await quickAdds(
      t.database.db,
      [
        { actor: guest(x), input: kilo },
        { actor: guest(x), input: kilo },
        { actor: guest(x), input: { ...kilo, variationId: p.fraldinha05.id } },
        { actor: guest(y), input: { productId: p.picanha.id, variationId: p.picanha15.id, quantity: 4 } },
        { actor: guest(y), input: { productId: p.picanha.id, variationId: p.picanha15.id, quantity: 3 } },
      ],
      new Date(),
    );
    const picanhaIn = (i: number) => results[i]?.cart?.items.find((l) => l.productId === p.picanha.id);
    expect(results[0]?.cart?.sessionId).toBe(x);
    expect(picanhaIn(0)?.quantity).toBe(1);
    expect(picanhaIn(1)?.quantity).toBe(2);
    // Another product's variation: refused, nothing written, no cart in the answer.
    expect(results[2]).toMatchObject({ outcome: { has_product: true, has_variation: false }, cart: null });
    // Four of a stock of three: refused; then three fit.
    expect(results[3]).toMatchObject({ outcome: { line_id: null }, cart: null });
    expect(results[4]?.cart?.sessionId).toBe(y);
    expect(picanhaIn(4)?.quantity).toBe(3);
    expect(results[4]?.cart?.items.some((l) => l.variationId === p.picanha1kg.id)).toBe(false);
  });

  it('concurrent adds to many carts, some refused, each get their own answer through the API', async () => {
    const carts = await Promise.all(Array.from({ length: 4 }, newCart));
    const good = { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 2 };
    const wrongVariation = { ...good, variationId: p.fraldinha05.id };
    const tooMany = { productId: p.picanha.id, variationId: p.picanha15.id, quantity: 4 };
    const answers = await Promise.all(
      carts.flatMap((cart) =>
        [good, wrongVariation, tooMany].map((body) => call('POST', '/items', body, { cart })),
      ),
    );
    for (const [i, cart] of carts.entries()) {
      const [ok, wrong, many] = answers.slice(i * 3, i * 3 + 3) as [Response, Response, Response];
      const body = await cartOf(ok);
      expect(body.sessionId).toBe(cart);
      expect(body.items.map((l) => [l.productId, l.quantity])).toEqual([
        [p.chimichurri.id, 1],
        [p.picanha.id, 2],
      ]);
      expect((await refusalOf(wrong, 404)).message).toBe(CART_MESSAGES.variationNotFound);
      expect((await refusalOf(many, 409)).message).toBe(CART_MESSAGES.insufficientStock);
    }
  });
});
