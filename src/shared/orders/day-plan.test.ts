import { describe, expect, it } from 'vitest';
import { amountToCollect, daySheetQuery, type PrepLine, sumCuts } from './day-plan';
import { staffOrdersQuery } from './schemas';

const line = (over: Partial<PrepLine>): PrepLine => ({
  productId: 'picanha',
  productName: 'Picanha',
  variationName: '1,5 kg',
  notes: null,
  extras: [],
  quantity: 1,
  weightKg: '1.500',
  finalWeightKg: null,
  ...over,
});

describe('sumCuts: the day sheet sums the same cut across orders', () => {
  const cases: { name: string; lines: PrepLine[]; want: Partial<ReturnType<typeof sumCuts>[number]>[] }[] = [
    {
      name: 'same product, variation and notes → one cut, quantities and grams summed',
      lines: [line({ quantity: 2 }), line({ quantity: 1 })],
      want: [
        {
          productName: 'Picanha',
          quantity: 3,
          lines: 2,
          estimatedGrams: 4500,
          weighedGrams: null,
          toWeigh: 2,
        },
      ],
    },
    {
      name: 'notes differing only in case and spaces are the same cut',
      lines: [line({ notes: 'Bifes  de 2 cm' }), line({ notes: ' bifes de 2 cm' })],
      want: [{ notes: 'Bifes de 2 cm', quantity: 2, estimatedGrams: 3000 }],
    },
    {
      name: 'different notes are different cuts (no notes first)',
      lines: [line({ notes: 'Inteira' }), line({})],
      want: [
        { notes: null, quantity: 1 },
        { notes: 'Inteira', quantity: 1 },
      ],
    },
    {
      name: 'different variations are different cuts',
      lines: [line({ variationName: '1 kg', weightKg: '1.000' }), line({})],
      want: [
        { variationName: '1 kg', estimatedGrams: 1000 },
        { variationName: '1,5 kg', estimatedGrams: 1500 },
      ],
    },
    {
      name: 'weighed lines add their scale weight; the rest still to weigh',
      lines: [line({ quantity: 2, finalWeightKg: '3.120' }), line({ finalWeightKg: null })],
      want: [{ quantity: 3, estimatedGrams: 4500, weighedGrams: 3120, toWeigh: 1 }],
    },
    {
      name: 'a line with no weight has no grams and nothing to weigh',
      lines: [
        line({
          productId: 'farofa',
          productName: 'Farofa',
          variationName: null,
          weightKg: null,
          quantity: 4,
        }),
      ],
      want: [{ productName: 'Farofa', quantity: 4, estimatedGrams: null, weighedGrams: null, toWeigh: 0 }],
    },
    {
      name: 'extras in any order are the same cut; other extras another',
      lines: [
        line({ extras: ['Sal grosso', 'Alho'] }),
        line({ extras: ['Alho', 'Sal grosso'] }),
        line({ extras: ['Alho'] }),
      ],
      want: [
        { extras: ['Alho', 'Sal grosso'], quantity: 2 },
        { extras: ['Alho'], quantity: 1 },
      ],
    },
    {
      name: 'grams are exact integers (0.333 kg × 3 = 999 g)',
      lines: [line({ weightKg: '0.333', quantity: 3, variationName: 'Bife' })],
      want: [{ estimatedGrams: 999 }],
    },
    {
      name: 'sorted by product name in Portuguese',
      lines: [
        line({ productId: 'p2', productName: 'Picanha' }),
        line({ productId: 'a', productName: 'Alcatra' }),
      ],
      want: [{ productName: 'Alcatra' }, { productName: 'Picanha' }],
    },
    { name: 'no lines → no cuts', lines: [], want: [] },
  ];
  it.each(cases)('$name', ({ lines, want }) => {
    const cuts = sumCuts(lines);
    expect(cuts).toHaveLength(want.length);
    want.forEach((w, i) => {
      expect(cuts[i]).toMatchObject(w);
    });
  });
});

describe('amountToCollect', () => {
  it.each([
    ['pay_on_delivery', 'pending', 12345],
    ['pay_on_delivery', 'confirmed', 0],
    ['bank_transfer', 'pending', 0],
    ['bank_transfer', 'confirmed', 0],
  ] as const)('%s / %s → %i', (paymentMethod, paymentStatus, want) => {
    expect(amountToCollect({ paymentMethod, paymentStatus, totalCents: 12345 })).toBe(want);
  });
});

describe('the day filters', () => {
  it.each([
    [{ day: '2026-12-01', window: '09:00-12:00' }, true],
    [{ day: '2026-02-30' }, false],
    [{ day: '2026-12-01', window: '12:00-09:00' }, false],
    [{ day: '2026-12-01', window: '9-12' }, false],
    [{}, false],
  ])('%j valid: %s', (query, ok) => {
    expect(daySheetQuery.safeParse(query).success).toBe(ok);
  });
  it('the list takes day, window and fulfilment; an impossible day names the field', () => {
    expect(
      staffOrdersQuery.parse({ day: '2026-12-01', window: '09:00-12:00', fulfilment: 'delivery' }),
    ).toMatchObject({
      day: '2026-12-01',
      window: '09:00-12:00',
      fulfilment: 'delivery',
    });
    const refused = staffOrdersQuery.safeParse({ day: '2026-02-30' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['day']);
  });
});
