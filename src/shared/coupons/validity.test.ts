import { describe, expect, it } from 'vitest';
import { type CouponState, type CouponValidityFields, couponState, isCouponValid } from './validity';

const now = new Date('2025-06-15T12:00:00Z');
const base: CouponValidityFields = {
  isActive: true,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
};
const at = (iso: string) => new Date(iso);

describe('couponState and isCouponValid (SPEC §4.5, issue 18: valid_from counts)', () => {
  it.each<[string, Partial<CouponValidityFields>, CouponState]>([
    ['active, no dates, no limit', {}, 'active'],
    ['inactive', { isActive: false }, 'inactive'],
    ['ends later', { validUntil: at('2025-06-15T12:00:01Z') }, 'active'],
    ['ends exactly now', { validUntil: now }, 'active'],
    ['ended', { validUntil: at('2025-06-15T11:59:59Z') }, 'expired'],
    ['uses left', { usageLimit: 10, usedCount: 9 }, 'active'],
    ['used up', { usageLimit: 10, usedCount: 10 }, 'used_up'],
    ['over-used', { usageLimit: 10, usedCount: 11 }, 'used_up'],
    ['limit 0', { usageLimit: 0, usedCount: 0 }, 'used_up'],
    ['no limit, many uses', { usageLimit: null, usedCount: 10_000 }, 'active'],
    ['inactive but otherwise fine', { isActive: false, usageLimit: 5, usedCount: 1 }, 'inactive'],
    // valid_from: ignored before issue 18, so these were "valid" and a scheduled coupon was sent.
    ['starts tomorrow', { validFrom: at('2025-06-16T00:00:00Z') }, 'scheduled'],
    ['starts in one second', { validFrom: at('2025-06-15T12:00:01Z') }, 'scheduled'],
    ['starts exactly now', { validFrom: now }, 'active'],
    ['started yesterday', { validFrom: at('2025-06-14T12:00:00Z') }, 'active'],
    [
      'starts tomorrow, ends next week',
      { validFrom: at('2025-06-16T00:00:00Z'), validUntil: at('2025-06-22T00:00:00Z') },
      'scheduled',
    ],
    [
      'within from and until',
      { validFrom: at('2025-06-01T00:00:00Z'), validUntil: at('2025-06-30T00:00:00Z') },
      'active',
    ],
    ['scheduled but switched off', { isActive: false, validFrom: at('2025-06-16T00:00:00Z') }, 'inactive'],
  ])('%s → %s', (_name, change, expected) => {
    const coupon = { ...base, ...change };
    expect(couponState(coupon, now)).toBe(expected);
    expect(isCouponValid(coupon, now)).toBe(expected === 'active');
  });
});
