import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './number';

describe('order numbers', () => {
  it('formats with the shop prefix', () => expect(formatOrderNumber(1042)).toBe('BP-1042'));
  it.each([
    ['BP-1042', 1042],
    ['bp1042', 1042],
    [' 1042 ', 1042],
    ['BP-', null],
    ['maria@example.com', null],
  ])('%s → %s', (text, n) => expect(parseOrderNumber(text)).toBe(n));
});
