import { describe, expect, it } from 'vitest';
import { charcoal, fixed, percentCapped, picanha, plain } from '@/testing/weighing-lines';
import { formatScaleWeight } from '../scale-weight';
import { estimatedPriceCents, priceForGramsCents, reweighOrder, weighedLineCents } from './weighing';
import { parseWeightInput, readWeight } from './weight-input';

// The order of the tables: ≈ 1 kg picanha, a bag of charcoal (src/testing/weighing-lines.ts).
const PICKUP = 0;
const DELIVERY = 1500;

describe('reweighOrder (issue 20): lines, coupon and total after the final weighing', () => {
  it.each([
    // name, lines, rule, fee, picanha cents, capped, subtotal, discount, total
    [
      'not weighed yet: the estimate',
      [picanha(null), charcoal],
      plain,
      PICKUP,
      11990,
      false,
      14480,
      0,
      14480,
    ],
    [
      'under: charged as weighed (950 g)',
      [picanha(950), charcoal],
      plain,
      PICKUP,
      11391,
      false,
      13881,
      0,
      13881,
    ],
    ['exact: the estimate', [picanha(1000), charcoal], plain, PICKUP, 11990, false, 14480, 0, 14480],
    [
      'over within tolerance (1,08 kg)',
      [picanha(1080), charcoal],
      plain,
      PICKUP,
      12949,
      false,
      15439,
      0,
      15439,
    ],
    [
      'exactly at the 10 % cap (1,1 kg)',
      [picanha(1100), charcoal],
      plain,
      PICKUP,
      13189,
      false,
      15679,
      0,
      15679,
    ],
    [
      'over the cap: charged at the cap (1,25 kg)',
      [picanha(1250), charcoal],
      plain,
      PICKUP,
      13189,
      true,
      15679,
      0,
      15679,
    ],
    [
      'two pieces: the cap is on the line (2 × 1 kg, 2,3 kg)',
      [picanha(2300, 2)],
      plain,
      PICKUP,
      26378,
      true,
      26378,
      0,
      26378,
    ],
    [
      'tolerance 0: nothing above the estimate',
      [picanha(1080)],
      { ...plain, tolerancePct: 0 },
      PICKUP,
      11990,
      true,
      11990,
      0,
      11990,
    ],
    // The shop's setting may have one decimal (decision 051): 12,5 % of 1 kg caps at 1,125 kg.
    [
      'tolerance 12,5 %: within (1,125 kg)',
      [picanha(1125)],
      { ...plain, tolerancePct: 12.5 },
      PICKUP,
      13489,
      false,
      13489,
      0,
      13489,
    ],
    [
      'tolerance 12,5 %: over, charged at 1,125 kg',
      [picanha(1200)],
      { ...plain, tolerancePct: 12.5 },
      PICKUP,
      13489,
      true,
      13489,
      0,
      13489,
    ],
    // 10 % of 15439 = 1543,9 → floored 1543, then capped at R$ 13,00.
    [
      '% coupon with its cap',
      [picanha(1080), charcoal],
      percentCapped,
      PICKUP,
      12949,
      false,
      15439,
      1300,
      14139,
    ],
    // Lighter: 10 % of 10868 (=848 g → 10168 + 2490 = 12658) → 1265 (floored, under the cap).
    [
      '% coupon re-applied to a lighter subtotal',
      [picanha(848), charcoal],
      percentCapped,
      PICKUP,
      10168,
      false,
      12658,
      1265,
      11393,
    ],
    [
      'fixed coupon unchanged when heavier',
      [picanha(1080), charcoal],
      fixed,
      DELIVERY,
      12949,
      false,
      15439,
      2000,
      14939,
    ],
    ['fixed coupon at most the new subtotal', [picanha(150)], fixed, DELIVERY, 1799, false, 1799, 1799, 1500],
    ['delivery: fee unchanged', [picanha(1080), charcoal], plain, DELIVERY, 12949, false, 15439, 0, 16939],
    ['pickup: no fee', [picanha(950), charcoal], plain, PICKUP, 11391, false, 13881, 0, 13881],
  ] as const)('%s', (_name, lines, rule, fee, lineCents, capped, subtotal, discount, total) => {
    const result = reweighOrder(lines, rule, fee);
    const line = result.lines.find((l) => l.id === 'picanha');
    expect(line?.cents).toBe(lineCents);
    expect(line?.capped).toBe(capped);
    expect(line?.estimateCents).toBe(11990 * (lines[0]?.quantity ?? 1));
    expect(result).toMatchObject({
      subtotalCents: subtotal,
      discountCents: discount,
      deliveryFeeCents: fee,
      totalCents: total,
    });
  });

  it('keeps fixed-price lines and extras as they were', () => {
    const seasoned = { ...picanha(1080), extrasCents: 500 };
    const result = reweighOrder([seasoned, charcoal], plain, PICKUP);
    expect(result.lines[1]).toMatchObject({ cents: 2490, estimateGrams: null, finalGrams: null });
    expect(result.subtotalCents).toBe(12949 + 500 + 2490);
  });
});

describe('a cap that falls on a fraction of a gram (decision 051)', () => {
  it('333 g at 12,5 % caps at 374,625 g, rounded once', () => {
    // 374,625 g × R$ 119,90/kg = R$ 44,9175 → 4492 cents
    expect(weighedLineCents(333, 400, 11990, 12.5)).toEqual({ cents: 4492, capped: true });
    expect(weighedLineCents(333, 374, 11990, 12.5)).toEqual({
      cents: priceForGramsCents(374, 11990),
      capped: false,
    });
    expect(weighedLineCents(333, 375, 11990, 12.5).capped).toBe(true);
  });
});

describe('rounding once per line, half up', () => {
  it.each([
    [1080, 11990, 12949], // 129,492
    [1005, 1000, 1005],
    [1, 1050, 1], // 1,05 → 1
    [1, 1500, 2], // 1,5 → 2 (half up)
    [333, 4500, 1499], // 1498,5 → 1499
  ])('%i g at %i cents/kg = %i cents', (grams, ppk, cents) => {
    expect(priceForGramsCents(grams, ppk)).toBe(cents);
    expect(weighedLineCents(grams, grams, ppk, 10).cents).toBe(cents);
  });
  it('the shown estimate is the same rule', () => {
    expect(estimatedPriceCents(1, 11990)).toBe(11990);
    expect(estimatedPriceCents(1.2, 8990)).toBe(10788);
    expect(estimatedPriceCents(0.5, 4999)).toBe(2500);
  });
});

describe('the scale weight as typed', () => {
  it.each([
    ['1,08', 1080],
    ['1.08', 1080],
    ['1,08 kg', 1080],
    ['1.080 KG', 1080],
    ['1080 g', 1080],
    ['1080g', 1080],
    ['1080', 1080],
    ['2', 2000],
    ['0,850', 850],
    ['850 g', 850],
    ['1,5000', 1500],
  ])('%s → %i g', (text, grams) => {
    expect(parseWeightInput(text)).toEqual({ ok: true, grams });
  });
  it.each([
    ['', 'weighing.weightRequired'],
    ['   ', 'weighing.weightRequired'],
    ['-1', 'weighing.weightPositive'],
    ['0', 'weighing.weightPositive'],
    ['0,000 kg', 'weighing.weightPositive'],
    ['1,0805', 'weighing.weightDecimals'],
    ['1080,5 g', 'weighing.weightDecimals'],
    ['abc', 'weighing.weightInvalid'],
    ['1,08 stone', 'weighing.weightInvalid'],
    ['1.000,5', 'weighing.weightInvalid'],
  ])('%j is refused with %s', (text, key) => {
    expect(parseWeightInput(text)).toMatchObject({ ok: false, key });
  });
  it('refuses more than 5× the estimate as a typo, naming the limit', () => {
    expect(readWeight('5', 1000)).toEqual({ ok: true, grams: 5000 });
    expect(readWeight('5,001', 1000)).toEqual({
      ok: false,
      key: 'weighing.weightTooHigh',
      params: { max: '5000 g' },
    });
    expect(readWeight('10800', 1000)).toMatchObject({ ok: false, key: 'weighing.weightTooHigh' });
  });
  it('shows weights without rounding them away', () => {
    expect(formatScaleWeight(1080)).toBe('1,08 kg');
    expect(formatScaleWeight(1080, 'en')).toBe('1.08 kg');
    expect(formatScaleWeight(850)).toBe('850 g');
    expect(formatScaleWeight(2000)).toBe('2 kg');
  });
});
