import { describe, expect, it } from 'vitest';
import { charcoal, fixed, maminha, percentCapped as percent, picanha, plain } from '@/testing/weighing-lines';
import type { WeighingRule } from '../orders/weighing';
import { reweighOrder } from '../orders/weighing';
import { retaxOrder } from '../tax/snapshot';
import {
  captureFor,
  checkoutHoldCents,
  checkRefund,
  type HoldTax,
  holdFor,
  holdMarginPct,
  parseHoldMarginPct,
  refundAfterReweigh,
} from './rules';

// The order of the tables: picanha, maminha, charcoal (src/testing/weighing-lines.ts).
const tolerant: WeighingRule = { tolerancePct: 20, coupon: null };

describe('holdMarginPct: the setting, never below the weighing tolerance', () => {
  it.each([
    [null, 10, 15],
    [15, 10, 15],
    [5, 10, 10],
    [12.5, 12.5, 12.5],
    [0, 0, 0],
    [80, 10, 50],
    [-3, 10, 10],
  ])('setting %s, tolerance %s → %s', (setting, tolerance, expected) => {
    expect(holdMarginPct(setting, tolerance)).toBe(expected);
  });
  it.each([
    ['15', 15],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['51', null],
    ['abc', null],
    ['', null],
  ])('parses %j → %s', (text, expected) => {
    expect(parseHoldMarginPct(text)).toBe(expected);
  });
});

describe('holdFor: estimate with the weighed lines raised by the margin', () => {
  it.each([
    // name, lines, rule, fee, margin setting, estimated total, hold
    ['picanha + charcoal, 15 %, pickup', [picanha(null), charcoal], plain, 0, 15, 14480, 16279],
    ['+ delivery fee held exactly', [picanha(null), charcoal], plain, 1500, 15, 15980, 17779],
    ['fixed lines alone: the hold is the total', [charcoal], plain, 1500, 15, 3990, 3990],
    ['two picanhas', [picanha(null, 2), charcoal], plain, 0, 15, 26470, 30067],
    [
      'percentage coupon (capped at 13,00) held exactly',
      [picanha(null), charcoal],
      percent,
      0,
      15,
      13180,
      14979,
    ],
    ['fixed coupon held exactly', [picanha(null), charcoal], fixed, 1500, 15, 13980, 15779],
    ['extras held exactly, rounding up', [maminha(null)], plain, 0, 15, 6749, 7709],
    ['margin below tolerance → tolerance', [picanha(null)], tolerant, 0, 15, 11990, 14388],
  ])('%s', (_name, lines, rule, fee, margin, estimate, hold) => {
    const result = holdFor(lines, rule, fee, margin);
    expect(result.estimatedTotalCents).toBe(estimate);
    expect(result.holdCents).toBe(hold);
    expect(result.marginCents).toBe(hold - estimate);
  });

  it('the estimate is the order total reweighOrder gives before any weighing', () => {
    for (const rule of [plain, percent, fixed]) {
      const lines = [picanha(null, 3), maminha(null, 2), charcoal];
      expect(holdFor(lines, rule, 900, 15).estimatedTotalCents).toBe(
        reweighOrder(lines, rule, 900).totalCents,
      );
    }
  });

  it('a weighing capped at the tolerance always fits in the hold (any weight, any coupon)', () => {
    for (const rule of [plain, percent, fixed, tolerant]) {
      for (const quantity of [1, 2, 3, 7]) {
        for (const grams of [1, 500, 800 * quantity, 1000 * quantity, 1100 * quantity, 99_999]) {
          const weighed = [picanha(grams, quantity), maminha(grams, quantity), charcoal];
          const estimate = [picanha(null, quantity), maminha(null, quantity), charcoal];
          const final = reweighOrder(weighed, rule, 1500).totalCents;
          const hold = holdFor(estimate, rule, 1500, rule.tolerancePct).holdCents;
          expect(final).toBeLessThanOrEqual(hold);
        }
      }
    }
  });
});

describe('checkoutHoldCents: the hold checkout shows and the server authorizes', () => {
  it.each([
    // name, lines, discount, fee, tolerance, margin, hold
    ['picanha + charcoal, pickup', [picanha(null), charcoal], 0, 0, 10, 15, 16279],
    ['with the delivery fee', [picanha(null), charcoal], 0, 1500, 10, 15, 17779],
    ['less the discount as priced', [picanha(null), charcoal], 1300, 0, 10, 15, 14979],
    ['fixed lines only', [charcoal], 0, 900, 10, 15, 3390],
    ['margin below tolerance', [picanha(null)], 0, 0, 20, 15, 14388],
    ['no setting: default 15 %', [picanha(null), charcoal], 0, 0, 10, null, 16279],
  ])('%s', (_name, lines, discount, fee, tolerancePct, marginPct, hold) => {
    expect(checkoutHoldCents(lines, discount, fee, { tolerancePct, marginPct })).toBe(hold);
  });
});

describe('checkoutHoldCents with sales tax added at checkout (decision 079)', () => {
  const taxTerms = (rounding: 'invoice' | 'line', mode: 'added' | 'included' = 'added'): HoldTax => ({
    place: { storeId: 's', zoneId: null },
    rates: { validFrom: '2026-01-01', generalBp: 600, foodBp: 200 },
    rounding,
    mode,
    deliveryFeeClass: 'general',
    // picanha and maminha are groceries at the food rate, the charcoal general merchandise.
    classes: ['grocery_food', 'prepared_food', 'general'],
  });

  it.each([
    // name, tax, fee, hold: 16279 (picanha + charcoal) as above, plus its tax
    ['prices include tax: nothing added', taxTerms('invoice', 'included'), 0, 16279],
    // picanha held 13789 at 2 % = 275.78, charcoal 2490 at 6 % = 149.4 → 425.18 → 425
    ['added, one rounding for the invoice', taxTerms('invoice'), 0, 16279 + 425],
    // 275.78 → 276, 149.4 → 149 = 425, and a cent per line for the coupon's shares
    ['added, rounded per line', taxTerms('line'), 0, 16279 + 425 + 2],
    // the fee is general: 1500 × 6 % = 90
    ['the delivery fee taxed at its class', taxTerms('invoice'), 1500, 16279 + 1500 + 425 + 90],
  ])('%s', (_name, tax, fee, hold) => {
    const lines = [picanha(null), { ...charcoal }];
    const terms = { ...tax, classes: ['grocery_food', 'general'] as HoldTax['classes'] };
    expect(checkoutHoldCents(lines, 0, fee, { tolerancePct: 10, marginPct: 15 }, terms)).toBe(hold);
  });

  it('a weighing capped at the tolerance, taxed again, always fits in the hold (any weight, coupon, rounding)', () => {
    for (const rounding of ['invoice', 'line'] as const) {
      const tax = taxTerms(rounding);
      for (const rule of [plain, percent, fixed, tolerant]) {
        for (const quantity of [1, 2, 3, 7]) {
          for (const grams of [1, 333, 500, 800 * quantity, 1000 * quantity, 1100 * quantity, 99_999]) {
            const weighed = [picanha(grams, quantity), maminha(grams + 7, quantity), charcoal];
            const estimate = [picanha(null, quantity), maminha(null, quantity), charcoal];
            const priced = reweighOrder(estimate, rule, 1500);
            const hold = checkoutHoldCents(
              estimate,
              priced.discountCents,
              1500,
              { tolerancePct: rule.tolerancePct, marginPct: rule.tolerancePct },
              tax,
            );
            const final = reweighOrder(weighed, rule, 1500);
            const amounts = final.lines.map((l, i) => l.cents + weighed[i]!.extrasCents);
            const finalTax = retaxOrder(tax, amounts, final.discountCents, 1500).addedCents;
            expect(final.totalCents + finalTax).toBeLessThanOrEqual(hold);
          }
        }
      }
    }
  });
});

describe('captureFor: exactly the final total, never above the hold', () => {
  it.each([
    // final, hold, capture, released, shortfall
    ['under the estimate (950 g)', 13881, 16279, 13881, 2398, 0],
    ['over within tolerance (1,08 kg)', 15439, 16279, 15439, 840, 0],
    ['capped', 15679, 16279, 15679, 600, 0],
    ['exactly the hold', 16279, 16279, 16279, 0, 0],
    ['above the hold (rules broken)', 16300, 16279, 16279, 0, 21],
    ['nothing to charge', 0, 16279, 0, 16279, 0],
  ])('%s', (_name, final, hold, capture, released, shortfall) => {
    expect(captureFor(final, hold)).toEqual({
      captureCents: capture,
      releasedCents: released,
      shortfallCents: shortfall,
    });
  });
});

describe('checkRefund: never more than captured − refunded', () => {
  it.each([
    // amount, captured, refunded, result
    ['whole (null)', null, 15439, 0, { ok: true, amountCents: 15439, fullyRefunded: true }],
    ['part', 1000, 15439, 0, { ok: true, amountCents: 1000, fullyRefunded: false }],
    ['rest after a part', null, 15439, 1000, { ok: true, amountCents: 14439, fullyRefunded: true }],
    ['exactly the rest', 14439, 15439, 1000, { ok: true, amountCents: 14439, fullyRefunded: true }],
    ['one cent too many', 14440, 15439, 1000, { ok: false, key: 'payment.refundTooLarge', maxCents: 14439 }],
    [
      'already all refunded',
      null,
      15439,
      15439,
      { ok: false, key: 'payment.refundNotPositive', maxCents: 0 },
    ],
    ['zero', 0, 15439, 0, { ok: false, key: 'payment.refundNotPositive', maxCents: 15439 }],
    ['negative', -5, 15439, 0, { ok: false, key: 'payment.refundNotPositive', maxCents: 15439 }],
    ['fraction of a cent', 10.5, 15439, 0, { ok: false, key: 'payment.refundNotPositive', maxCents: 15439 }],
  ])('%s', (_name, amount, captured, refunded, expected) => {
    expect(checkRefund(amount, captured, refunded)).toEqual(expected);
  });
});

describe('refundAfterReweigh: a later weighing that lowers the total refunds the difference', () => {
  it.each([
    // captured, refunded, new total, refund
    [15439, 0, 13881, 1558],
    [15439, 0, 15439, 0],
    [15439, 0, 16000, 0],
    [15439, 1000, 13881, 558],
    [15439, 2000, 13881, 0],
  ])('captured %s, refunded %s, new total %s → %s', (captured, refunded, total, refund) => {
    expect(refundAfterReweigh(captured, refunded, total)).toBe(refund);
  });
});
