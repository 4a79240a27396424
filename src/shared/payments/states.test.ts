import { describe, expect, it } from 'vitest';
import { canMovePayment, failureMessageKey, releasedOf } from './states';

describe('failureMessageKey: the provider reason in the person’s words', () => {
  it.each([
    ['card_declined/generic_decline', 'payment.declined'],
    ['card_declined/insufficient_funds', 'payment.insufficientFunds'],
    ['card_declined', 'payment.declined'],
    ['expired_card', 'payment.failed'],
    [null, 'payment.failed'],
    ['', 'payment.failed'],
  ])('%j → %s', (code, key) => {
    expect(failureMessageKey(code)).toBe(key);
  });
});

describe('releasedOf: what goes back to the card', () => {
  it.each([
    ['authorized', 6000, 0, 0],
    ['captured', 6000, 5214, 786],
    ['partially_refunded', 6000, 5214, 786],
    ['canceled', 6000, 0, 6000],
    ['failed', 0, 0, 0],
  ] as const)('%s, hold %s, captured %s → %s', (state, hold, captured, released) => {
    expect(releasedOf(state, hold, captured)).toBe(released);
  });
  it('a late webhook cannot move a captured payment back', () => {
    expect(canMovePayment('captured', 'authorized')).toBe(false);
  });
});
