import { describe, expect, it } from 'vitest';
import {
  LOW_STOCK_DEFAULTS,
  lowStockDefaultsFrom,
  lowStockThreshold,
  productStockState,
  summaryDue,
  variationStockState,
} from './low-stock';

const d = LOW_STOCK_DEFAULTS;
const fixed = (stock: number | null, own: number | null = null) => ({
  stockQuantity: stock,
  lowStockThreshold: own,
  weightKg: 1,
  pricePerKgCents: null,
});
const weighed = (stock: number | null, weightKg: number, own: number | null = null) => ({
  stockQuantity: stock,
  lowStockThreshold: own,
  weightKg,
  pricePerKgCents: 8990,
});

describe('lowStockThreshold', () => {
  it.each([
    ['fixed price: the units default', fixed(9), d, 5],
    ['its own threshold wins', fixed(9, 12), d, 12],
    ['its own 0: only sold out counts', fixed(9, 0), d, 0],
    ['weighed 1,2 kg pieces: 2 kg is 2 pieces', weighed(9, 1.2), d, 2],
    ['weighed 0,4 kg pieces: 2 kg is exactly 5', weighed(9, 0.4), d, 5],
    ['weighed 0,3 kg pieces: 2 kg is 7 (rounded up)', weighed(9, 0.3), d, 7],
    ['weighed 2,5 kg pieces: 1 piece', weighed(9, 2.5), d, 1],
    ['weighed with its own threshold', weighed(9, 0.4, 3), d, 3],
    ['weighed, kg default 0', weighed(9, 0.4), { units: 5, kg: 0 }, 0],
    ['another units default', fixed(9), { units: 10, kg: 2 }, 10],
  ])('%s', (_name, v, defaults, expected) => {
    expect(lowStockThreshold(v, defaults)).toBe(expected);
  });
});

describe('variationStockState', () => {
  it.each([
    ['untracked', fixed(null), 'untracked'],
    ['sold out is out, never "in"', fixed(0), 'out'],
    ['sold out with threshold 0', fixed(0, 0), 'out'],
    ['at the threshold is low', fixed(5), 'low'],
    ['one under the threshold', fixed(4), 'low'],
    ['one above', fixed(6), 'in'],
    ['own threshold 0: 1 left is in', fixed(1, 0), 'in'],
    ['weighed 1,2 kg: 2 pieces low', weighed(2, 1.2), 'low'],
    ['weighed 1,2 kg: 3 pieces in', weighed(3, 1.2), 'in'],
  ] as const)('%s', (_name, v, expected) => {
    expect(variationStockState(v, d)).toBe(expected);
  });
});

describe('productStockState', () => {
  it.each([
    [[], 'untracked'],
    [['untracked', 'untracked'], 'untracked'],
    [['out', 'out'], 'out'],
    [['out', 'untracked'], 'low'],
    [['out', 'in'], 'low'],
    [['low', 'in'], 'low'],
    [['in', 'untracked'], 'in'],
    [['in'], 'in'],
  ] as const)('%j → %s', (states, expected) => {
    expect(productStockState(states)).toBe(expected);
  });
});

describe('lowStockDefaultsFrom', () => {
  it.each([
    [undefined, undefined, { units: 5, kg: 2 }],
    ['8', '1,5', { units: 8, kg: 1.5 }],
    ['x', '-1', { units: 5, kg: 2 }],
    ['2.5', '3', { units: 5, kg: 3 }],
  ])('%s / %s', (units, kg, expected) => {
    expect(lowStockDefaultsFrom(units, kg)).toEqual(expected);
  });
});

describe('summaryDue', () => {
  it.each([
    ['before the hour', { date: '2026-11-30', minutes: 6 * 60 + 59 }, '07:00', null, false],
    ['at the hour', { date: '2026-11-30', minutes: 7 * 60 }, '07:00', null, true],
    ['later that day, sent yesterday', { date: '2026-11-30', minutes: 15 * 60 }, '07:00', '2026-11-29', true],
    ['already sent today', { date: '2026-11-30', minutes: 15 * 60 }, '07:00', '2026-11-30', false],
    ['a broken hour falls back to 07:00', { date: '2026-11-30', minutes: 7 * 60 }, '25:00', null, true],
  ] as const)('%s', (_name, local, hour, last, expected) => {
    expect(summaryDue(local, hour, last)).toBe(expected);
  });
});
