import { describe, expect, it } from 'vitest';
import {
  depositKeptCents,
  paidOverIntents,
  restCaptureFor,
  restHoldCents,
  restNeedsHold,
  settleRest,
  splitRefund,
} from './deposit';

describe('restHoldCents: the later hold is the checkout hold less the deposit', () => {
  it.each([
    ['a turkey: hold 13 800, deposit 3 000', 13_800, 3_000, 10_800],
    ['no deposit', 13_800, 0, 13_800],
    ['a deposit of the whole hold', 5_000, 5_000, 0],
    ['a deposit above the hold (never negative)', 5_000, 6_000, 0],
    ['a negative deposit counts as none', 5_000, -10, 5_000],
  ])('%s → %s', (_name, hold, deposit, expected) => {
    expect(restHoldCents(hold, deposit)).toBe(expected);
  });
});

describe('restCaptureFor: after weighing, the final total less the deposit, within the rest hold', () => {
  it.each([
    // name, final total, deposit, rest hold → capture, released, shortfall, deposit excess
    ['as estimated', 12_000, 3_000, 10_800, 9_000, 1_800, 0, 0],
    ['heavier, inside the margin', 13_800, 3_000, 10_800, 10_800, 0, 0, 0],
    ['heavier than the hold (rules broken)', 14_000, 3_000, 10_800, 10_800, 0, 200, 0],
    ['lighter', 10_000, 3_000, 10_800, 7_000, 3_800, 0, 0],
    ['exactly the deposit', 3_000, 3_000, 10_800, 0, 10_800, 0, 0],
    ['below the deposit', 2_500, 3_000, 10_800, 0, 10_800, 0, 500],
    ['no deposit is captureFor', 12_000, 0, 13_800, 12_000, 1_800, 0, 0],
  ])('%s', (_name, total, deposit, hold, capture, released, shortfall, excess) => {
    expect(restCaptureFor(total, deposit, hold)).toEqual({
      captureCents: capture,
      releasedCents: released,
      shortfallCents: shortfall,
      depositExcessCents: excess,
    });
  });
});

describe('settleRest: capture the rest, or let the deposit cover it (never a capture of 0)', () => {
  it.each([
    // name, final total, deposit kept, rest hold → settlement
    [
      'as estimated: capture the rest',
      12_000,
      3_000,
      10_800,
      { kind: 'capture', captureCents: 9_000, releasedCents: 1_800, shortfallCents: 0 },
    ],
    [
      'one cent above the deposit: capture 1',
      3_001,
      3_000,
      10_800,
      { kind: 'capture', captureCents: 1, releasedCents: 10_799, shortfallCents: 0 },
    ],
    [
      'exactly the deposit: the hold released, nothing refunded',
      3_000,
      3_000,
      10_800,
      { kind: 'deposit_covers', releasedCents: 10_800, refundDepositCents: 0, shortfallCents: 0 },
    ],
    [
      'below the deposit: the hold released, the excess refunded',
      2_500,
      3_000,
      10_800,
      { kind: 'deposit_covers', releasedCents: 10_800, refundDepositCents: 500, shortfallCents: 0 },
    ],
    [
      'a 90 % deposit, weighed far under: 20,15 back',
      17_985,
      20_000,
      2_398,
      { kind: 'deposit_covers', releasedCents: 2_398, refundDepositCents: 2_015, shortfallCents: 0 },
    ],
    [
      'a 100 % deposit, nothing held, as estimated',
      11_990,
      11_990,
      0,
      { kind: 'deposit_covers', releasedCents: 0, refundDepositCents: 0, shortfallCents: 0 },
    ],
    [
      'a 100 % deposit, nothing held, lighter',
      11_000,
      11_990,
      0,
      { kind: 'deposit_covers', releasedCents: 0, refundDepositCents: 990, shortfallCents: 0 },
    ],
    [
      'a 100 % deposit, nothing held, heavier (rules broken): settled by hand',
      12_500,
      11_990,
      0,
      { kind: 'deposit_covers', releasedCents: 0, refundDepositCents: 0, shortfallCents: 510 },
    ],
    [
      'a deposit refunded earlier (kept 0): capture it all',
      12_000,
      0,
      13_800,
      { kind: 'capture', captureCents: 12_000, releasedCents: 1_800, shortfallCents: 0 },
    ],
  ] as const)('%s', (_name, total, deposit, hold, expected) => {
    expect(settleRest(total, deposit, hold)).toEqual(expected);
  });

  it.each([
    [10_800, true],
    [1, true],
    [0, false],
  ])('restNeedsHold(%s) → %s', (hold, expected) => {
    expect(restNeedsHold(hold)).toBe(expected);
  });
});

const money = (capturedCents: number, refundedCents: number) => ({ capturedCents, refundedCents });

describe('splitRefund: the rest refunded first, the deposit last, never above either', () => {
  it.each([
    ['part of the rest', 2_000, money(9_000, 0), money(3_000, 0), 2_000, 0],
    ['all the rest', 9_000, money(9_000, 0), money(3_000, 0), 9_000, 0],
    ['into the deposit', 10_000, money(9_000, 0), money(3_000, 0), 9_000, 1_000],
    ['everything (null)', null, money(9_000, 0), money(3_000, 0), 9_000, 3_000],
    ['after a refund of the rest', 5_000, money(9_000, 7_000), money(3_000, 0), 2_000, 3_000],
    ['only the deposit charged (cancel before the rest)', null, money(0, 0), money(3_000, 0), 0, 3_000],
    ['the deposit partly refunded', null, money(9_000, 9_000), money(3_000, 1_000), 0, 2_000],
    ['no deposit: as one intent', 4_000, money(9_000, 0), money(0, 0), 4_000, 0],
  ])('%s', (_name, amount, rest, deposit, fromRest, fromDeposit) => {
    const split = splitRefund(amount, rest, deposit);
    expect(split).toMatchObject({ ok: true, fromRestCents: fromRest, fromDepositCents: fromDeposit });
  });

  it.each([
    ['more than both', 12_001, money(9_000, 0), money(3_000, 0), 'payment.refundTooLarge', 12_000],
    ['zero', 0, money(9_000, 0), money(3_000, 0), 'payment.refundNotPositive', 12_000],
    ['a fraction of a cent', 10.5, money(9_000, 0), money(3_000, 0), 'payment.refundNotPositive', 12_000],
    ['all refunded', null, money(9_000, 9_000), money(3_000, 3_000), 'payment.refundNotPositive', 0],
    [
      'above what is left of each',
      3_001,
      money(9_000, 8_000),
      money(3_000, 1_000),
      'payment.refundTooLarge',
      3_000,
    ],
  ])('%s → %s', (_name, amount, rest, deposit, key, max) => {
    expect(splitRefund(amount, rest, deposit)).toEqual({ ok: false, key, maxCents: max });
  });

  it('the full refund is flagged', () => {
    expect(splitRefund(null, money(9_000, 0), money(3_000, 0))).toMatchObject({ fullyRefunded: true });
    expect(splitRefund(1, money(9_000, 0), money(3_000, 0))).toMatchObject({ fullyRefunded: false });
  });
});

describe('paidOverIntents and depositKeptCents: both intents counted together', () => {
  it.each([
    ['no deposit', { capturedCents: 9_000, refundedCents: 500 }, 9_000, 500, 0],
    [
      'a deposit charged',
      { capturedCents: 9_000, refundedCents: 0, deposit: { chargedCents: 3_000, refundedCents: 0 } },
      12_000,
      0,
      3_000,
    ],
    [
      'a deposit partly refunded',
      { capturedCents: 0, refundedCents: 0, deposit: { chargedCents: 3_000, refundedCents: 1_000 } },
      3_000,
      1_000,
      2_000,
    ],
  ])('%s', (_name, view, captured, refunded, kept) => {
    expect(paidOverIntents(view)).toEqual({ capturedCents: captured, refundedCents: refunded });
    expect(depositKeptCents('deposit' in view ? view.deposit : null)).toBe(kept);
  });
});
