import { describe, expect, it } from 'vitest';
import { LIVE_BACKOFF_MS, liveBackoff, liveResumeSchema } from './events';

describe('liveBackoff (SPEC §9: 1, 2, 5, 10 s)', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 5_000],
    [3, 10_000],
    [4, 10_000],
    [50, 10_000],
    [-1, 1_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(liveBackoff(attempt)).toBe(ms);
  });
  it('is the SPEC figures', () => expect(LIVE_BACKOFF_MS).toEqual([1000, 2000, 5000, 10000]));
});

describe('liveResumeSchema', () => {
  it.each([
    ['12', true],
    ['0', true],
    ['abc', false],
    ['-1', false],
    ['1e3', false],
    ['1234567890123456789', false],
  ])('after=%s valid: %s', (after, valid) => {
    expect(liveResumeSchema.safeParse({ after }).success).toBe(valid);
  });
});
