import { describe, expect, it } from 'vitest';
import { priceForGramsCents } from '../orders/weighing';
import { encodeInStore } from './ean13';
import { gramsForPriceCents, weightFromScan } from './scan-weight';

const picanha = { itemCode: '00042', pricePerKgCents: 11990 };

describe('weightFromScan: the weight a scanned label gives a line', () => {
  it.each([
    // code, line, grams
    ['weight-embedded: the grams', encodeInStore('42', 'weight', 1080), picanha, 1080],
    [
      'price-embedded: price ÷ price per kg (R$ 129,49 at 119,90/kg)',
      encodeInStore('42', 'price', 12949),
      picanha,
      1080,
    ],
    [
      'price-embedded, rounded half up (R$ 50,00 at 119,90/kg = 417,01 g)',
      encodeInStore('42', 'price', 5000),
      picanha,
      417,
    ],
    [
      'price-embedded, a half gram rounds up (R$ 0,05 at 100,00/kg = 0,5 g)',
      encodeInStore('42', 'price', 5),
      { itemCode: '00042', pricePerKgCents: 10000 },
      1,
    ],
    [
      'price-embedded at a per-lb shop price kept per kg (54,39/lb = 119,91/kg)',
      encodeInStore('42', 'price', 12950),
      { itemCode: '00042', pricePerKgCents: 11991 },
      1080,
    ],
  ])('%s', (_name, code, line, grams) => {
    expect(weightFromScan(code, line)).toMatchObject({ ok: true, grams });
  });

  it.each([
    ['another product’s label', encodeInStore('43', 'weight', 1080), picanha, 'labels.itemMismatch'],
    ['a wrong check digit', '2100042010803', picanha, 'labels.checkDigit'],
    ['not 13 digits', '210004201080', picanha, 'labels.codeFormat'],
    ['a product code, not the shop’s', '4006381333931', picanha, 'labels.notInStore'],
    [
      'the product has no item code',
      encodeInStore('42', 'weight', 1080),
      { itemCode: null, pricePerKgCents: 11990 },
      'labels.noItemCode',
    ],
    ['a zero weight', encodeInStore('42', 'weight', 0), picanha, 'weighing.weightPositive'],
    [
      'a price that buys less than half a gram',
      encodeInStore('42', 'price', 1),
      picanha,
      'weighing.weightPositive',
    ],
  ])('refuses %s', (_name, code, line, key) => {
    expect(weightFromScan(code, line)).toMatchObject({ ok: false, key });
  });

  it('names both item codes when the label is of another product', () => {
    expect(weightFromScan(encodeInStore('43', 'weight', 1080), picanha)).toEqual({
      ok: false,
      key: 'labels.itemMismatch',
      params: { scanned: '00043', expected: '00042' },
    });
  });

  it('a price-embedded label of a weighed pack gives back its weight, for every gram to 5 kg', () => {
    for (const perKg of [11990, 4590, 25900]) {
      for (let grams = 1; grams <= 5000; grams++) {
        const price = priceForGramsCents(grams, perKg);
        const back = gramsForPriceCents(price, perKg);
        // A cent buys less than a gram at these prices, so the price pins the weight to the gram.
        expect(back).toBe(grams);
      }
    }
  });
});
