import { describe, expect, it } from 'vitest';
import { cellText, delimiterOf, flagCell, moneyCell, stockCell, weightCell } from './cells';

describe('reading CSV cells (decision 052)', () => {
  it.each([
    ['119,90', { ok: 11990 }],
    ['119.90', { ok: 11990 }],
    ['R$ 1.234,50', { ok: 123450 }],
    ['1,234.50', { ok: 123450 }],
    ['12', { ok: 1200 }],
    ['-5,00', { bad: '-5,00' }],
    ['abc', { bad: 'abc' }],
    ['', { bad: '' }],
  ])('money %j', (text, expected) => expect(moneyCell(text)).toEqual(expected));

  it.each([
    ['1,5', { ok: 1.5 }],
    ['0.500', { ok: 0.5 }],
    ['2', { ok: 2 }],
    ['', { ok: null }],
    ['0', { bad: '0' }],
    ['1.5000', { bad: '1.5000' }],
    ['1.500,5', { bad: '1.500,5' }],
  ])('weight %j', (text, expected) => expect(weightCell(text)).toEqual(expected));

  it.each([
    ['12', { ok: 12 }],
    ['0', { ok: 0 }],
    ['', { ok: null }],
    ['-1', { bad: '-1' }],
    ['1,5', { bad: '1,5' }],
  ])('stock %j', (text, expected) => expect(stockCell(text)).toEqual(expected));

  it.each([
    ['true', { ok: true }],
    ['VERDADEIRO', { ok: true }],
    ['sim', { ok: true }],
    ['FALSO', { ok: false }],
    ['não', { ok: false }],
    ['talvez', { bad: 'talvez' }],
  ])('flag %j', (text, expected) => expect(flagCell(text)).toEqual(expected));

  it('reads back the formula guard the export writes, and nothing else', () => {
    expect(cellText(" '=HYPERLINK(1) ")).toBe('=HYPERLINK(1)');
    expect(cellText("'-5")).toBe('-5');
    expect(cellText("'quoted")).toBe("'quoted");
    expect(cellText(undefined)).toBe('');
  });

  it('tells the delimiter from the header (Excel pt-BR writes ";")', () => {
    expect(delimiterOf('\uFEFFslug;product;price\r\npicanha;Picanha;"119,90"')).toBe(';');
    expect(delimiterOf('slug,product,price\npicanha,Picanha,119.90')).toBe(',');
  });
});
