import { describe, expect, it } from 'vitest';
import { bulkResult, type CustomerSendOutcome, isEligibleForCoupon } from './coupon-sending';

describe('isEligibleForCoupon (SPEC §5.5)', () => {
  const base = { name: 'Ana', phone: '11987654321', is_active: true, is_verified: true };

  it.each([
    [{}, true],
    [{ phone: '' }, false],
    [{ phone: '   ' }, false],
    [{ phone: null }, false],
    [{ is_active: false }, false],
    [{ is_verified: false }, false],
    [{ is_active: false, is_verified: false }, false],
    [{ phone: '+1 404 555 0123' }, true],
  ])('%j over an eligible customer → %s', (change, expected) => {
    expect(isEligibleForCoupon({ ...base, ...change })).toBe(expected);
  });
});

describe('bulkResult (SPEC §4.5)', () => {
  const sent = (customer: string): CustomerSendOutcome => ({ customer, success: true });
  const failed = (customer: string, error: string): CustomerSendOutcome => ({
    customer,
    success: false,
    error,
  });

  it('all sent: success', () => {
    expect(bulkResult([sent('Ana'), sent('Bia')])).toEqual({
      success: true,
      totalCustomers: 2,
      successfulSends: 2,
      failedSends: 0,
      errors: [],
    });
  });

  it('some failed: still a success, with the failures listed', () => {
    expect(bulkResult([sent('Ana'), failed('Caio', 'Erro desconhecido no envio'), sent('Bia')])).toEqual({
      success: true,
      totalCustomers: 3,
      successfulSends: 2,
      failedSends: 1,
      errors: [{ customer: 'Caio', error: 'Erro desconhecido no envio' }],
    });
  });

  it('all failed: not a success', () => {
    const result = bulkResult([failed('Ana', 'x'), failed('Bia', 'y')]);
    expect(result).toMatchObject({ success: false, successfulSends: 0, failedSends: 2 });
    expect(result.errors).toEqual([
      { customer: 'Ana', error: 'x' },
      { customer: 'Bia', error: 'y' },
    ]);
  });

  it('no customers: not a success', () => {
    expect(bulkResult([])).toEqual({
      success: false,
      totalCustomers: 0,
      successfulSends: 0,
      failedSends: 0,
      errors: [],
    });
  });
});
