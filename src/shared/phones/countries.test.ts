import { describe, expect, it } from 'vitest';
import { BR_AREA_CODES } from './br-area-codes';
import {
  COUNTRIES,
  COUNTRY_BY_CODE,
  COUNTRY_CODES,
  type CountryCode,
  countryByDialPrefix,
  dialDigits,
  getCountry,
  isCountryCode,
} from './countries';
import { US_AREA_CODES } from './us-area-codes';

/** SPEC §5.4, row by row: valid digit counts and max digits. */
const SPEC_DIGIT_COUNTS: [CountryCode, number[]][] = [
  ['BR', [10, 11]],
  ['US', [10]],
  ['CA', [10]],
  ['AR', [10, 11]],
  ['CL', [9]],
  ['CO', [10]],
  ['PE', [9]],
  ['UY', [8]],
  ['PY', [9]],
  ['BO', [8]],
  ['EC', [9]],
  ['VE', [10]],
  ['MX', [10]],
  ['GY', [7]],
  ['SR', [7]],
  ['BZ', [7]],
  ['GF', [8]],
  ['GT', [8]],
  ['SV', [8]],
  ['HN', [8]],
  ['NI', [8]],
  ['CR', [8]],
  ['PA', [8]],
];

const slots = (mask: string) => mask.split('').filter((c) => c === '9').length;

describe('country table (SPEC §3.7)', () => {
  it('ships all 23 listed codes, once each, in the spec order', () => {
    expect(COUNTRIES).toHaveLength(23);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(23);
    expect(COUNTRIES.map((c) => c.code)).toEqual([...COUNTRY_CODES]);
  });

  it('has 22 distinct dial codes because US and CA share +1', () => {
    expect(new Set(COUNTRIES.map((c) => c.dialCode)).size).toBe(22);
    expect(COUNTRIES.filter((c) => c.dialCode === '+1').map((c) => c.code)).toEqual(['US', 'CA']);
  });

  it('covers every §5.4 row', () => {
    expect(SPEC_DIGIT_COUNTS.map(([code]) => code).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(SPEC_DIGIT_COUNTS)('%s: digit counts %j, max digits = the largest', (code, counts) => {
    const country = getCountry(code);
    expect(country.digitCounts).toEqual(counts);
    expect(country.maxLength).toBe(Math.max(...counts));
  });

  it.each(COUNTRIES.map((c) => [c.code, c] as const))('%s: flag, dial code, names', (code, country) => {
    const regional = [...code].map((ch) => String.fromCodePoint(0x1f1e6 + ch.charCodeAt(0) - 65)).join('');
    expect(country.flag).toBe(regional);
    expect(country.dialCode).toMatch(/^\+\d{1,3}$/);
    expect(country.name.pt.length).toBeGreaterThan(2);
    expect(country.name.en.length).toBeGreaterThan(2);
  });

  it.each(COUNTRIES.map((c) => [c.code, c] as const))(
    '%s: masks and placeholder fit the digit counts',
    (_, c) => {
      expect(slots(c.mask)).toBe(c.maxLength);
      if (c.shortMask) expect(slots(c.shortMask)).toBe(Math.min(...c.digitCounts));
      expect(c.digitCounts).toContain(c.placeholder.replace(/\D/g, '').length);
    },
  );

  it('has Portuguese and English names', () => {
    expect(COUNTRY_BY_CODE.BR.name).toEqual({ pt: 'Brasil', en: 'Brazil' });
    expect(COUNTRY_BY_CODE.GF.name).toEqual({ pt: 'Guiana Francesa', en: 'French Guiana' });
    expect(COUNTRY_BY_CODE.US.name).toEqual({ pt: 'Estados Unidos', en: 'United States' });
  });

  it.each([
    ['BR', true],
    ['GF', true],
    ['XX', false],
    ['br', false],
  ])('isCountryCode(%s) → %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});

describe('countryByDialPrefix: longest dial code first', () => {
  it.each([
    ['595981123456', 'PY'],
    ['59891234567', 'UY'],
    ['5939', 'EC'],
    ['5511987654321', 'BR'],
    ['5491123456789', 'AR'],
    ['14045550123', 'US'],
    ['5021234', 'GT'],
    ['507', 'PA'],
    ['442079460958', null],
    ['', null],
  ])('%s → %s', (digits, expected) => {
    expect(countryByDialPrefix(digits)?.code ?? null).toBe(expected);
  });

  it('dialDigits drops the plus', () => {
    expect(dialDigits('UY')).toBe('598');
    expect(dialDigits('CA')).toBe('1');
  });
});

describe('area code lists', () => {
  it('Brazilian DDDs are the 67 assigned codes', () => {
    expect(BR_AREA_CODES.size).toBe(67);
    for (const ddd of [
      '11',
      '19',
      '21',
      '24',
      '27',
      '38',
      '47',
      '51',
      '53',
      '55',
      '61',
      '69',
      '79',
      '89',
      '99',
    ]) {
      expect(BR_AREA_CODES.has(ddd)).toBe(true);
    }
    for (const gap of [
      '10',
      '20',
      '23',
      '25',
      '26',
      '29',
      '30',
      '36',
      '39',
      '40',
      '50',
      '52',
      '56',
      '60',
      '70',
    ]) {
      expect(BR_AREA_CODES.has(gap)).toBe(false);
    }
  });

  it('US area codes follow the NANP shape: N(0-8)X, never 9 in the middle', () => {
    expect(US_AREA_CODES.size).toBeGreaterThan(300);
    for (const code of US_AREA_CODES) expect(code).toMatch(/^[2-9][0-8]\d$/);
    for (const code of ['404', '470', '678', '706', '770', '212', '305', '415', '617', '713', '787']) {
      expect(US_AREA_CODES.has(code)).toBe(true);
    }
    expect(US_AREA_CODES.has('416')).toBe(false); // Toronto is Canadian
  });
});
