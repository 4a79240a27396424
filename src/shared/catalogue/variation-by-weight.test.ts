import { describe, expect, it } from 'vitest';
import { variationInput } from './product-schemas';

/** Issue 20: a variation sold by weight has its price worked out from the estimate and the price per kg. */
describe('variationInput sold by weight', () => {
  const base = { name: '1,2 kg', priceCents: 1, weightKg: 1.2, stockQuantity: null };
  it('works the price out (half up), whatever price was sent', () => {
    expect(variationInput.parse({ ...base, pricePerKgCents: 11990 })).toMatchObject({
      priceCents: 14388,
      pricePerKgCents: 11990,
    });
    expect(variationInput.parse({ ...base, weightKg: 0.333, pricePerKgCents: 4500 }).priceCents).toBe(1499);
  });
  it('the unticked box drops the price per kg; the ticked one needs it and an estimated weight', () => {
    expect(variationInput.parse({ ...base, soldByWeight: false, pricePerKgCents: 11990 })).toMatchObject({
      priceCents: 1,
      pricePerKgCents: null,
    });
    const noPerKg = variationInput.safeParse({ ...base, soldByWeight: true, pricePerKgCents: null });
    expect(noPerKg.error?.issues[0]).toMatchObject({
      path: ['pricePerKgCents'],
      message: 'weighing.pricePerKgRequired',
    });
    const noWeight = variationInput.safeParse({ ...base, weightKg: null, pricePerKgCents: 11990 });
    expect(noWeight.error?.issues[0]).toMatchObject({
      path: ['weightKg'],
      message: 'weighing.weightRequiredForWeighed',
    });
  });
  it('a fixed price stays as typed', () => {
    expect(variationInput.parse(base)).toMatchObject({ priceCents: 1, pricePerKgCents: null });
  });
});
