import type { WeighingLine, WeighingRule } from '@/shared/orders/weighing';

/**
 * The weighing tables' order (decisions 045, 051), shared by the weighing rule's test and the card
 * hold's (decision 078): ≈ 1 kg picanha at 119,90/kg, 0,8 kg maminha at 79,99/kg (an estimate
 * that rounds: 63,99) and a bag of charcoal at 24,90 (fixed price); the weighing rules with no
 * coupon, a capped 10 % coupon and a fixed 20,00 one.
 */
export const picanha = (finalGrams: number | null, quantity = 1): WeighingLine => ({
  id: 'picanha',
  quantity,
  unitPriceCents: 11990,
  extrasCents: 0,
  weighed: { pricePerKgCents: 11990, estimateKgPerUnit: 1 },
  finalGrams,
});
export const maminha = (finalGrams: number | null, quantity = 1): WeighingLine => ({
  id: 'maminha',
  quantity,
  unitPriceCents: 6399,
  extrasCents: 350,
  weighed: { pricePerKgCents: 7999, estimateKgPerUnit: 0.8 },
  finalGrams,
});
export const charcoal: WeighingLine = {
  id: 'charcoal',
  quantity: 1,
  unitPriceCents: 2490,
  extrasCents: 0,
  weighed: null,
  finalGrams: null,
};
export const plain: WeighingRule = { tolerancePct: 10, coupon: null };
export const percentCapped: WeighingRule = {
  tolerancePct: 10,
  coupon: { type: 'percentage', value: 10, maximumDiscountCents: 1300 },
};
export const fixed: WeighingRule = {
  tolerancePct: 10,
  coupon: { type: 'fixed_amount', value: 2000, maximumDiscountCents: null },
};
