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

describe('cartTotals over several lines (issue 6 table)', () => {
  it.each([
    [
      'two weighed lines with extras and one by the unit',
      [line(2, 14388, 1.2, [[1, 490]]), line(1, 17985, 1.5, [[2, 350]]), line(3, 1490, null)],
      { subtotalCents: 2 * 14388 + 490 + 17985 + 700 + 3 * 1490, itemCount: 6, totalWeightKg: 3.9 },
    ],
    [
      'grams below a kilo add up exactly',
      [line(3, 3495, 0.5), line(1, 2490, 0.35)],
      { subtotalCents: 3 * 3495 + 2490, itemCount: 4, totalWeightKg: 1.85 },
    ],
    [
      'an extra ordered several times counts each time',
      [line(1, 1000, null, [[3, 500]])],
      { subtotalCents: 2500, itemCount: 1, totalWeightKg: 0 },
    ],
  ])('%s', (_name, lines, expected) => {
    expect(cartTotals(lines)).toEqual(expected);
  });
});
