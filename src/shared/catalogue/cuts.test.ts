import { describe, expect, it } from 'vitest';
import { cartTotals } from '../cart/totals';
import { checkoutHoldCents } from '../payments/rules';
import { computeTax } from '../tax/rules';
import { describeCuts } from './cut-labels';
import {
  CUT_NOTE_MAX,
  type CutOptions,
  type CutSnapshot,
  cutOptionsSchema,
  cutSnapshot,
  cutsChargeCents,
  cutsKey,
} from './cuts';

const picanha: CutOptions = {
  groups: [
    {
      group: 'form',
      required: false,
      values: [
        { value: 'whole', priceCents: 0 },
        { value: 'sliced', priceCents: 200 },
        { value: 'ground', priceCents: 150 },
      ],
    },
    {
      group: 'grind',
      required: false,
      values: [
        { value: 'fine', priceCents: 0 },
        { value: 'coarse', priceCents: 0 },
      ],
    },
    {
      group: 'thickness',
      required: true,
      values: [
        { value: '2', priceCents: 0 },
        { value: '3', priceCents: 0 },
      ],
    },
    { group: 'vacuum', required: false, values: [{ value: 'yes', priceCents: 350 }] },
  ],
  note: true,
};

const c = (group: string, value: string) => ({ group, value });

describe('cutSnapshot: a choice checked against the product and priced', () => {
  it.each([
    ['the required thickness alone', [c('thickness', '3')], null, { ok: true, cents: 0 }],
    [
      '3 cm steaks, vacuum packed',
      [c('form', 'sliced'), c('thickness', '3'), c('vacuum', 'yes')],
      null,
      { ok: true, cents: 550 },
    ],
    [
      'ground fine (grind needed after ground)',
      [c('form', 'ground'), c('grind', 'fine'), c('thickness', '2')],
      null,
      { ok: true, cents: 150 },
    ],
    ['with a note', [c('thickness', '2')], '  sem sal  ', { ok: true, cents: 0 }],
    ['the required thickness left out', [c('form', 'whole')], null, { ok: false, key: 'cuts.required' }],
    ['nothing at all', [], null, { ok: false, key: 'cuts.required' }],
    [
      'ground without its grind',
      [c('form', 'ground'), c('thickness', '2')],
      null,
      { ok: false, key: 'cuts.required' },
    ],
    [
      'a grind without ground',
      [c('form', 'whole'), c('grind', 'fine'), c('thickness', '2')],
      null,
      { ok: false, key: 'cuts.notOffered' },
    ],
    ['a value not offered (5 cm)', [c('thickness', '5')], null, { ok: false, key: 'cuts.notOffered' }],
    [
      'a group not offered (bone)',
      [c('thickness', '2'), c('bone', 'out')],
      null,
      { ok: false, key: 'cuts.notOffered' },
    ],
    [
      'a group twice',
      [c('thickness', '2'), c('thickness', '3')],
      null,
      { ok: false, key: 'cuts.notOffered' },
    ],
    [
      'a note too long',
      [c('thickness', '2')],
      'x'.repeat(CUT_NOTE_MAX + 1),
      { ok: false, key: 'cuts.noteTooLong' },
    ],
  ] as const)('%s', (_name, choices, note, expected) => {
    const result = cutSnapshot(picanha, { choices, note });
    if (expected.ok) {
      expect(result.ok).toBe(true);
      if (result.ok) expect(cutsChargeCents(result.snapshot, 1)).toBe(expected.cents);
    } else {
      expect(result).toEqual({ ok: false, refusal: expect.objectContaining({ key: expected.key }) });
    }
  });

  it('refuses a note where none is offered, and answers null when nothing is chosen', () => {
    const plain: CutOptions = { groups: [], note: false };
    expect(cutSnapshot(plain, { choices: [], note: 'fino' })).toEqual({
      ok: false,
      refusal: { key: 'cuts.noteNotOffered' },
    });
    expect(cutSnapshot(plain, { choices: [], note: null })).toEqual({ ok: true, snapshot: null });
  });

  it('gives the same key to the same cuts in any order, another to other cuts, none without', () => {
    const a = cutSnapshot(picanha, { choices: [c('vacuum', 'yes'), c('thickness', '3')], note: null });
    const b = cutSnapshot(picanha, { choices: [c('thickness', '3'), c('vacuum', 'yes')], note: null });
    const other = cutSnapshot(picanha, { choices: [c('thickness', '2')], note: null });
    if (!a.ok || !b.ok || !other.ok) throw new Error('expected valid choices');
    expect(cutsKey(a.snapshot)).toBe(cutsKey(b.snapshot));
    expect(cutsKey(a.snapshot)).not.toBe(cutsKey(other.snapshot));
    expect(cutsKey(null)).toBe('');
  });
});

const snap = (...prices: number[]): CutSnapshot => ({
  choices: prices.map((priceCents, i) => ({
    group: (['form', 'vacuum', 'fat'] as const)[i]!,
    value: 'x',
    priceCents,
  })),
  note: null,
});

/**
 * The money rule: priced options are per unit, added to the line like its extras — the same
 * amount in the cart's subtotal, the card hold and the sales tax base.
 */
describe('priced cut options in the totals, the hold and the tax', () => {
  const rates = { generalBp: 800, foodBp: 300 };
  it.each([
    // [case, unit price, quantity, cuts, weighed per kg, subtotal, hold added by the cuts, tax]
    ['no cuts', 4990, 2, null, null, 9980, 0, 299],
    ['free cuts', 4990, 2, snap(0), null, 9980, 0, 299],
    ['steaks 2.00 + vacuum 3.50, × 2', 4990, 2, snap(200, 350), null, 9980 + 1100, 1100, 332],
    ['one unit, three priced values', 1000, 1, snap(100, 200, 300), null, 1600, 600, 48],
    ['weighed picanha 1 kg, vacuum 3.50 × 3', 11990, 3, snap(0, 350), 11990, 35970 + 1050, 1050, 1111],
  ] as const)('%s', (_name, unit, quantity, cuts, perKg, subtotal, holdAdded, tax) => {
    const charge = cutsChargeCents(cuts, quantity);
    const totals = cartTotals([
      { quantity, unitPriceCents: unit, weightKg: perKg ? 1 : null, extras: [], cuts },
    ]);
    expect(totals.subtotalCents).toBe(subtotal);

    const line = (extrasCents: number) => ({
      id: 'l',
      quantity,
      unitPriceCents: unit,
      extrasCents,
      weighed: perKg ? { pricePerKgCents: perKg, estimateKgPerUnit: 1 } : null,
      finalGrams: null,
    });
    const rule = { tolerancePct: 10, marginPct: null };
    expect(checkoutHoldCents([line(charge)], 0, 0, rule) - checkoutHoldCents([line(0)], 0, 0, rule)).toBe(
      holdAdded,
    );

    const taxed = computeTax({
      lines: [{ id: 'l', taxClass: 'grocery_food', amountCents: unit * quantity + charge }],
      discountCents: 0,
      deliveryFee: { amountCents: 0, taxClass: 'general' },
      rates,
      rounding: 'invoice',
      mode: 'added',
    });
    expect(taxed.taxCents).toBe(tax);
  });
});

describe('describeCuts', () => {
  const cuts: CutSnapshot = {
    choices: [
      { group: 'form', value: 'sliced', priceCents: 200 },
      { group: 'thickness', value: '2.5', priceCents: 0 },
      { group: 'vacuum', value: 'yes', priceCents: 350 },
      { group: 'pieces', value: '4', priceCents: 0 },
    ],
    note: 'capa fina',
  };
  it.each([
    [
      'pt-BR',
      'metric',
      'em bifes · espessura 2,5 cm · embalada a vácuo · 4 peças por pacote · Obs.: capa fina',
    ],
    [
      'en',
      'metric',
      'sliced into steaks · thickness 2.5 cm · vacuum packed · 4 pieces per pack · Note: capa fina',
    ],
    [
      'en',
      'imperial',
      'sliced into steaks · thickness 1 in · vacuum packed · 4 pieces per pack · Note: capa fina',
    ],
    [
      'pt-BR',
      'imperial',
      'em bifes · espessura 1 in · embalada a vácuo · 4 peças por pacote · Obs.: capa fina',
    ],
  ] as const)('%s, %s', (language, units, text) => {
    expect(describeCuts(cuts, language, units)).toBe(text);
  });

  it('adds the prices when asked, and says nothing without cuts', () => {
    expect(
      describeCuts({ choices: [cuts.choices[2]!], note: null }, 'en', 'metric', {
        money: (c) => `$${c / 100}`,
      }),
    ).toBe('vacuum packed (+$3.5)');
    expect(describeCuts(null, 'pt-BR', 'metric')).toBe('');
  });
});

describe('cutOptionsSchema (the product editor)', () => {
  it('takes the fixed vocabulary only, each group and value once, prices in whole cents', () => {
    expect(cutOptionsSchema.safeParse(picanha).success).toBe(true);
    const bad = (groups: unknown) => cutOptionsSchema.safeParse({ groups, note: false }).success;
    expect(bad([{ group: 'marinade', values: [{ value: 'yes' }] }])).toBe(false);
    expect(bad([{ group: 'bone', values: [{ value: 'half' }] }])).toBe(false);
    expect(bad([{ group: 'bone', values: [{ value: 'in' }, { value: 'in' }] }])).toBe(false);
    expect(bad([{ group: 'bone', values: [] }])).toBe(false);
    expect(bad([{ group: 'bone', values: [{ value: 'in', priceCents: 1.5 }] }])).toBe(false);
    expect(
      bad([
        { group: 'bone', values: [{ value: 'in' }] },
        { group: 'bone', values: [{ value: 'out' }] },
      ]),
    ).toBe(false);
  });
});
