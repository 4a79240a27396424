import { describe, expect, it } from 'vitest';
import {
  amountForLanguage,
  amountToCents,
  centsToAmount,
  currencyFromSetting,
  currencySymbol,
  formatBRL,
  formatMoney,
  fromCents,
  moneyFormatter,
  toCents,
} from './money';

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

describe('formatMoney: the shop currency in the reader language (decision 042)', () => {
  it.each([
    // BRL is written pt-BR style in both languages: every SPEC text ("R$ 89,90") is unchanged.
    ['BRL', 'pt-BR', 8990, `R$${nbsp}89,90`],
    ['BRL', 'en', 8990, `R$${nbsp}89,90`],
    ['BRL', 'en', 123456, `R$${nbsp}1.234,56`],
    ['BRL', 'pt-BR', 0, `R$${nbsp}0,00`],
    // USD follows the language: "$1,234.56" in English, "US$ 1.234,56" in Portuguese.
    ['USD', 'en', 8990, '$89.90'],
    ['USD', 'en', 123456, '$1,234.56'],
    ['USD', 'en', 5, '$0.05'],
    ['USD', 'pt-BR', 8990, `US$${nbsp}89,90`],
    ['USD', 'pt-BR', 123456, `US$${nbsp}1.234,56`],
    ['USD', undefined, 123456, `US$${nbsp}1.234,56`],
  ] as const)('%s in %s: %i cents → %s', (currency, language, cents, text) => {
    expect(formatMoney(cents, { currency, language })).toBe(text);
    expect(moneyFormatter({ currency, language })(cents)).toBe(text);
    expect(formatBRL(cents, { currency, language })).toBe(text);
  });

  it.each([
    ['BRL', 'pt-BR', 'R$'],
    ['BRL', 'en', 'R$'],
    ['USD', 'en', '$'],
    ['USD', 'pt-BR', 'US$'],
  ] as const)('the symbol of %s in %s is %s', (currency, language, symbol) => {
    expect(currencySymbol({ currency, language })).toBe(symbol);
  });

  it.each([
    [`US$${nbsp}50,00`, 'en', '$50.00'],
    [`US$${nbsp}1.234,56`, 'en', '$1,234.56'],
    [`US$${nbsp}50,00`, 'pt-BR', `US$${nbsp}50,00`],
    [`R$${nbsp}50,00`, 'en', `R$${nbsp}50,00`],
    ['Marietta', 'en', 'Marietta'],
  ])('a server amount %j reads in %s as %j', (text, language, shown) => {
    expect(amountForLanguage(text, language)).toBe(shown);
  });

  it('without a format is the pt-BR Real of SPEC', () => {
    expect(formatMoney(8990)).toBe(formatBRL(8990));
    expect(moneyFormatter()(8990)).toBe(`R$${nbsp}89,90`);
  });

  it.each([
    ['USD', 'USD'],
    [' usd ', 'USD'],
    ['BRL', 'BRL'],
    ['', 'BRL'],
    [null, 'BRL'],
    ['EUR', 'BRL'],
  ] as const)('the stored setting %j reads as %s', (stored, currency) => {
    expect(currencyFromSetting(stored)).toBe(currency);
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

describe('amounts as typed', () => {
  it.each([
    ['7,99', 799],
    ['7.99', 799],
    ['R$ 12,50', 1250],
    ['$1,234.50', 123450],
    ['US$ 12,50', 1250],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['12', 1200],
    ['12,', 1200],
    ['7,5', 750],
    ['0', 0],
    ['-1,00', -100],
    ['', null],
    ['abc', null],
    ['7,999', 799900],
    ['7,9999', null],
    ['1.2.3', null],
  ] as const)('%j → %j', (text, cents) => {
    expect(amountToCents(text)).toBe(cents);
  });

  it('shows cents the way they are typed back', () => {
    expect(centsToAmount(799)).toBe('7,99');
    expect(centsToAmount(0)).toBe('0,00');
    expect(amountToCents(centsToAmount(123456))).toBe(123456);
  });
});
