import { describe, expect, it } from 'vitest';
import { formatBRL, fromCents, toCents } from './money';

const nbsp = '\u00a0';

describe('formatBRL', () => {
  it.each([
    [0, `R$${nbsp}0,00`],
    [5, `R$${nbsp}0,05`],
    [12345, `R$${nbsp}123,45`],
    [8990, `R$${nbsp}89,90`],
    [123456789, `R$${nbsp}1.234.567,89`],
  ])('%i cents → %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });
});

describe('toCents / fromCents', () => {
  it.each([
    ['0.10', 10],
    ['89.9', 8990],
    ['12', 1200],
    ['0.07', 7],
    ['1234567.89', 123456789],
    ['-3.50', -350],
  ])('%s ↔ %i', (text, cents) => {
    expect(toCents(text)).toBe(cents);
    expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('does not drift on values that floats get wrong', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('19.99') * 3).toBe(5997);
  });

  it('refuses malformed values', () => {
    expect(() => toCents('abc')).toThrow();
    expect(() => toCents('1.234')).toThrow();
    expect(() => fromCents(1.5)).toThrow();
  });
});
