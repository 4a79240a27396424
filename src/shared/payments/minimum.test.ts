import { describe, expect, it } from 'vitest';
import { cardHoldAccepted, cardMinimumCents, laterHoldCents, settleCard } from './minimum';

describe("cardMinimumCents: Stripe's documented minimum charge per currency", () => {
  it.each([
    ['usd', 50],
    ['USD', 50],
    ['brl', 50],
    ['eur', 50],
    ['gbp', 30],
    ['mxn', 1000],
    ['a currency not listed is held to 50', 50],
  ])('%s → %s', (currency, cents) => {
    expect(cardMinimumCents(currency)).toBe(cents);
  });
});

describe('cardHoldAccepted: the card is offered for a hold Stripe accepts', () => {
  it.each([
    [49, 'usd', false],
    [50, 'usd', true],
    [6_000, 'usd', true],
    [0, 'usd', false],
    [29, 'gbp', false],
    [30, 'gbp', true],
  ])('%s %s → %s', (hold, currency, ok) => {
    expect(cardHoldAccepted(hold, currency)).toBe(ok);
  });
});

describe("laterHoldCents: a pre-order's rest is held later only when the card can take it", () => {
  it.each([
    // name, checkout hold, deposit, currency → later hold
    ['a turkey: the rest held', 13_800, 3_000, 'USD', 10_800],
    ['no deposit: the whole hold', 13_800, 0, 'USD', 13_800],
    ['a rest of exactly the minimum is held', 5_050, 5_000, 'USD', 50],
    ['a rest of 49 cents is not held', 5_049, 5_000, 'USD', 0],
    ['a rest of 1 cent is not held', 5_001, 5_000, 'USD', 0],
    ['a deposit of the whole hold: nothing left', 5_000, 5_000, 'USD', 0],
    ['pounds: 30 pence is the minimum', 5_030, 5_000, 'GBP', 30],
    ['pesos: 9.99 is below MX$ 10', 5_999, 5_000, 'MXN', 0],
  ])('%s', (_name, hold, deposit, currency, expected) => {
    expect(laterHoldCents(hold, deposit, currency)).toBe(expected);
  });
});

describe('settleCard: capture, covered by the deposit, or the hold released with nothing charged', () => {
  it.each([
    // name, final total, deposit kept, hold → settlement
    [
      'as estimated: capture the final total',
      5_214,
      0,
      6_000,
      { kind: 'capture', captureCents: 5_214, releasedCents: 786, shortfallCents: 0 },
    ],
    [
      'exactly the minimum: captured',
      50,
      0,
      6_000,
      { kind: 'capture', captureCents: 50, releasedCents: 5_950, shortfallCents: 0 },
    ],
    [
      'a final total of 0 (everything taken off): released, nothing owed',
      0,
      0,
      6_000,
      { kind: 'release', releasedCents: 6_000, unchargedCents: 0, belowMinimum: false },
    ],
    [
      'a negative total counts as 0',
      -100,
      0,
      6_000,
      { kind: 'release', releasedCents: 6_000, unchargedCents: 0, belowMinimum: false },
    ],
    [
      'US$ 0,30: below the minimum, released, the 30 cents not charged',
      30,
      0,
      6_000,
      { kind: 'release', releasedCents: 6_000, unchargedCents: 30, belowMinimum: true },
    ],
    [
      'US$ 0,49: below the minimum',
      49,
      0,
      6_000,
      { kind: 'release', releasedCents: 6_000, unchargedCents: 49, belowMinimum: true },
    ],
    [
      'a pre-order whose rest is 30 cents: the deposit covers, nothing refunded',
      3_030,
      3_000,
      10_800,
      { kind: 'deposit_covers', releasedCents: 10_800, refundDepositCents: 0, shortfallCents: 0 },
    ],
    [
      'a pre-order whose rest is the minimum: captured',
      3_050,
      3_000,
      10_800,
      { kind: 'capture', captureCents: 50, releasedCents: 10_750, shortfallCents: 0 },
    ],
    [
      'a pre-order below its deposit: the excess refunded (decision 107)',
      2_500,
      3_000,
      10_800,
      { kind: 'deposit_covers', releasedCents: 10_800, refundDepositCents: 500, shortfallCents: 0 },
    ],
  ])('%s', (_name, total, deposit, hold, expected) => {
    expect(settleCard(total, deposit, hold, 'usd')).toEqual(expected);
  });

  it('follows the currency: £0.30 is captured, US$ 0,30 is not', () => {
    expect(settleCard(30, 0, 6_000, 'gbp').kind).toBe('capture');
    expect(settleCard(30, 0, 6_000, 'usd').kind).toBe('release');
  });
});
