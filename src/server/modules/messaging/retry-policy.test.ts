import { describe, expect, it } from 'vitest';
import { backoffMs, canRetry, MAX_ATTEMPTS } from './retry-policy';

describe('backoffMs', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [9, 3_600_000],
    [1_000, 3_600_000],
  ])('after %i attempts waits %i ms', (attempts, ms) => {
    expect(backoffMs(attempts)).toBe(ms);
  });
});

describe('canRetry', () => {
  it.each([
    [1, true],
    [MAX_ATTEMPTS - 1, true],
    [MAX_ATTEMPTS, false],
    [MAX_ATTEMPTS + 1, false],
  ])('after %i attempts: %s', (attempts, expected) => {
    expect(canRetry(attempts)).toBe(expected);
  });

  it('gives up after 8 attempts', () => {
    expect(MAX_ATTEMPTS).toBe(8);
  });
});
