import { describe, expect, it } from 'vitest';
import { KEYS } from '../messages';
import { addItemSchema, changeQuantitySchema } from './schemas';

const productId = '0b7d8a3e-6a8f-4b7e-9f4e-2c1d3b5a6e7f';

describe('cart input shapes', () => {
  it("drops every price-like key a client sends, and an extra's quantity (decision 111)", () => {
    const parsed = addItemSchema.parse({
      productId,
      quantity: 2,
      price: 1,
      unitPriceCents: 1,
      extras: [{ extraId: productId, price: 0, quantity: 7 }],
      cuts: { choices: [{ group: 'vacuum', value: 'yes', priceCents: 0 }], note: ' fina ' },
    });
    expect(parsed).toEqual({
      productId,
      variationId: null,
      quantity: 2,
      extras: [{ extraId: productId }],
      cuts: { choices: [{ group: 'vacuum', value: 'yes' }], note: 'fina' },
    });
  });

  it.each([
    [0, KEYS.cart.quantityPositive],
    [-1, KEYS.cart.quantityPositive],
    [1.5, KEYS.cart.quantityWhole],
    [0.5, KEYS.cart.quantityWhole],
    ['2', KEYS.cart.quantityWhole],
    [null, KEYS.cart.quantityWhole],
  ])('refuses the quantity %j with %s', (quantity, key) => {
    const result = addItemSchema.safeParse({ productId, quantity });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });

  it.each([
    [{ delta: 1 }, true],
    [{ delta: -1 }, true],
    [{ delta: 3 }, false],
    [{ quantity: 4 }, true],
    [{ quantity: 0 }, false],
    [{}, false],
  ])('a quantity change %j is valid: %s', (body, valid) => {
    expect(changeQuantitySchema.safeParse(body).success).toBe(valid);
  });
});
