import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * Numbers at the API's edge (issue 34): each numeric field states the range and precision of the
 * column it ends in, so a number the column cannot hold is a 422 with the field's words, not a
 * 500 from PostgreSQL (a coupon limit of 2,147,483,648 in an `integer` column; a weight of
 * 0.0001 kg that `numeric(8,3)` rounds to 0 and a check then refuses).
 */

/** PostgreSQL's `integer` (int4): every count, limit, position and stock column. */
export const INT4_MAX = 2_147_483_647;

/**
 * The largest amount a money field takes, in cents (R$/US$ 999,999.99). Money is `numeric(12,2)`
 * (up to 9,999,999,999.99): this cap leaves room for a line's quantity and an order's sum.
 */
export const MONEY_MAX_CENTS = 99_999_999;

/** Weights are kg in `numeric(8,3)`: whole grams, below 100,000 kg. */
export const WEIGHT_MIN_KG = 0.001;
export const WEIGHT_MAX_KG = 99_999;

/** A field's words: one for anything wrong, or one per way of being wrong. */
export type NumberWords = MessageKey | { invalid: MessageKey; tooSmall?: MessageKey; tooLarge?: MessageKey };

function wordsOf(words: NumberWords) {
  const w = typeof words === 'string' ? { invalid: words } : words;
  return { invalid: w.invalid, tooSmall: w.tooSmall ?? w.invalid, tooLarge: w.tooLarge ?? w.invalid };
}

/** A whole number for an `integer` column, `min`–`max` (never past the column, whatever `max` says). */
export function int4(words: NumberWords, { min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) {
  const w = wordsOf(words);
  return z
    .number({ message: w.invalid })
    .int(w.invalid)
    .min(Math.max(min, -INT4_MAX - 1), w.tooSmall)
    .max(Math.min(max, INT4_MAX), w.tooLarge);
}

/** Integer cents for a money column, `min`–`max` (MONEY_MAX_CENTS at most). */
export function cents(
  words: NumberWords,
  { min = 0, max = MONEY_MAX_CENTS }: { min?: number; max?: number } = {},
) {
  const w = wordsOf(words);
  return z
    .number({ message: w.invalid })
    .int(w.invalid)
    .min(min, w.tooSmall)
    .max(Math.min(max, MONEY_MAX_CENTS), w.tooLarge);
}

/** Whether kilograms are a whole number of grams (1.25 is; 1.2345 and 0.0001 are not). */
export function isWholeGrams(kg: number): boolean {
  const grams = kg * 1000;
  return Math.abs(grams - Math.round(grams)) < 1e-6;
}

/** Kilograms for a weight column: whole grams, from WEIGHT_MIN_KG to WEIGHT_MAX_KG. */
export function kilograms(words: NumberWords, { max = WEIGHT_MAX_KG }: { max?: number } = {}) {
  const w = wordsOf(words);
  return z
    .number({ message: w.invalid })
    .min(WEIGHT_MIN_KG, w.tooSmall)
    .max(Math.min(max, WEIGHT_MAX_KG), w.tooLarge)
    .refine(isWholeGrams, w.tooSmall);
}

/** The page of a list in a query string: 1–PAGE_MAX (an offset past every list the shop has). */
export const PAGE_MAX = 10_000;
export function pageNumber(words?: NumberWords) {
  const w = words ? wordsOf(words) : undefined;
  return z.coerce
    .number(w ? { message: w.invalid } : undefined)
    .int(w?.invalid)
    .min(1, w?.tooSmall)
    .max(PAGE_MAX, w?.tooLarge);
}
