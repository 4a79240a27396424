import { describe, expect, it } from 'vitest';
import { missingForMinimum } from './minimum';

describe('what is missing for the zone minimum (decision 097)', () => {
  it.each([
    { subtotal: 10_760, minimum: 12_000, missing: 1_240, why: 'US$ 12,40 short of the metro zone' },
    { subtotal: 12_000, minimum: 12_000, missing: 0, why: 'exactly the minimum is enough' },
    { subtotal: 15_000, minimum: 12_000, missing: 0, why: 'above it' },
    { subtotal: 0, minimum: 5_000, missing: 5_000, why: 'an empty subtotal lacks it all' },
    { subtotal: 4_999, minimum: 5_000, missing: 1, why: 'one cent short' },
    { subtotal: 2_000, minimum: 0, missing: 0, why: 'a zone without minimum' },
  ])('$why', ({ subtotal, minimum, missing }) => {
    expect(missingForMinimum(subtotal, { minimumOrderCents: minimum })).toBe(missing);
  });

  it('asks nothing before the ZIP gives a zone', () => {
    expect(missingForMinimum(100, null)).toBe(0);
    expect(missingForMinimum(100, undefined)).toBe(0);
  });
});
