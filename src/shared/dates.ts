import { z } from 'zod';
import { KEYS, type MessageKey } from './messages';

/**
 * Dates at the API's edge (issue 34): one rule for every date a request carries, so that none
 * reaches the database as a day that does not exist (2026-02-30 made PostgreSQL's `date` fail, a
 * 500) or as a year its arithmetic cannot hold (9999-12-31 plus a day is year 10000, which a
 * `timestamptz` parameter refuses). The shop's range is DATE_MIN–DATE_MAX: it opened long after
 * 2000, and nothing it schedules, sells or reports reaches past 2100 (a coupon valid "forever" is
 * one with no end date).
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 with a time, as `Date.prototype.toISOString` writes it or with an offset. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Whether `text` is a day of the calendar written YYYY-MM-DD (2026-02-30 and 2026-13-01 are not). */
export function isCalendarDate(text: string): boolean {
  if (!DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Why a date is refused: not a day of the calendar, or outside the shop's range; null when fine. */
export type DateProblem = 'invalid' | 'outOfRange' | null;

export function dateProblem(text: string): DateProblem {
  if (!isCalendarDate(text)) return 'invalid';
  return text < DATE_MIN || text > DATE_MAX ? 'outOfRange' : null;
}

/** An instant (an `updatedAt` sent back, say): a real day and time, within the shop's range. */
export function instantProblem(text: string): DateProblem {
  const match = INSTANT.exec(text);
  if (!match || Number.isNaN(new Date(text).getTime())) return 'invalid';
  return dateProblem(match[1]!);
}

const RANGE = { min: DATE_MIN.slice(0, 4), max: DATE_MAX.slice(0, 4) };

function refuse(problem: DateProblem, invalid: MessageKey, ctx: z.RefinementCtx) {
  if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: invalid });
  else if (problem === 'outOfRange')
    ctx.addIssue({ code: 'custom', message: KEYS.common.dateOutOfRange, params: RANGE });
}

/**
 * A calendar day YYYY-MM-DD within the shop's range. `invalid` is the area's own words for a date
 * that is not one (a form shows them beside its field); a year outside the range is said once for
 * every area (`common.dateOutOfRange`). `empty: true` lets '' through (a filter or a bound left blank).
 */
export function calendarDate(
  invalid: MessageKey = KEYS.common.dateInvalid,
  options: { empty?: boolean } = {},
) {
  return z
    .string({ message: invalid })
    .trim()
    .superRefine((text, ctx) => {
      if (options.empty && text === '') return;
      refuse(dateProblem(text), invalid, ctx);
    });
}

/** An ISO instant with its offset (`2026-11-23T15:00:00.000Z`) within the shop's range. */
export function instant(invalid: MessageKey) {
  return z
    .string({ message: invalid })
    .superRefine((text, ctx) => refuse(instantProblem(text), invalid, ctx));
}
