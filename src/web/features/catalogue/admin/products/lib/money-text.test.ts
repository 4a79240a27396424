import { describe, expect, it } from 'vitest';
import { centsFromText, numberFromText, textFromCents } from './money-text';

describe('price fields', () => {
  it.each([
    ['89,90', 8990],
    ['89.9', 8990],
    ['89', 8900],
    ['R$ 1.234,50', 123450],
    ['1,234.50', 123450],
    ['0', 0],
    ['', null],
    ['abc', Number.NaN],
    ['-5', Number.NaN],
  ])('%s → %s cents', (text, cents) => {
    expect(centsFromText(text)).toEqual(cents);
  });

  it('shows cents in the interface language', () => {
    expect(textFromCents(8990, 'pt-BR')).toBe('89,90');
    expect(textFromCents(8990, 'en')).toBe('89.90');
    expect(textFromCents(null, 'en')).toBe('');
  });

  it('reads weights and stock: empty is null (not tracked)', () => {
    expect(numberFromText('1,5')).toBe(1.5);
    expect(numberFromText(' ')).toBeNull();
    expect(numberFromText('x')).toBeNaN();
    expect(numberFromText('-2')).toBe(-2);
  });
});
