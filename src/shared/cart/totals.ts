import { type CutSnapshot, cutsChargeCents } from '../catalogue/cuts';

/** SPEC §3.3 cart totals, computed on the server in integer cents from database prices. */

export type CartLineForTotals = {
  quantity: number;
  unitPriceCents: number;
  /** The variation's weight per unit in kg; null for products sold by the unit. */
  weightKg: number | null;
  extras: { quantity: number; unitPriceCents: number }[];
  /** The cut options chosen (issue 41): their prices are per unit, like the line's. */
  cuts?: CutSnapshot | null;
};

export type CartTotals = {
  /** Lines plus their extras and priced cut options. */
  subtotalCents: number;
  /** Units in the cart (sum of line quantities): the header badge. */
  itemCount: number;
  /** Σ variation weight × quantity, in kg, rounded to grams. */
  totalWeightKg: number;
};

export const lineTotalCents = (line: Pick<CartLineForTotals, 'quantity' | 'unitPriceCents'>) =>
  line.quantity * line.unitPriceCents;

export const extrasTotalCents = (line: Pick<CartLineForTotals, 'extras'>) =>
  line.extras.reduce((sum, extra) => sum + extra.quantity * extra.unitPriceCents, 0);

export function cartTotals(lines: readonly CartLineForTotals[]): CartTotals {
  let subtotalCents = 0;
  let itemCount = 0;
  let grams = 0;
  for (const line of lines) {
    subtotalCents +=
      lineTotalCents(line) + extrasTotalCents(line) + cutsChargeCents(line.cuts, line.quantity);
    itemCount += line.quantity;
    if (line.weightKg !== null) grams += Math.round(line.weightKg * 1000) * line.quantity;
  }
  return { subtotalCents, itemCount, totalWeightKg: grams / 1000 };
}

/**
 * Whether any line is sold by weight (issue 20): the cart and checkout then say that weighed items
 * are charged by the final weight, within the shop's tolerance.
 */
export const hasWeighedLines = (lines: readonly { pricePerKgCents: number | null }[]) =>
  lines.some((line) => line.pricePerKgCents !== null);
