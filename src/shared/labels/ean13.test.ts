import { describe, expect, it } from 'vitest';
import { decodeInStore, ean13CheckDigit, encodeInStore, isValidEan13, normalizeItemCode } from './ean13';

describe('EAN-13 check digit (GS1 mod 10, weights 1 and 3)', () => {
  // Real codes printed on real things, with their check digits.
  it.each([
    ['4006381333931', 'Stabilo pen (the EAN-13 example of the standard literature)'],
    ['5901234123457', "GS1's own example code"],
    ['9780306406157', 'ISBN 978-0-306-40615-7'],
    ['9781861972712', 'ISBN 978-1-86197-271-2'],
    ['0036000291452', 'UPC-A 036000291452 read as an EAN-13'],
    ['9501101530003', "GS1's example GTIN-13"],
  ])('%s (%s)', (code) => {
    expect(ean13CheckDigit(code.slice(0, 12))).toBe(Number(code[12]));
    expect(isValidEan13(code)).toBe(true);
  });

  it.each([
    ['4006381333932', 'last digit changed'],
    ['4006381333913', 'two digits swapped'],
    ['400638133393', '12 digits'],
    ['40063813339311', '14 digits'],
    ['400638133393a', 'a letter'],
  ])('refuses %s (%s)', (code) => {
    expect(isValidEan13(code)).toBe(false);
  });
});

describe('in-store codes: "2" + kind + item (5) + value (5) + check', () => {
  it.each([
    // item, kind, value, code
    ['42', 'price', 12949, '2000042129491'],
    ['00042', 'price', 12949, '2000042129491'],
    ['12345', 'price', 99999, '2012345999992'],
    ['7', 'weight', 1080, '2100007010809'],
    ['99999', 'weight', 0, '2199999000004'],
  ] as const)('item %s, %s %i → %s', (item, kind, value, code) => {
    expect(encodeInStore(item, kind, value)).toBe(code);
    expect(isValidEan13(code)).toBe(true);
    expect(decodeInStore(code)).toEqual({
      ok: true,
      kind,
      itemCode: item.padStart(5, '0'),
      value,
    });
  });

  it('round-trips every kind and a spread of values', () => {
    for (const kind of ['price', 'weight'] as const)
      for (let value = 0; value <= 99_999; value += 997) {
        const code = encodeInStore('314', kind, value);
        expect(decodeInStore(code)).toEqual({ ok: true, kind, itemCode: '00314', value });
      }
  });

  it('refuses values and item codes that do not fit', () => {
    expect(() => encodeInStore('42', 'price', 100_000)).toThrow();
    expect(() => encodeInStore('42', 'price', -1)).toThrow();
    expect(() => encodeInStore('42', 'price', 1.5)).toThrow();
    expect(() => encodeInStore('123456', 'price', 1)).toThrow();
    expect(() => encodeInStore('0', 'price', 1)).toThrow();
  });

  it.each([
    ['20000421294', 'labels.codeFormat'],
    ['2000042129490', 'labels.checkDigit'],
    ['4006381333931', 'labels.notInStore'],
    ['2500042129496', 'labels.notInStore'],
    ['abc', 'labels.codeFormat'],
    ['', 'labels.codeFormat'],
  ])('decode refuses %s with %s', (code, key) => {
    expect(decodeInStore(code)).toEqual({ ok: false, key });
  });

  it('takes a scanner’s spaces and dashes', () => {
    expect(decodeInStore(' 2 000042 12949 1\n')).toMatchObject({ ok: true, value: 12949 });
    expect(decodeInStore('2-000042-129491')).toMatchObject({ ok: true, itemCode: '00042' });
  });
});

describe('normalizeItemCode', () => {
  it.each([
    ['42', '00042'],
    [' 00042 ', '00042'],
    ['99999', '99999'],
    ['0', null],
    ['00000', null],
    ['123456', null],
    ['4a', null],
    ['', null],
    ['-1', null],
  ])('%j → %j', (text, out) => {
    expect(normalizeItemCode(text)).toBe(out);
  });
});
