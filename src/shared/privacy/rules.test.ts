import { describe, expect, it } from 'vitest';
import { getLegalDocument } from '../legal/documents';
import { contacts, text } from '../legal/test-support';
import {
  ANSWER_BUSINESS_DAYS,
  addBusinessDays,
  answerDueDate,
  isOverdue,
  mayRequestDeletion,
  PURCHASE_RETENTION_YEARS,
  purchaseKeptUntil,
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
    ['2026-11-23', 1, '2026-11-24'], // Monday → Tuesday
    ['2026-11-27', 1, '2026-11-30'], // Friday → Monday
    ['2026-11-28', 1, '2026-11-30'], // Saturday → Monday
    ['2026-11-29', 5, '2026-12-04'], // Sunday → Friday
    ['2026-11-23', 15, '2026-12-14'], // three working weeks
    ['2026-12-28', 5, '2027-01-04'], // across the year
  ])('%s plus %i business days is %s', (from, days, due) => {
    expect(addBusinessDays(from, days)).toBe(due);
  });

  it.each([
    // 23:30 on a Friday in Georgia is still Friday there (04:30 UTC on Saturday).
    ['2026-11-28T04:30:00Z', '2026-12-18'],
    ['2026-11-23T15:00:00Z', '2026-12-14'],
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
});
