import { describe, expect, it } from 'vitest';
import { reweighOrder } from '../orders/weighing';
import { formatRateBp, parseRatePercent, type TaxClass } from './classes';
import { allocate, checkRatePeriod, computeTax, rateOn, type TaxInput } from './rules';
import { retaxOrder } from './snapshot';

/** Cobb County, Georgia DOR chart: 6 % general (4 % state + 2 % local), 2 % on eligible food. */
const COBB = { generalBp: 600, foodBp: 200 };
const line = (id: string, taxClass: TaxClass, amountCents: number) => ({ id, taxClass, amountCents });
const PICANHA = line('picanha', 'grocery_food', 12990);
const CLEATS = line('cleats', 'general', 34990);
const base = (over: Partial<TaxInput>): TaxInput => ({
  lines: [],
  discountCents: 0,
  deliveryFee: { amountCents: 0, taxClass: 'general' },
  rates: COBB,
  rounding: 'invoice',
  mode: 'added',
  ...over,
});

describe('computeTax', () => {
  const rows: {
    name: string;
    input: TaxInput;
    tax: number;
    byRate?: [string, number, number][];
    exempt?: number;
  }[] = [
    {
      name: 'grocery food pays the food rate',
      input: base({ lines: [line('a', 'grocery_food', 10000)] }),
      tax: 200,
    },
    {
      name: 'prepared food pays the general rate',
      input: base({ lines: [line('a', 'prepared_food', 10000)] }),
      tax: 600,
    },
    {
      name: 'general merchandise pays the general rate',
      input: base({ lines: [line('a', 'general', 10000)] }),
      tax: 600,
    },
    {
      name: 'exempt pays nothing',
      input: base({ lines: [line('a', 'exempt', 10000)] }),
      tax: 0,
      exempt: 10000,
    },
    {
      name: 'mixed cart: each rate apart (259,8 → 260; 2099,4 → 2099)',
      input: base({ lines: [PICANHA, CLEATS] }),
      tax: 2359,
      byRate: [
        ['food', 12990, 260],
        ['general', 34990, 2099],
      ],
    },
    {
      name: 'coupon 10 % lowers each base pro rata (11691 and 31491)',
      input: base({ lines: [PICANHA, CLEATS], discountCents: 4798 }),
      tax: 2123,
      byRate: [
        ['food', 11691, 234],
        ['general', 31491, 1889],
      ],
    },
    {
      name: 'fixed coupon R$ 10 split 271/729 by largest remainder',
      input: base({ lines: [PICANHA, CLEATS], discountCents: 1000 }),
      tax: 2310,
      byRate: [
        ['food', 12719, 254],
        ['general', 34261, 2056],
      ],
    },
    {
      name: 'delivery fee taxable at the general rate',
      input: base({ lines: [PICANHA, CLEATS], deliveryFee: { amountCents: 999, taxClass: 'general' } }),
      tax: 2419,
      byRate: [
        ['food', 12990, 260],
        ['general', 35989, 2159],
      ],
    },
    {
      name: 'delivery fee exempt',
      input: base({ lines: [PICANHA, CLEATS], deliveryFee: { amountCents: 999, taxClass: 'exempt' } }),
      tax: 2359,
      exempt: 999,
    },
    {
      name: 'per invoice: 3 × R$ 1,25 at 2 % → 7,5 → 8',
      input: base({
        lines: [
          line('a', 'grocery_food', 125),
          line('b', 'grocery_food', 125),
          line('c', 'grocery_food', 125),
        ],
      }),
      tax: 8,
    },
    {
      name: 'per line: 3 × (2,5 → 3) = 9',
      input: base({
        rounding: 'line',
        lines: [
          line('a', 'grocery_food', 125),
          line('b', 'grocery_food', 125),
          line('c', 'grocery_food', 125),
        ],
      }),
      tax: 9,
    },
    {
      name: 'prices include tax: R$ 106 at 6 % holds R$ 6',
      input: base({ mode: 'included', lines: [line('a', 'general', 10600)] }),
      tax: 600,
      byRate: [['general', 10000, 600]],
    },
    {
      name: 'weighing up: picanha 1,08 kg = 12949 → 258,98 → 259',
      input: base({ lines: [line('p', 'grocery_food', 12949)] }),
      tax: 259,
    },
    {
      name: 'weighing down: picanha 0,9 kg = 10791 → 215,82 → 216',
      input: base({ lines: [line('p', 'grocery_food', 10791)] }),
      tax: 216,
    },
    {
      name: 'a coupon larger than the goods leaves nothing to tax',
      input: base({ lines: [line('a', 'general', 500)], discountCents: 900 }),
      tax: 0,
    },
  ];
  it.each(rows)('$name', ({ input, tax, byRate, exempt }) => {
    const result = computeTax(input);
    expect(result.taxCents).toBe(tax);
    expect(result.lines.reduce((s, l) => s + l.taxCents, 0)).toBe(tax);
    expect(result.addedCents).toBe(input.mode === 'added' ? tax : 0);
    if (byRate) expect(result.byRate.map((r) => [r.kind, r.taxableCents, r.taxCents])).toEqual(byRate);
    if (exempt !== undefined) expect(result.exemptCents).toBe(exempt);
    const sales = result.byClass.reduce((s, c) => s + c.salesCents, 0);
    expect(sales).toBe(result.taxableCents + result.exemptCents);
  });
});

describe('allocate', () => {
  it.each([
    [1000, [12990, 34990], [271, 729]],
    [1, [1, 1], [1, 0]],
    [10, [0, 5], [0, 10]],
    [7, [0, 0], [0, 0]],
  ])('%i over %j', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });
});

describe('rates over time', () => {
  const periods = [
    { validFrom: '2026-10-01', ...COBB },
    { validFrom: '2027-01-01', generalBp: 700, foodBp: 300 },
  ];
  it.each([
    ['2026-09-30', null],
    ['2026-10-01', 600],
    ['2026-12-31', 600],
    ['2027-01-01', 700],
  ])('on %s the general rate is %s', (date, general) => {
    expect(rateOn(periods, date)?.generalBp ?? null).toBe(general);
  });

  it('a rate change between order and weighing: the order keeps its own rates', () => {
    // Placed on 20 Dec at Cobb's 2 % food rate; weighed on 2 Jan, when the chart says 3 %.
    const placed = rateOn(periods, '2026-12-20')!;
    const snapshot = {
      place: { storeId: 's', zoneId: 'marietta' },
      rates: placed,
      rounding: 'invoice' as const,
      mode: 'added' as const,
      deliveryFeeClass: 'general' as const,
      classes: ['grocery_food', 'general'] as TaxClass[],
    };
    const weighed = reweighOrder(
      [
        {
          id: 'p',
          quantity: 1,
          unitPriceCents: 11990,
          extrasCents: 0,
          weighed: { pricePerKgCents: 11990, estimateKgPerUnit: 1 },
          finalGrams: 1080,
        },
        { id: 'c', quantity: 1, unitPriceCents: 34990, extrasCents: 0, weighed: null, finalGrams: null },
      ],
      { tolerancePct: 10, coupon: null },
      999,
    );
    const lineCents = weighed.lines.map((l) => l.cents);
    expect(lineCents).toEqual([12949, 34990]);
    const tax = retaxOrder(snapshot, lineCents, weighed.discountCents, weighed.deliveryFeeCents);
    // 12949 × 2 % = 258,98 → 259; (34990 + 999) × 6 % = 2159,34 → 2159.
    expect(tax.taxCents).toBe(2418);
    const atNewRates = retaxOrder({ ...snapshot, rates: rateOn(periods, '2027-01-02')! }, lineCents, 0, 999);
    expect(atNewRates.taxCents).not.toBe(2418);
  });
});

describe('checkRatePeriod', () => {
  const today = '2026-11-29';
  const ok = { validFrom: '2027-01-01', generalBp: 600, foodBp: 200 };
  it.each([
    ['fine', ok, [{ validFrom: '2026-10-01', generalBp: 600, foodBp: 200 }], []],
    ['rate below 0', { ...ok, generalBp: -1 }, [], ['generalRate:tax.rateOutOfRange']],
    ['rate above 20 %', { ...ok, foodBp: 2001 }, [], ['foodRate:tax.rateOutOfRange']],
    ['20 % is allowed', { ...ok, generalBp: 2000 }, [], []],
    ['the only rate in the past', { ...ok, validFrom: '2026-11-28' }, [], ['validFrom:tax.validFromPast']],
    ['a past start beside another rate', { ...ok, validFrom: '2026-11-28' }, [{ ...ok }], []],
    ['the same start as another period', ok, [{ ...ok, generalBp: 700 }], ['validFrom:tax.periodOverlap']],
  ] as const)('%s', (_name, candidate, others, expected) => {
    expect(checkRatePeriod(candidate, others, today).map((r) => `${r.field}:${r.key}`)).toEqual(expected);
  });
});

describe('rate text', () => {
  it.each([
    ['6', 600],
    ['8,9', 890],
    ['8.90 %', 890],
    ['7.75', 775],
    ['0', 0],
    ['abc', null],
    ['1,234', null],
  ])('%s → %s', (text, bp) => expect(parseRatePercent(text)).toBe(bp));
  it('formats', () => {
    expect(formatRateBp(890)).toBe('8,9');
    expect(formatRateBp(600, 'en')).toBe('6');
    expect(formatRateBp(775, 'en')).toBe('7.75');
  });
});
