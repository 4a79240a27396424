import { describe, expect, it } from 'vitest';
import { heldInCart, stockLeftToAdd } from './held';
import {
  cartExpiry,
  decremented,
  exceedsStock,
  fitsStock,
  isCartExpired,
  mergeCartLines,
  nextQuantity,
  sameLine,
} from './rules';

describe('cart rules (SPEC §4.4, §5.2)', () => {
  it.each([
    [1, null, true],
    [5, 5, true],
    [6, 5, false],
    [1, 0, false],
  ])('quantity %i with stock %s fits: %s', (quantity, stock, fits) => {
    expect(fitsStock(quantity, stock)).toBe(fits);
  });

  it('treats two lines without variation as the same line', () => {
    expect(sameLine({ productId: 'p', variationId: null }, { productId: 'p', variationId: null })).toBe(true);
    expect(sameLine({ productId: 'p', variationId: 'v1' }, { productId: 'p', variationId: null })).toBe(
      false,
    );
    expect(sameLine({ productId: 'p', variationId: 'v1' }, { productId: 'p', variationId: 'v2' })).toBe(
      false,
    );
  });

  it('removes at quantity 1 and never goes below zero', () => {
    expect(decremented(3)).toBe(2);
    expect(decremented(1)).toBe(0);
    expect(decremented(0)).toBe(0);
  });

  it('expires 24 hours after creation', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const expires = cartExpiry(now);
    expect(expires.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(isCartExpired(expires, new Date('2026-11-22T11:59:59Z'))).toBe(false);
    expect(isCartExpired(expires, new Date('2026-11-22T12:00:00Z'))).toBe(true);
  });
});

describe('mergeCartLines', () => {
  const stock: Record<string, number | null> = { 'p1:v1': 5, 'p2:null': null, 'p3:v3': 2 };
  const stockOf = (l: { productId: string; variationId: string | null }) =>
    stock[`${l.productId}:${l.variationId}`] ?? null;

  it('adopts the guest cart when the account had none', () => {
    const guest = [{ productId: 'p1', variationId: 'v1', quantity: 2 }];
    expect(mergeCartLines([], guest, stockOf)).toEqual({ lines: guest, capped: [] });
  });

  it('adds the same product and variation, keeps the others', () => {
    const account = [{ productId: 'p1', variationId: 'v1', quantity: 2 }];
    const guest = [
      { productId: 'p1', variationId: 'v1', quantity: 1 },
      { productId: 'p2', variationId: null, quantity: 4 },
    ];
    expect(mergeCartLines(account, guest, stockOf)).toEqual({
      lines: [
        { productId: 'p1', variationId: 'v1', quantity: 3 },
        { productId: 'p2', variationId: null, quantity: 4 },
      ],
      capped: [],
    });
  });

  it('keeps a merged line within stock and reports it', () => {
    const account = [{ productId: 'p3', variationId: 'v3', quantity: 1 }];
    const guest = [{ productId: 'p3', variationId: 'v3', quantity: 2 }];
    expect(mergeCartLines(account, guest, stockOf)).toEqual({
      lines: [{ productId: 'p3', variationId: 'v3', quantity: 2 }],
      capped: [{ productId: 'p3', variationId: 'v3', wanted: 3, kept: 2 }],
    });
  });

  it('drops a guest line whose product has no stock left', () => {
    stock['p4:v4'] = 0;
    const guest = [{ productId: 'p4', variationId: 'v4', quantity: 1 }];
    expect(mergeCartLines([], guest, stockOf)).toEqual({
      lines: [],
      capped: [{ productId: 'p4', variationId: 'v4', wanted: 1, kept: 0 }],
    });
  });
});

describe('exceedsStock and nextQuantity (SPEC §4.4 decrement, issue 6 stock notice)', () => {
  it.each([
    [3, null, false],
    [3, 3, false],
    [4, 3, true],
    [1, 0, true],
  ])('a line of %i with stock %s exceeds it: %s', (quantity, stock, exceeds) => {
    expect(exceedsStock(quantity, stock)).toBe(exceeds);
  });

  it.each([
    [2, { delta: 1 }, 3],
    [2, { delta: -1 }, 1],
    [1, { delta: -1 }, 0],
    [0, { delta: -1 }, 0],
    [5, { quantity: 2 }, 2],
  ] as const)('%i then %j gives %i (0 removes the line)', (current, change, expected) => {
    expect(nextQuantity(current, change)).toBe(expected);
  });
});

describe('heldInCart and stockLeftToAdd (the product page counts what the cart holds)', () => {
  const lines = [
    { productId: 'picanha', variationId: '1.2kg', quantity: 4 },
    { productId: 'picanha', variationId: '1.5kg', quantity: 1 },
    { productId: 'farofa', variationId: null, quantity: 2 },
  ];
  it('finds the line of the same product and variation', () => {
    expect(heldInCart(lines, { productId: 'picanha', variationId: '1.2kg' })).toBe(4);
    expect(heldInCart(lines, { productId: 'farofa', variationId: null })).toBe(2);
    expect(heldInCart(lines, { productId: 'picanha', variationId: '2kg' })).toBe(0);
    expect(heldInCart([], { productId: 'farofa', variationId: null })).toBe(0);
  });
  it('leaves the stock minus what is held, never below 0, and untracked stock untracked', () => {
    expect(stockLeftToAdd(4, 0)).toBe(4);
    expect(stockLeftToAdd(4, 3)).toBe(1);
    expect(stockLeftToAdd(4, 4)).toBe(0);
    expect(stockLeftToAdd(2, 5)).toBe(0);
    expect(stockLeftToAdd(null, 7)).toBeNull();
  });
});
