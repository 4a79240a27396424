import { describe, expect, it } from 'vitest';
import { PACING_MAX_DELAY_MS, pacingDelayMs } from './pacing';

describe('pacingDelayMs', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 15_000],
    [6, 30_000],
    [7, 60_000],
    [8, 120_000],
    [12, 1_920_000],
    [13, PACING_MAX_DELAY_MS],
    [30, PACING_MAX_DELAY_MS],
    [1e9, PACING_MAX_DELAY_MS],
    [Number.NaN, 0],
    [-3, 0],
  ])('after %d failures the next attempt waits %d ms', (failures, delay) => {
    expect(pacingDelayMs(failures)).toBe(delay);
  });
});
