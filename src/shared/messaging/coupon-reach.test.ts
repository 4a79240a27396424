import { describe, expect, it } from 'vitest';
import { couponReach, reachCounts, sendsAutomatically } from './coupon-reach';
import { isEligibleForCoupon } from './coupon-sending';

describe('couponReach (SPEC §5.5: phone, active, verified; how the message would go)', () => {
  const base = { name: 'Ana', phone: '+55 11 98765-4321', is_active: true, is_verified: true };
  it.each([
    [{}, true, [], 'automatic', '5511987654321'],
    [{ phone: '' }, false, ['no_phone'], null, null],
    [{ phone: '   ' }, false, ['no_phone'], null, null],
    [{ phone: null }, false, ['no_phone'], null, null],
    [{ is_active: false }, false, ['inactive'], 'automatic', '5511987654321'],
    [{ is_verified: false }, false, ['unverified'], 'automatic', '5511987654321'],
    [
      { phone: null, is_active: false, is_verified: false },
      false,
      ['no_phone', 'inactive', 'unverified'],
      null,
      null,
    ],
    [{ phone: '+1 404 555 0123' }, true, [], 'manual', '14045550123'],
    // A +1 phone whose owner consented to SMS (decision 077): sent by itself, by SMS.
    [{ phone: '+1 404 555 0123', smsConsent: true }, true, [], 'sms', '14045550123'],
    [{ smsConsent: true }, true, [], 'automatic', '5511987654321'],
    [{ phone: '123' }, true, [], 'invalid', null],
  ] as const)('%j → eligible %s, reasons %j, route %s', (change, eligible, reasons, route, phone) => {
    const customer = { ...base, ...change };
    const reach = couponReach(customer);
    expect(reach).toEqual({ eligible, reasons, route, phone });
    expect(reach.eligible).toBe(isEligibleForCoupon(customer));
  });
});

describe('reachCounts (what a bulk send reaches by itself, what only by hand)', () => {
  const reach = (change: object) =>
    couponReach({ name: 'Ana', phone: '+55 11 98765-4321', is_active: true, is_verified: true, ...change });
  it.each([
    ['nobody', [], 0, 0],
    ['one in Georgia: eligible, but by hand only', [{ phone: '+1 404 555 0123' }], 0, 1],
    ['two in Brazil and one abroad', [{}, {}, { phone: '+1 404 555 0123' }], 2, 1],
    ['one in Georgia who consented to SMS', [{ phone: '+1 404 555 0123', smsConsent: true }], 1, 0],
    ['not verified or a bad number: neither', [{ is_verified: false }, { phone: '123' }], 0, 0],
    ['abroad and not verified: neither', [{ phone: '+1 404 555 0123', is_verified: false }], 0, 0],
  ] as const)('%s → %d automatic, %d manual', (_, changes, automatic, manual) => {
    const reaches = changes.map(reach);
    expect(reachCounts(reaches)).toEqual({ automatic, manual });
    expect(reaches.filter(sendsAutomatically)).toHaveLength(automatic);
  });
});
