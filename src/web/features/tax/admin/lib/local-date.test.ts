import { describe, expect, it } from 'vitest';
import { dateOrderOf, datePlaceholder, isoFromTyped, maskDate, typedFromIso } from './local-date';

describe('the rate’s start date as people type it (decision 083)', () => {
  it('Portuguese is dd/mm/aaaa, English mm/dd/yyyy', () => {
    expect(datePlaceholder(dateOrderOf('pt-BR'))).toBe('dd/mm/aaaa');
    expect(datePlaceholder(dateOrderOf('en'))).toBe('mm/dd/yyyy');
  });

  it.each([
    ['3', '3'],
    ['311', '31/1'],
    ['3112', '31/12'],
    ['31122026', '31/12/2026'],
    ['31/12/20269', '31/12/2026'],
    ['ab01-10', '01/10'],
  ])('mask %j → %j', (raw, masked) => {
    expect(maskDate(raw)).toBe(masked);
  });

  it.each([
    ['01/10/2026', 'dmy', '2026-10-01'],
    ['10/01/2026', 'mdy', '2026-10-01'],
    ['31/12/2026', 'dmy', '2026-12-31'],
    ['31/02/2026', 'dmy', '31/02/2026'],
    ['12/31/2026', 'dmy', '12/31/2026'],
    ['01/10', 'dmy', '01/10'],
  ] as const)('%j (%s) → %j', (typed, order, iso) => {
    expect(isoFromTyped(typed, order)).toBe(iso);
  });

  it('shows a kept day back in the panel’s order', () => {
    expect(typedFromIso('2026-10-01', 'dmy')).toBe('01/10/2026');
    expect(typedFromIso('2026-10-01', 'mdy')).toBe('10/01/2026');
  });
});
