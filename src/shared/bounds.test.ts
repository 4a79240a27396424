import { describe, expect, it } from 'vitest';
import {
  cents,
  INT4_MAX,
  int4,
  isWholeGrams,
  kilograms,
  MONEY_MAX_CENTS,
  PAGE_MAX,
  pageNumber,
} from './bounds';
import { issueMessage, KEYS, type MessageKey } from './messages';

const words = { invalid: KEYS.couponAdmin.limitRange, tooLarge: KEYS.couponAdmin.limitTooLarge };
const keyOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : issueMessage(result.error!.issues[0]!).key;

describe('int4: what an integer column holds (issue 34)', () => {
  it.each<[unknown, MessageKey | null]>([
    [1, null],
    [INT4_MAX, null],
    [INT4_MAX + 1, 'couponAdmin.limitTooLarge'],
    [2 ** 53 + 2, 'couponAdmin.limitRange'], // not a safe integer: zod says "not an integer"
    [1e308, 'couponAdmin.limitRange'],
    [0, 'couponAdmin.limitRange'],
    [-1, 'couponAdmin.limitRange'],
    [1.5, 'couponAdmin.limitRange'],
    ['1', 'couponAdmin.limitRange'],
    [null, 'couponAdmin.limitRange'],
    [Number.NaN, 'couponAdmin.limitRange'],
    [Number.POSITIVE_INFINITY, 'couponAdmin.limitRange'],
  ])('%s → %s', (value, key) => {
    expect(keyOf(int4(words, { min: 1 }).safeParse(value))).toBe(key);
  });

  it('never past the column, whatever the field asks', () => {
    expect(int4(words, { max: 10 * INT4_MAX }).safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4(words, { max: 5 }).safeParse(6).success).toBe(false);
  });

  it('says the maximum in the refusal', () => {
    const result = int4(words, { min: 1 }).safeParse(INT4_MAX + 1);
    expect(issueMessage(result.error!.issues[0]!)).toEqual({
      key: 'couponAdmin.limitTooLarge',
      params: { max: INT4_MAX },
    });
  });
});

describe('cents: money at most MONEY_MAX_CENTS', () => {
  const schema = cents({ invalid: KEYS.product.priceInvalid });
  it.each<[unknown, boolean]>([
    [0, true],
    [MONEY_MAX_CENTS, true],
    [MONEY_MAX_CENTS + 1, false],
    [-1, false],
    [19.9, false],
    [1e308, false],
  ])('%s → %s', (value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
  it('a lower cap of the field wins; a higher one does not pass the shop cap', () => {
    expect(cents(KEYS.product.priceInvalid, { max: 100 }).safeParse(101).success).toBe(false);
    expect(
      cents(KEYS.product.priceInvalid, { max: 2 * MONEY_MAX_CENTS }).safeParse(MONEY_MAX_CENTS + 1).success,
    ).toBe(false);
  });
});

describe('kilograms: whole grams of numeric(8,3)', () => {
  const schema = kilograms({ invalid: KEYS.product.weightInvalid, tooSmall: KEYS.product.weightGrams });
  it.each<[unknown, MessageKey | null]>([
    [1, null],
    [1.25, null],
    [0.001, null],
    [1.2, null], // 1200.0000000000002 grams in floating point
    [0.3, null],
    [99_999, null],
    [0.0001, 'product.weightGrams'],
    [1.2345, 'product.weightGrams'],
    [0, 'product.weightGrams'],
    [-1, 'product.weightGrams'],
    [100_000, 'product.weightInvalid'],
    [1e308, 'product.weightInvalid'],
    ['1', 'product.weightInvalid'],
  ])('%s → %s', (value, key) => {
    expect(keyOf(schema.safeParse(value))).toBe(key);
  });
  it.each([
    [0.1 + 0.2, true],
    [1.0005, false],
  ])('isWholeGrams(%s) → %s', (kg, whole) => {
    expect(isWholeGrams(kg)).toBe(whole);
  });
});

describe('pageNumber: a page of a list', () => {
  it.each<[unknown, number | null]>([
    ['1', 1],
    [String(PAGE_MAX), PAGE_MAX],
    [String(PAGE_MAX + 1), null],
    ['0', null],
    ['1e400', null],
    ['2147483648', null],
    ['NaN', null],
  ])('%s → %s', (value, page) => {
    const result = pageNumber().safeParse(value);
    expect(result.success ? result.data : null).toBe(page);
  });
});
