import { describe, expect, it } from 'vitest';
import { decodeInStore } from './ean13';
import { firstName, labelBarcode, labelDates } from './label';

describe('labelBarcode', () => {
  it.each([
    ['the price when it fits', '00042', 12949, 1080, { kind: 'price', value: 12949 }],
    ['999,99 still fits', '00042', 99_999, 1080, { kind: 'price', value: 99_999 }],
    ['the weight when the price does not', '00042', 100_000, 4200, { kind: 'weight', value: 4200 }],
  ] as const)('%s', (_name, item, price, grams, expected) => {
    const code = labelBarcode(item, price, grams);
    expect(code).not.toBeNull();
    expect(decodeInStore(code ?? '')).toEqual({ ok: true, itemCode: item, ...expected });
  });

  it('none without an item code, or when nothing fits', () => {
    expect(labelBarcode(null, 12949, 1080)).toBeNull();
    expect(labelBarcode('00042', 100_000, 100_000)).toBeNull();
  });
});

describe('labelDates: in the store’s time zone', () => {
  it.each([
    // instant, zone, shelf life, packed on, use by
    ['2026-11-29T15:00:00Z', 'America/New_York', 5, '2026-11-29', '2026-12-04'],
    ['2026-11-30T03:30:00Z', 'America/New_York', 5, '2026-11-29', '2026-12-04'],
    ['2026-11-30T03:30:00Z', 'America/Sao_Paulo', 3, '2026-11-30', '2026-12-03'],
    ['2026-12-30T18:00:00Z', 'America/New_York', 3, '2026-12-30', '2027-01-02'],
    ['2028-02-27T12:00:00Z', 'America/New_York', 2, '2028-02-27', '2028-02-29'],
    ['2026-11-29T15:00:00Z', 'America/New_York', null, '2026-11-29', null],
  ])('%s in %s, %s days → %s / %s', (at, zone, days, packedOn, useBy) => {
    expect(labelDates(new Date(at), zone, days)).toEqual({ packedOn, useBy });
  });
});

describe('firstName', () => {
  it.each([
    ['Maria Souza', 'Maria'],
    ['  Ana  ', 'Ana'],
    ['', null],
    [null, null],
  ])('%j → %j', (name, out) => {
    expect(firstName(name)).toBe(out);
  });
});
