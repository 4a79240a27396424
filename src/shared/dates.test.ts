import { describe, expect, it } from 'vitest';
import { calendarDate, DATE_MAX, DATE_MIN, dateProblem, instant, instantProblem } from './dates';
import { issueMessage, KEYS } from './messages';

describe('dateProblem: a day of the calendar within the shop range (issue 34)', () => {
  it.each([
    ['2026-11-24', null],
    ['2024-02-29', null], // a leap day
    [DATE_MIN, null],
    [DATE_MAX, null],
    ['2026-02-29', 'invalid'], // not a leap year
    ['2026-02-30', 'invalid'],
    ['2026-12-32', 'invalid'],
    ['2026-13-01', 'invalid'],
    ['2026-00-10', 'invalid'],
    ['2026-1-05', 'invalid'],
    ['26-01-05', 'invalid'],
    ['2026-01-05T00:00:00Z', 'invalid'],
    ['+275760-09-13', 'invalid'],
    ['', 'invalid'],
    ['0000-01-01', 'outOfRange'],
    ['1999-12-31', 'outOfRange'],
    ['2101-01-01', 'outOfRange'],
    ['9999-12-31', 'outOfRange'],
  ])('%s → %s', (text, problem) => {
    expect(dateProblem(text)).toBe(problem);
  });
});

describe('instantProblem: a version or time sent back', () => {
  it.each([
    ['2026-11-23T15:00:00.000Z', null],
    ['2026-11-23T15:00:00.123456Z', null],
    ['2026-11-23T10:00:00-05:00', null],
    ['2026-02-30T10:00:00.000Z', 'invalid'],
    ['2026-11-23T25:00:00Z', 'invalid'],
    ['2026-11-23T15:00:00', 'invalid'], // no offset: whose 15:00?
    ['2026-11-23', 'invalid'],
    ['0000-01-01T00:00:00.000Z', 'outOfRange'],
    ['9999-12-31T23:59:59.999Z', 'outOfRange'],
  ])('%s → %s', (text, problem) => {
    expect(instantProblem(text)).toBe(problem);
  });
});

describe('the schemas say which, in the area words', () => {
  const keyOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : issueMessage(result.error!.issues[0]!);

  it('an impossible date in the area words, a far one in the shared words with the range', () => {
    const schema = calendarDate(KEYS.couponAdmin.dateInvalid);
    expect(keyOf(schema.safeParse('2026-02-30'))).toEqual({ key: 'couponAdmin.dateInvalid' });
    expect(keyOf(schema.safeParse('9999-12-31'))).toEqual({
      key: 'common.dateOutOfRange',
      params: { min: '2000', max: '2100' },
    });
    expect(keyOf(schema.safeParse(20261124))).toEqual({ key: 'couponAdmin.dateInvalid' });
    expect(schema.safeParse(' 2026-11-24 ').data).toBe('2026-11-24');
  });

  it('lets a blank through only when asked', () => {
    expect(calendarDate().safeParse('').success).toBe(false);
    expect(calendarDate(undefined, { empty: true }).safeParse('').success).toBe(true);
    expect(keyOf(calendarDate().safeParse('x'))).toEqual({ key: 'common.dateInvalid' });
  });

  it('instants likewise', () => {
    const schema = instant(KEYS.couponAdmin.staleVersion);
    expect(schema.safeParse('2026-11-23T15:00:00.000Z').success).toBe(true);
    expect(keyOf(schema.safeParse('2026-02-30T15:00:00.000Z'))).toEqual({ key: 'couponAdmin.staleVersion' });
    expect(keyOf(schema.safeParse('0000-01-01T00:00:00.000Z'))?.key).toBe('common.dateOutOfRange');
  });
});
