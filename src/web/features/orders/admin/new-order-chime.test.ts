import { describe, expect, it } from 'vitest';
import { newArrivals } from './new-order-chime';

describe('newArrivals (the desk chimes for these)', () => {
  it.each([
    ['the first read chimes for nothing', null, ['a', 'b'], []],
    ['nothing new', new Set(['a', 'b']), ['a', 'b'], []],
    ['one new order on top', new Set(['a', 'b']), ['c', 'a', 'b'], ['c']],
    ['an order that left the page is not new when it returns', new Set(['a', 'b', 'z']), ['z', 'a'], []],
    ['two new orders', new Set(['a']), ['d', 'c', 'a'], ['d', 'c']],
  ] as const)('%s', (_name, previous, next, expected) => {
    expect(newArrivals(previous, next)).toEqual(expected);
  });
});
