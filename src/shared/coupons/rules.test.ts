import { describe, expect, it } from 'vitest';
import { type Coupon, checkCoupon, couponDiscountCents, normalizeCouponCode } from './rules';

const now = new Date('2026-11-21T15:00:00Z');
const base: Coupon = {
  code: 'CHURRASCO10',
  type: 'percentage',
  value: 10,
  minimumOrderCents: 0,
  maximumDiscountCents: null,
  usageLimit: null,
  usedCount: 0,
  validFrom: null,
  validUntil: null,
  isActive: true,
};

describe('checkCoupon (SPEC §4.5, DESIGN §4)', () => {
  it.each([
    ['no coupon', null, 10000, { ok: false, reason: 'unknown' }],
    ['inactive', { ...base, isActive: false }, 10000, { ok: false, reason: 'inactive' }],
    [
      'expired',
      { ...base, validUntil: new Date('2026-11-21T14:59:59Z') },
      10000,
      { ok: false, reason: 'expired' },
    ],
    [
      'last instant of valid_until still valid',
      { ...base, validUntil: now },
      10000,
      { ok: true, discountCents: 1000 },
    ],
    [
      'not yet valid',
      { ...base, validFrom: new Date('2026-11-22T00:00:00Z') },
      10000,
      { ok: false, reason: 'not_yet_valid' },
    ],
    ['used up', { ...base, usageLimit: 5, usedCount: 5 }, 10000, { ok: false, reason: 'used_up' }],
    ['one use left', { ...base, usageLimit: 5, usedCount: 4 }, 10000, { ok: true, discountCents: 1000 }],
    ['below minimum', { ...base, minimumOrderCents: 15000 }, 14999, { ok: false, reason: 'below_minimum' }],
    ['exactly the minimum', { ...base, minimumOrderCents: 15000 }, 15000, { ok: true, discountCents: 1500 }],
    [
      'percentage capped',
      { ...base, value: 20, maximumDiscountCents: 3000 },
      50000,
      { ok: true, discountCents: 3000 },
    ],
    [
      'fixed amount',
      { ...base, type: 'fixed_amount', value: 2500 },
      10000,
      { ok: true, discountCents: 2500 },
    ],
    [
      'fixed amount capped at subtotal',
      { ...base, type: 'fixed_amount', value: 2500 },
      1800,
      { ok: true, discountCents: 1800 },
    ],
  ] as [string, Coupon | null, number, unknown][])('%s', (_name, coupon, subtotal, expected) => {
    expect(checkCoupon(coupon, subtotal, now)).toEqual(expected);
  });

  it('rounds a percentage down to the cent', () => {
    expect(couponDiscountCents({ type: 'percentage', value: 15, maximumDiscountCents: null }, 999)).toBe(149);
  });

  it('reads codes case-insensitively', () => {
    expect(normalizeCouponCode('  churrasco10 ')).toBe('CHURRASCO10');
  });
});
