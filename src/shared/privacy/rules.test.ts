import { describe, expect, it } from 'vitest';
import { getLegalDocument } from '../legal/documents';
import { contacts, text } from '../legal/test-support';
import {
  ANSWER_BUSINESS_DAYS,
  addBusinessDays,
  answerDueDate,
  isBusinessDay,
  isOverdue,
  mayRequestDeletion,
  PURCHASE_RETENTION_YEARS,
  purchaseKeptUntil,
  purchasesExpiredBefore,
} from './rules';

describe('privacy request rules (decision 047)', () => {
  it('promise what the privacy policy says, in both languages', () => {
    const pt = text(
      getLegalDocument('privacy', 'pt-BR', contacts)
        .content.map((s) => s.content)
        .join(' '),
    );
    const en = text(
      getLegalDocument('privacy', 'en', contacts)
        .content.map((s) => s.content)
        .join(' '),
    );
    expect(pt).toContain(`${ANSWER_BUSINESS_DAYS} dias úteis`);
    expect(en).toContain(`${ANSWER_BUSINESS_DAYS} business days`);
    expect(pt).toContain(`${PURCHASE_RETENTION_YEARS} anos`);
    expect(en).toContain(`${PURCHASE_RETENTION_YEARS} years`);
  });

  it.each([
    ['2026-11-24', true], // a Tuesday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-11-26', false], // Thanksgiving (fourth Thursday of November)
    ['2026-11-27', true], // the Friday after is not a federal holiday
    ['2026-12-25', false], // Christmas Day, a Friday
    ['2027-12-24', false], // Christmas 2027 is a Saturday: observed on Friday the 24th
    ['2026-07-03', false], // July 4, 2026 is a Saturday: observed on Friday the 3rd
    ['2027-07-05', false], // July 4, 2027 is a Sunday: observed on Monday the 5th
    ['2027-12-31', false], // New Year's Day 2028 is a Saturday: observed on Friday 31 December
    ['2026-01-01', false], // New Year's Day
    ['2026-01-19', false], // Martin Luther King Jr. Day (third Monday of January)
    ['2026-02-16', false], // Washington's Birthday (third Monday of February)
    ['2026-05-25', false], // Memorial Day (last Monday of May)
    ['2026-06-19', false], // Juneteenth
    ['2020-06-19', true], // Juneteenth before it became a federal holiday (2021)
    ['2026-09-07', false], // Labor Day (first Monday of September)
    ['2026-10-12', false], // Columbus Day (second Monday of October)
    ['2026-11-11', false], // Veterans Day
    ['2026-04-03', true], // Good Friday is not a federal holiday
  ])('%s is a business day: %s', (date, business) => {
    expect(isBusinessDay(date)).toBe(business);
  });

  it.each([
    ['2026-11-23', 1, '2026-11-24'], // Monday → Tuesday
    ['2026-11-27', 1, '2026-11-30'], // Friday → Monday
    ['2026-11-28', 1, '2026-11-30'], // Saturday → Monday
    ['2026-11-29', 5, '2026-12-04'], // Sunday → Friday
    ['2026-11-25', 1, '2026-11-27'], // over Thanksgiving
    ['2026-11-23', 15, '2026-12-15'], // three working weeks and Thanksgiving
    ['2026-12-23', 2, '2026-12-28'], // over Christmas
    ['2026-12-28', 5, '2027-01-05'], // across the year and New Year's Day
    ['2026-07-02', 1, '2026-07-06'], // over July 4 observed on Friday
    ['2027-12-30', 1, '2028-01-03'], // over New Year's Day 2028 observed in 2027
  ])('%s plus %i business days is %s', (from, days, due) => {
    expect(addBusinessDays(from, days)).toBe(due);
  });

  it.each([
    // 23:30 on a Friday in Georgia is still Friday there (04:30 UTC on Saturday).
    ['2026-11-28T04:30:00Z', '2026-12-18'],
    ['2026-11-23T15:00:00Z', '2026-12-15'],
    // Christmas and New Year's Day both fall inside the 15 days.
    ['2026-12-14T15:00:00Z', '2027-01-06'],
  ])('a request at %s is due on %s (shop time)', (at, due) => {
    expect(answerDueDate(new Date(at))).toBe(due);
  });

  it.each([
    ['open', '2026-12-14', '2026-12-14T20:00:00Z', false],
    ['open', '2026-12-14', '2026-12-15T15:00:00Z', true],
    ['completed', '2026-12-14', '2027-01-15T15:00:00Z', false],
  ] as const)('%s, due %s, on %s: overdue %s', (state, dueDate, now, overdue) => {
    expect(isOverdue({ state, dueDate }, new Date(now))).toBe(overdue);
  });

  it.each([
    ['customer', true],
    ['cliente', true],
    [null, true],
    ['manager', false],
    ['admin', false],
    ['super_admin', false],
    ['operator', false],
  ])('a %s may ask to be deleted: %s', (role, may) => {
    expect(mayRequestDeletion(role)).toBe(may);
  });

  it('keeps purchase data five years', () => {
    expect(purchaseKeptUntil(new Date('2026-11-24T12:00:00Z')).toISOString().slice(0, 10)).toBe('2031-11-24');
  });

  it.each([
    ['2021-11-24T12:00:00Z', '2026-11-23T23:59:59Z', false],
    ['2021-11-24T12:00:00Z', '2026-11-24T00:00:00Z', true],
    ['2021-11-24T23:59:59Z', '2026-11-24T00:00:00Z', true],
    ['2021-11-25T00:00:00Z', '2026-11-24T23:59:59Z', false],
    ['2028-02-29T12:00:00Z', '2033-02-28T12:00:00Z', false], // kept until 1 March 2033
    ['2028-02-29T12:00:00Z', '2033-03-01T00:00:00Z', true],
  ])('an order of %s is past its 5 years on %s: %s', (placed, now, expired) => {
    const at = new Date(placed);
    expect(at < purchasesExpiredBefore(new Date(now))).toBe(expired);
    // The same answer as the rule that says until when it is kept.
    expect(purchaseKeptUntil(at) <= new Date(now)).toBe(expired);
  });
});
