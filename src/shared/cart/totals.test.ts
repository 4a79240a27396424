import { describe, expect, it } from 'vitest';
import { type CartLineForTotals, cartTotals } from './totals';

const line = (
  quantity: number,
  unitPriceCents: number,
  weightKg: number | null,
  extras: [number, number][] = [],
) =>
  ({
    quantity,
    unitPriceCents,
    weightKg,
    extras: extras.map(([q, p]) => ({ quantity: q, unitPriceCents: p })),
  }) as CartLineForTotals;

describe('cartTotals (SPEC §3.3)', () => {
  it.each([
    ['an empty cart', [], { subtotalCents: 0, itemCount: 0, totalWeightKg: 0 }],
    ['one line', [line(2, 8990, 1)], { subtotalCents: 17980, itemCount: 2, totalWeightKg: 2 }],
    [
      'a line with extras (subtotal includes them)',
      [
        line(1, 12990, 1.5, [
          [1, 500],
          [2, 300],
        ]),
      ],
      { subtotalCents: 14090, itemCount: 1, totalWeightKg: 1.5 },
    ],
    [
      'a product without weight adds price but no weight',
      [line(3, 1290, null), line(1, 4590, 0.5)],
      { subtotalCents: 8460, itemCount: 4, totalWeightKg: 0.5 },
    ],
    [
      'weights add up without float drift',
      [line(3, 100, 0.1), line(1, 100, 0.2)],
      { subtotalCents: 400, itemCount: 4, totalWeightKg: 0.5 },
    ],
  ])('%s', (_name, lines, expected) => {
    expect(cartTotals(lines)).toEqual(expected);
  });
});
