import { describe, expect, it } from 'vitest';
import type { OrderTaxSnapshot } from '../tax/snapshot';
import {
  type EditChange,
  type EditLine,
  type EditResult,
  type EditTerms,
  editOrder,
  isEditable,
  type Sellable,
  stockMoves,
} from './edit';

/** A picanha sold by weight (≈ 1 kg at R$ 119,90/kg), charcoal at a fixed price, farofa. */
const PICANHA: Sellable = {
  productId: 'p-picanha',
  variationId: 'v-picanha-1kg',
  productName: 'Picanha',
  variationName: '1 kg',
  unitPriceCents: 11990,
  weighed: { pricePerKgCents: 11990, estimateKgPerUnit: 1 },
  taxClass: 'grocery_food',
};
const PICANHA_HALF: Sellable = {
  ...PICANHA,
  variationId: 'v-picanha-500g',
  variationName: '500 g',
  unitPriceCents: 5995,
  weighed: { pricePerKgCents: 11990, estimateKgPerUnit: 0.5 },
};
const FRALDINHA: Sellable = {
  productId: 'p-fraldinha',
  variationId: 'v-fraldinha-1kg',
  productName: 'Fraldinha',
  variationName: '1 kg',
  unitPriceCents: 7990,
  weighed: { pricePerKgCents: 7990, estimateKgPerUnit: 1 },
  taxClass: 'grocery_food',
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
const FAROFA: Sellable = {
  ...CHARCOAL,
  productId: 'p-farofa',
  variationId: null,
  productName: 'Farofa',
  unitPriceCents: 1500,
  taxClass: 'grocery_food',
};

const line = (id: string, item: Sellable, quantity: number, over: Partial<EditLine> = {}): EditLine => ({
  ...item,
  id,
  quantity,
  extrasCents: 0,
  finalGrams: null,
  ...over,
});

const ORDER = [line('a', PICANHA, 1), line('b', CHARCOAL, 2)];
const PLAIN: EditTerms = { tolerancePct: 10, coupon: null, deliveryFeeCents: 1500, tax: null };
const TEN_PCT: EditTerms = {
  ...PLAIN,
  coupon: { type: 'percentage', value: 10, maximumDiscountCents: null, minimumOrderCents: 15000 },
};
const COBB_TAX: Omit<OrderTaxSnapshot, 'result'> = {
  place: { storeId: 's', zoneId: 'z' },
  rates: { generalBp: 600, foodBp: 200, validFrom: '2026-10-01' },
  rounding: 'invoice',
  mode: 'added',
  deliveryFeeClass: 'general',
  classes: ['grocery_food', 'general'],
};

const ok = (r: ReturnType<typeof editOrder>): EditResult => {
  if ('key' in r) throw new Error(`refused: ${r.key}`);
  return r;
};

describe('editOrder', () => {
  // Before: picanha 119,90 + charcoal 2 × 29,90 = 179,70; fee 15,00 → 194,70.
  const rows: {
    name: string;
    lines?: EditLine[];
    changes: EditChange[];
    terms?: EditTerms;
    subtotal: number;
    discount: number;
    tax?: number;
    total: number;
    coupon?: EditResult['coupon'];
    stock: EditResult['stock'];
  }[] = [
    {
      name: 'add a line: its price now, stock taken',
      changes: [{ type: 'add', item: FAROFA, quantity: 2 }],
      subtotal: 17970 + 3000,
      discount: 0,
      total: 20970 + 1500,
      stock: [],
    },
    {
      name: 'add a tracked line: its units taken',
      changes: [{ type: 'add', item: FRALDINHA, quantity: 1 }],
      subtotal: 17970 + 7990,
      discount: 0,
      total: 25960 + 1500,
      stock: [{ variationId: 'v-fraldinha-1kg', units: 1 }],
    },
    {
      name: 'remove a line: its units given back',
      changes: [{ type: 'remove', itemId: 'b' }],
      subtotal: 11990,
      discount: 0,
      total: 13490,
      stock: [{ variationId: 'v-charcoal', units: -2 }],
    },
    {
      name: 'quantity down: the difference given back',
      changes: [{ type: 'quantity', itemId: 'b', quantity: 1 }],
      subtotal: 14980,
      discount: 0,
      total: 16480,
      stock: [{ variationId: 'v-charcoal', units: -1 }],
    },
    {
      name: 'quantity up on a weighed line: the estimate, the old weight dropped',
      lines: [line('a', PICANHA, 1, { finalGrams: 1080 }), line('b', CHARCOAL, 2)],
      changes: [{ type: 'quantity', itemId: 'a', quantity: 2 }],
      subtotal: 23980 + 5980,
      discount: 0,
      total: 29960 + 1500,
      stock: [{ variationId: 'v-picanha-1kg', units: 1 }],
    },
    {
      name: 'a weighed line left alone keeps its weight (1,08 kg → 129,49)',
      lines: [line('a', PICANHA, 1, { finalGrams: 1080 }), line('b', CHARCOAL, 2)],
      changes: [{ type: 'quantity', itemId: 'b', quantity: 3 }],
      subtotal: 12949 + 8970,
      discount: 0,
      total: 21919 + 1500,
      stock: [{ variationId: 'v-charcoal', units: 1 }],
    },
    {
      name: 'a weighed line above the tolerance stays capped (1,5 kg → 1,1 kg charged)',
      lines: [line('a', PICANHA, 1, { finalGrams: 1500 }), line('b', CHARCOAL, 2)],
      changes: [{ type: 'remove', itemId: 'b' }],
      subtotal: 13189,
      discount: 0,
      total: 14689,
      stock: [{ variationId: 'v-charcoal', units: -2 }],
    },
    {
      name: 'change the variation: the other size, stock moved between them',
      changes: [{ type: 'variation', itemId: 'a', item: PICANHA_HALF }],
      subtotal: 5995 + 5980,
      discount: 0,
      total: 11975 + 1500,
      stock: [
        { variationId: 'v-picanha-1kg', units: -1 },
        { variationId: 'v-picanha-500g', units: 1 },
      ],
    },
    {
      name: 'substitute picanha by fraldinha',
      changes: [
        { type: 'substitute', itemId: 'a', item: FRALDINHA, quantity: 1, reason: 'Acabou a picanha' },
      ],
      subtotal: 7990 + 5980,
      discount: 0,
      total: 13970 + 1500,
      stock: [
        { variationId: 'v-fraldinha-1kg', units: 1 },
        { variationId: 'v-picanha-1kg', units: -1 },
      ],
    },
    {
      name: 'coupon 10 % kept above its minimum (floored)',
      terms: TEN_PCT,
      changes: [{ type: 'add', item: FAROFA, quantity: 1 }],
      subtotal: 19470,
      discount: 1947,
      total: 19470 - 1947 + 1500,
      coupon: 'kept',
      stock: [],
    },
    {
      name: 'coupon minimum no longer met: the discount stops',
      terms: TEN_PCT,
      changes: [{ type: 'remove', itemId: 'b' }],
      subtotal: 11990,
      discount: 0,
      total: 13490,
      coupon: 'belowMinimum',
      stock: [{ variationId: 'v-charcoal', units: -2 }],
    },
    {
      name: 'coupon exactly at its minimum still applies',
      terms: { ...TEN_PCT, coupon: { ...TEN_PCT.coupon!, minimumOrderCents: 14980 } },
      changes: [{ type: 'quantity', itemId: 'b', quantity: 1 }],
      subtotal: 14980,
      discount: 1498,
      total: 14980 - 1498 + 1500,
      coupon: 'kept',
      stock: [{ variationId: 'v-charcoal', units: -1 }],
    },
    {
      name: 'fixed coupon at most the subtotal',
      terms: {
        ...PLAIN,
        coupon: { type: 'fixed_amount', value: 20000, maximumDiscountCents: null, minimumOrderCents: 0 },
      },
      changes: [{ type: 'remove', itemId: 'b' }],
      subtotal: 11990,
      discount: 11990,
      total: 1500,
      coupon: 'kept',
      stock: [{ variationId: 'v-charcoal', units: -2 }],
    },
    {
      name: 'tax added: food 2 % and general 6 % (fee general), recomputed on the new lines',
      terms: { ...PLAIN, tax: COBB_TAX },
      changes: [{ type: 'add', item: FAROFA, quantity: 1 }],
      // food 119,90 + 15,00 = 134,90 × 2 % = 2,70; general 59,80 + 15,00 = 74,80 × 6 % = 4,49
      subtotal: 19470,
      discount: 0,
      tax: 270 + 449,
      total: 19470 + 1500 + 719,
      stock: [],
    },
    {
      name: 'tax with a coupon shared pro rata',
      terms: { ...TEN_PCT, tax: COBB_TAX },
      changes: [{ type: 'quantity', itemId: 'b', quantity: 3 }],
      // 119,90 + 89,70 = 209,60; −20,96 → food 107,91 × 2 % = 2,16; general 80,73 + 15 = 95,73 × 6 % = 5,74
      subtotal: 20960,
      discount: 2096,
      tax: 216 + 574,
      total: 20960 - 2096 + 1500 + 790,
      coupon: 'kept',
      stock: [{ variationId: 'v-charcoal', units: 1 }],
    },
    {
      name: 'extras stay with their line on a quantity change, go with a substituted one',
      lines: [line('a', PICANHA, 1, { extrasCents: 500 }), line('b', CHARCOAL, 2)],
      changes: [{ type: 'substitute', itemId: 'a', item: FRALDINHA, quantity: 2, reason: 'Sem picanha' }],
      subtotal: 15980 + 5980,
      discount: 0,
      total: 21960 + 1500,
      stock: [
        { variationId: 'v-fraldinha-1kg', units: 2 },
        { variationId: 'v-picanha-1kg', units: -1 },
      ],
    },
    {
      name: 'several changes at once',
      changes: [
        { type: 'remove', itemId: 'a' },
        { type: 'quantity', itemId: 'b', quantity: 1 },
        { type: 'add', item: PICANHA_HALF, quantity: 2 },
      ],
      subtotal: 2990 + 11990,
      discount: 0,
      total: 14980 + 1500,
      stock: [
        { variationId: 'v-charcoal', units: -1 },
        { variationId: 'v-picanha-1kg', units: -1 },
        { variationId: 'v-picanha-500g', units: 2 },
      ],
    },
  ];

  it.each(rows)('$name', (row) => {
    const r = ok(editOrder(row.lines ?? ORDER, row.changes, row.terms ?? PLAIN));
    expect(r.subtotalCents).toBe(row.subtotal);
    expect(r.discountCents).toBe(row.discount);
    expect(r.taxCents).toBe(row.tax ?? 0);
    expect(r.totalCents).toBe(row.total);
    expect(r.coupon).toBe(row.coupon ?? 'none');
    expect(r.stock).toEqual(row.stock);
    for (const v of [r.subtotalCents, r.discountCents, r.taxCents, r.totalCents])
      expect(Number.isInteger(v)).toBe(true);
  });

  it.each([
    ['no changes', [], 'orderEdit.noChanges'],
    ['an unknown line', [{ type: 'remove', itemId: 'zz' }], 'orderEdit.lineUnknown'],
    [
      'the same line twice',
      [
        { type: 'remove', itemId: 'a' },
        { type: 'quantity', itemId: 'a', quantity: 2 },
      ],
      'orderEdit.lineTwice',
    ],
    ['quantity 0', [{ type: 'quantity', itemId: 'a', quantity: 0 }], 'orderEdit.quantityInvalid'],
    ['quantity unchanged', [{ type: 'quantity', itemId: 'a', quantity: 1 }], 'orderEdit.sameItem'],
    [
      'substitute by itself',
      [{ type: 'substitute', itemId: 'a', item: PICANHA, quantity: 1, reason: 'x' }],
      'orderEdit.sameItem',
    ],
    [
      'every line removed (cancel instead)',
      [
        { type: 'remove', itemId: 'a' },
        { type: 'remove', itemId: 'b' },
      ],
      'orderEdit.empty',
    ],
  ] as [string, EditChange[], string][])('refuses %s', (_name, changes, key) => {
    const r = editOrder(ORDER, changes, PLAIN);
    expect('key' in r && r.key).toBe(key);
  });

  it('keeps the new estimate apart from the weighed amounts', () => {
    const r = ok(
      editOrder(
        [line('a', PICANHA, 1, { finalGrams: 1080 }), line('b', CHARCOAL, 2)],
        [{ type: 'add', item: FAROFA, quantity: 1 }],
        PLAIN,
      ),
    );
    expect(r.estimated.subtotalCents).toBe(11990 + 5980 + 1500);
    expect(r.subtotalCents).toBe(12949 + 5980 + 1500);
    expect(r.lines.map((l) => l.id)).toEqual(['a', 'b', null]);
  });

  it('summarises each change for the customer and the log', () => {
    const r = ok(
      editOrder(
        ORDER,
        [
          { type: 'substitute', itemId: 'a', item: FRALDINHA, quantity: 1, reason: 'Acabou' },
          { type: 'quantity', itemId: 'b', quantity: 3 },
        ],
        PLAIN,
      ),
    );
    expect(r.summary).toEqual([
      { type: 'substitute', from: 'Picanha — 1 kg', to: 'Fraldinha — 1 kg', quantity: 1, reason: 'Acabou' },
      { type: 'quantity', name: 'Carvão', from: 2, to: 3 },
    ]);
  });

  it('stock moves net out per variation', () => {
    expect(stockMoves([{ variationId: 'v', quantity: 2 }], [{ variationId: 'v', quantity: 2 }])).toEqual([]);
    expect(stockMoves([{ variationId: null, quantity: 2 }], [])).toEqual([]);
  });

  it.each([
    ['pending_payment', true],
    ['confirmed', true],
    ['preparing', true],
    ['out_for_delivery', false],
    ['ready_for_pickup', false],
    ['completed', false],
    ['cancelled', false],
  ] as const)('%s editable: %s', (status, yes) => expect(isEditable(status)).toBe(yes));
});
