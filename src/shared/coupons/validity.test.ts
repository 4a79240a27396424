import { describe, expect, it } from 'vitest';
import { type CouponValidityFields, isCouponValid } from './validity';

const now = new Date('2025-06-15T12:00:00Z');
const base: CouponValidityFields = { isActive: true, validUntil: null, usageLimit: null, usedCount: 0 };

describe('isCouponValid (SPEC §4.5)', () => {
  it.each<[string, Partial<CouponValidityFields>, boolean]>([
    ['active, no end, no limit', {}, true],
    ['inactive', { isActive: false }, false],
    ['ends later', { validUntil: new Date('2025-06-15T12:00:01Z') }, true],
    ['ends exactly now', { validUntil: now }, true],
    ['ended', { validUntil: new Date('2025-06-15T11:59:59Z') }, false],
    ['uses left', { usageLimit: 10, usedCount: 9 }, true],
    ['used up', { usageLimit: 10, usedCount: 10 }, false],
    ['over-used', { usageLimit: 10, usedCount: 11 }, false],
    ['limit 0', { usageLimit: 0, usedCount: 0 }, false],
    ['no limit, many uses', { usageLimit: null, usedCount: 10_000 }, true],
    ['inactive but otherwise fine', { isActive: false, usageLimit: 5, usedCount: 1 }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(isCouponValid({ ...base, ...change }, now)).toBe(expected);
  });
});
