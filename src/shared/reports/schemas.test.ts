import { describe, expect, it } from 'vitest';
import { fillDays, fillPercent, rangeStart, reportQuerySchema } from './schemas';

describe('report ranges', () => {
  it.each([
    [7, '2026-11-19'],
    [30, '2026-10-27'],
    [90, '2026-08-28'],
  ])('%i days ending 2026-11-25 start on %s', (days, start) => {
    expect(rangeStart('2026-11-25', days)).toBe(start);
  });

  it.each([
    [{}, 30],
    [{ days: '7' }, 7],
    [{ days: '90' }, 90],
  ])('%j reads as %i days', (input, days) => {
    expect(reportQuerySchema.parse(input).days).toBe(days);
  });

  it.each([{ days: '14' }, { days: 'x' }, { storeId: 'nope' }])('%j is refused', (input) => {
    expect(reportQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('fillDays', () => {
  it('puts zero on the days the database had no row, in order, across a month end', () => {
    const filled = fillDays('2026-12-02', 4, [{ day: '2026-12-01', orders: 2, revenueCents: 15000 }]);
    expect(filled).toEqual([
      { day: '2026-11-29', orders: 0, revenueCents: 0 },
      { day: '2026-11-30', orders: 0, revenueCents: 0 },
      { day: '2026-12-01', orders: 2, revenueCents: 15000 },
      { day: '2026-12-02', orders: 0, revenueCents: 0 },
    ]);
  });
});

describe('fillPercent', () => {
  it.each([
    [0, 10, 0],
    [3, 10, 30],
    [2, 3, 66],
    [10, 10, 100],
    [12, 10, 100],
    [1, 0, 100],
  ])('%i of %i is %i %%', (booked, capacity, percent) => {
    expect(fillPercent(booked, capacity)).toBe(percent);
  });
});
