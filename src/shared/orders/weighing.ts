import { type Coupon, couponDiscountCents } from '../coupons/rules';

/**
 * Selling by weight (issue 20, decision 045): a weighed line is ordered at an estimated weight and
 * charged by the scale's weight, at most `tolerancePct` above the estimate (below: as weighed).
 * Weights are integer grams here, money integer cents; each line is rounded once, half up.
 */

export { DEFAULT_WEIGHING_TOLERANCE_PCT } from './weighing-types';
/** A weight more than this many times the estimate is refused as a typo. */
export const WEIGHT_TYPO_FACTOR = 5;

export const kgToGrams = (kg: number | string) => Math.round(Number(kg) * 1000);
export const gramsToKg = (grams: number) => grams / 1000;

/** Half up on non-negative integer arithmetic: round(numerator / denominator). */
const divHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The price of `grams` at `pricePerKgCents`, rounded once, half up (R$ 119,90/kg × 1,080 kg = R$ 129,49). */
export const priceForGramsCents = (grams: number, pricePerKgCents: number) =>
  divHalfUp(grams * pricePerKgCents, 1000);

/** A weighed variation's shown price: its estimated weight at its price per kg. */
export const estimatedPriceCents = (weightKg: number, pricePerKgCents: number) =>
  priceForGramsCents(kgToGrams(weightKg), pricePerKgCents);

/** The most grams charged for a line estimated at `estimateGrams` (may be a fraction of a gram). */
export const capGrams = (estimateGrams: number, tolerancePct: number) =>
  (estimateGrams * (100 + tolerancePct)) / 100;

export type WeighedLineCharge = { cents: number; capped: boolean };

/**
 * One weighed line: below or within the tolerance it is charged as weighed; above, at the cap.
 * Integer arithmetic in thousandths of a gram, so no float drift between server and screen.
 */
export function weighedLineCents(
  estimateGrams: number,
  finalGrams: number,
  pricePerKgCents: number,
  tolerancePct: number,
): WeighedLineCharge {
  // Thousandths of a gram: the tolerance may have one decimal (12,5 %), so the cap stays whole.
  const finalThousandths = finalGrams * 1000;
  const capThousandths = estimateGrams * (1000 + Math.round(tolerancePct * 10));
  const capped = finalThousandths > capThousandths;
  const charged = capped ? capThousandths : finalThousandths;
  return { cents: divHalfUp(charged * pricePerKgCents, 1_000_000), capped };
}

export type WeighingLine = {
  id: string;
  quantity: number;
  /** The line's price per unit at order time (the estimate for a weighed line). */
  unitPriceCents: number;
  /** The line's extras (seasoning, vacuum pack…): never weighed. */
  extrasCents: number;
  /** Null for a fixed-price line (charcoal, farofa). */
  weighed: { pricePerKgCents: number; estimateKgPerUnit: number } | null;
  /** The scale's weight for the whole line, in grams; null while not weighed (charged at the estimate). */
  finalGrams: number | null;
};

/** The rule in force, kept on the order when it is placed (order snapshot). */
export type WeighingRule = {
  tolerancePct: number;
  /** The coupon's terms at order time; null without coupon. */
  coupon: Pick<Coupon, 'type' | 'value' | 'maximumDiscountCents'> | null;
};

export type WeighingResult = {
  lines: {
    id: string;
    estimateGrams: number | null;
    finalGrams: number | null;
    estimateCents: number;
    /** The line as charged now (goods only, extras apart). */
    cents: number;
    capped: boolean;
  }[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
};

/**
 * Recomputes an order after weighing: each line, the coupon discount with the existing coupon rule
 * (a percentage re-applied to the new subtotal within its maximum, a fixed amount at most the
 * subtotal), the total. Minimums (coupon, delivery zone) were judged at order time and are not
 * judged again; the delivery fee is unchanged.
 */
export function reweighOrder(
  lines: readonly WeighingLine[],
  rule: WeighingRule,
  deliveryFeeCents: number,
): WeighingResult {
  let subtotalCents = 0;
  const out = lines.map((line) => {
    const estimateCents = line.unitPriceCents * line.quantity;
    let cents = estimateCents;
    let capped = false;
    let estimateGrams: number | null = null;
    if (line.weighed) {
      estimateGrams = kgToGrams(line.weighed.estimateKgPerUnit) * line.quantity;
      if (line.finalGrams !== null) {
        const charge = weighedLineCents(
          estimateGrams,
          line.finalGrams,
          line.weighed.pricePerKgCents,
          rule.tolerancePct,
        );
        cents = charge.cents;
        capped = charge.capped;
      }
    }
    subtotalCents += cents + line.extrasCents;
    return {
      id: line.id,
      estimateGrams,
      finalGrams: line.weighed ? line.finalGrams : null,
      estimateCents,
      cents,
      capped,
    };
  });
  const discountCents = rule.coupon ? couponDiscountCents(rule.coupon, subtotalCents) : 0;
  return {
    lines: out,
    subtotalCents,
    discountCents,
    deliveryFeeCents,
    totalCents: subtotalCents - discountCents + deliveryFeeCents,
  };
}
