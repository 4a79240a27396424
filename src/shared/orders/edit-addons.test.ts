import { describe, expect, it } from 'vitest';
import type { CutSnapshot } from '../catalogue/cuts';
import { editBreaksZoneMinimum, isBelowZoneMinimum } from '../delivery/minimum';
import {
  type EditChange,
  type EditLine,
  type EditResult,
  type EditTerms,
  editOrder,
  type Sellable,
} from './edit';

/** Decision 100: extras and cut options on new and substituted lines; the zone minimum after an edit. */
const PICANHA: Sellable = {
  productId: 'p-picanha',
  variationId: 'v-picanha-1kg',
  productName: 'Picanha',
  variationName: '1 kg',
  unitPriceCents: 11990,
  weighed: { pricePerKgCents: 11990, estimateKgPerUnit: 1 },
  taxClass: 'grocery_food',
};
const FRALDINHA: Sellable = {
  ...PICANHA,
  productId: 'p-fraldinha',
  variationId: 'v-fraldinha-1kg',
  productName: 'Fraldinha',
  unitPriceCents: 7990,
  weighed: { pricePerKgCents: 7990, estimateKgPerUnit: 1 },
};
const CHARCOAL: Sellable = {
  productId: 'p-charcoal',
  variationId: 'v-charcoal',
  productName: 'Carvão',
  variationName: null,
  unitPriceCents: 2990,
  weighed: null,
  taxClass: 'general',
};
/** Steaks 3 cm (R$ 2,00 per unit) and vacuum packed (R$ 3,50 per unit). */
const STEAKS: CutSnapshot = {
  choices: [
    { group: 'form', value: 'sliced', priceCents: 200 },
    { group: 'vacuum', value: 'yes', priceCents: 350 },
  ],
  note: null,
};
const SEASONING = {
  extraId: 'x-sal',
  name: 'Tempero da casa',
  basis: 'line' as const,
  quantity: 1,
  unitPriceCents: 500,
};
/** Charged per piece (decision 111): R$ 2,00 for each unit of the line. */
const VACUUM = {
  extraId: 'x-vac',
  name: 'Embalar a vácuo',
  basis: 'piece' as const,
  quantity: 1,
  unitPriceCents: 200,
};

const line = (id: string, item: Sellable, quantity: number, over: Partial<EditLine> = {}): EditLine => ({
  ...item,
  id,
  quantity,
  extrasCents: 0,
  finalGrams: null,
  ...over,
});
// Picanha with steaks (2 × (119,90 + 5,50)) and charcoal: 250,80 + 29,90 = 280,70.
const ORDER = [line('a', PICANHA, 2, { cutsUnitCents: 550, cuts: STEAKS }), line('b', CHARCOAL, 1)];
const PLAIN: EditTerms = { tolerancePct: 10, coupon: null, deliveryFeeCents: 1500, tax: null };

const ok = (r: ReturnType<typeof editOrder>): EditResult => {
  if ('key' in r) throw new Error(`refused: ${r.key}`);
  return r;
};

describe('editOrder: extras and cut options', () => {
  const rows: { name: string; changes: EditChange[]; subtotal: number; cuts?: (CutSnapshot | null)[] }[] = [
    {
      name: 'a line kept: its cut options counted per unit',
      changes: [{ type: 'quantity', itemId: 'b', quantity: 2 }],
      subtotal: 25080 + 5980,
      cuts: [STEAKS, null],
    },
    {
      name: 'quantity of a line with cuts: the options follow the quantity',
      changes: [{ type: 'quantity', itemId: 'a', quantity: 3 }],
      subtotal: 3 * (11990 + 550) + 2990,
      cuts: [STEAKS, null],
    },
    {
      name: 'a new line with cut options: priced × its quantity',
      changes: [{ type: 'add', item: FRALDINHA, quantity: 2, cuts: STEAKS }],
      subtotal: 28070 + 2 * (7990 + 550),
      cuts: [STEAKS, null, STEAKS],
    },
    {
      name: 'a new line with extras: per line once (a sent count ignored), per piece × its quantity',
      changes: [
        { type: 'add', item: FRALDINHA, quantity: 2, extras: [{ ...SEASONING, quantity: 3 }, VACUUM] },
      ],
      subtotal: 28070 + 2 * 7990 + 500 + 2 * 200,
      cuts: [STEAKS, null, null],
    },
    {
      name: 'substitution without cuts: the old product’s cuts go with it',
      changes: [{ type: 'substitute', itemId: 'a', item: FRALDINHA, quantity: 2, reason: 'Acabou' }],
      subtotal: 2 * 7990 + 2990,
      cuts: [null, null],
    },
    {
      name: 'substitution with the new product’s cuts and extra',
      changes: [
        {
          type: 'substitute',
          itemId: 'a',
          item: FRALDINHA,
          quantity: 1,
          reason: 'Acabou',
          cuts: { choices: [{ group: 'form', value: 'sliced', priceCents: 300 }], note: null },
          extras: [SEASONING],
        },
      ],
      subtotal: 7990 + 300 + 500 + 2990,
    },
    {
      name: 'variation change: the cut options stay with the line',
      changes: [
        { type: 'variation', itemId: 'a', item: { ...PICANHA, variationId: 'v-2', unitPriceCents: 6000 } },
      ],
      subtotal: 2 * (6000 + 550) + 2990,
      cuts: [STEAKS, null],
    },
  ];
  it.each(rows)('$name', ({ changes, subtotal, cuts }) => {
    const r = ok(editOrder(ORDER, changes, PLAIN));
    expect(r.subtotalCents).toBe(subtotal);
    expect(r.totalCents).toBe(subtotal + 1500);
    if (cuts) expect(r.lines.map((l) => l.cuts ?? null)).toEqual(cuts);
  });

  it('a weighed line with cuts: weighing moves the meat, never the options', () => {
    const weighed = [line('a', PICANHA, 2, { cutsUnitCents: 550, cuts: STEAKS, finalGrams: 2100 })];
    const r = ok(editOrder(weighed, [{ type: 'add', item: CHARCOAL, quantity: 1 }], PLAIN));
    // 2,1 kg × 119,90 = 251,79 + options 11,00 + charcoal 29,90.
    expect(r.subtotalCents).toBe(25179 + 1100 + 2990);
  });

  it('the summary names the new line’s cuts and extras', () => {
    const r = ok(
      editOrder(
        ORDER,
        [{ type: 'add', item: FRALDINHA, quantity: 1, cuts: STEAKS, extras: [SEASONING] }],
        PLAIN,
      ),
    );
    expect(r.summary).toEqual([
      {
        type: 'add',
        name: 'Fraldinha — 1 kg',
        quantity: 1,
        cuts: STEAKS,
        extras: [{ name: 'Tempero da casa', quantity: 1, basis: 'line' }],
      },
    ]);
  });
});

describe('editOrder: per-piece extras follow the quantity (decision 111)', () => {
  // Picanha × 2 with seasoning once (5,00) and vacuum packing per piece (2 × 2,00).
  const order = [line('a', PICANHA, 2, { extrasCents: 500, pieceExtrasUnitCents: 200 })];
  it.each([
    [1, 11990 + 500 + 200],
    [3, 3 * 11990 + 500 + 3 * 200],
    [5, 5 * 11990 + 500 + 5 * 200],
  ])('quantity 2 → %d', (quantity, subtotal) => {
    const r = ok(editOrder(order, [{ type: 'quantity', itemId: 'a', quantity }], PLAIN));
    expect(r.subtotalCents).toBe(subtotal);
  });

  it('a variation change keeps them per piece; a new line writes each extra at its quantity', () => {
    const r = ok(
      editOrder(
        order,
        [
          { type: 'variation', itemId: 'a', item: { ...PICANHA, variationId: 'v-2', unitPriceCents: 6000 } },
          { type: 'add', item: CHARCOAL, quantity: 3, extras: [SEASONING, VACUUM] },
        ],
        PLAIN,
      ),
    );
    expect(r.subtotalCents).toBe(2 * 6000 + 500 + 2 * 200 + 3 * 2990 + 500 + 3 * 200);
    expect(r.lines[1]!.newExtras?.map((e) => [e.name, e.quantity])).toEqual([
      ['Tempero da casa', 1],
      ['Embalar a vácuo', 3],
    ]);
  });
});

describe('editOrder: the delivery zone minimum', () => {
  // Estimated subtotal before: 280,70.
  const rows: {
    name: string;
    changes: EditChange[];
    minimum: number | null;
    override?: boolean;
    refused: boolean;
    under?: boolean;
  }[] = [
    {
      name: 'pickup (no minimum)',
      changes: [{ type: 'remove', itemId: 'a' }],
      minimum: null,
      refused: false,
    },
    {
      name: 'still at the minimum',
      changes: [{ type: 'remove', itemId: 'b' }],
      minimum: 25080,
      refused: false,
    },
    { name: 'one cent under', changes: [{ type: 'remove', itemId: 'b' }], minimum: 25081, refused: true },
    {
      name: 'under with staff’s override',
      changes: [{ type: 'remove', itemId: 'b' }],
      minimum: 25081,
      override: true,
      refused: false,
      under: true,
    },
    {
      name: 'already under, the edit raises it: allowed',
      changes: [{ type: 'quantity', itemId: 'b', quantity: 2 }],
      minimum: 50000,
      refused: false,
      under: false,
    },
    {
      name: 'already under, the edit lowers it further: refused',
      changes: [{ type: 'remove', itemId: 'b' }],
      minimum: 50000,
      refused: true,
    },
  ];
  it.each(rows)('$name', ({ changes, minimum, override, refused, under }) => {
    const r = editOrder(ORDER, changes, { ...PLAIN, zoneMinimumCents: minimum, minimumOverride: override });
    if (refused) expect(r).toEqual({ key: 'orderEdit.belowZoneMinimum', minimumCents: minimum });
    else expect(ok(r).belowZoneMinimum).toBe(under ?? false);
  });

  it.each([
    [9999, 10000, true],
    [10000, 10000, false],
    [0, null, false],
  ] as const)('isBelowZoneMinimum(%i, %s) = %s', (subtotal, minimum, below) =>
    expect(isBelowZoneMinimum(subtotal, minimum)).toBe(below),
  );
  it.each([
    [12000, 9000, 10000, true],
    [8000, 9000, 10000, false],
    [8000, 7000, 10000, true],
    [12000, 11000, 10000, false],
  ] as const)('editBreaksZoneMinimum(%i → %i, min %i) = %s', (before, after, minimum, breaks) =>
    expect(editBreaksZoneMinimum(before, after, minimum)).toBe(breaks),
  );
});
