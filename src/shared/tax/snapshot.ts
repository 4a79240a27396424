import type { TaxClass, TaxMode, TaxRounding } from './classes';
import { computeTax, type RatePeriod, type TaxResult } from './rules';

/** Where an order's tax is owed: a store's pickup counter or one of its delivery zones. */
export type TaxPlace = { storeId: string; zoneId: string | null };

/** Place key as stored: the pickup counter is zone `''`. */
export const placeKey = (p: TaxPlace) => `${p.storeId}:${p.zoneId ?? ''}`;

/**
 * What an order keeps of its tax (like the weighing snapshot of decision 045): the place, the
 * rates, rounding, mode and the delivery fee's class in force when it was placed, each line's class
 * (by position), and the tax as last computed. A later rate or class change never touches it; a
 * weighing recomputes `result` from these rates alone.
 */
export type OrderTaxSnapshot = {
  place: TaxPlace;
  rates: RatePeriod;
  rounding: TaxRounding;
  mode: TaxMode;
  deliveryFeeClass: TaxClass;
  /** Line classes in the order's line order (extras follow their product). */
  classes: TaxClass[];
  result: Omit<TaxResult, 'lines'> & { lines: { taxClass: TaxClass; taxCents: number }[] };
};

export const keepResult = (r: TaxResult): OrderTaxSnapshot['result'] => ({
  ...r,
  lines: r.lines.map((l) => ({ taxClass: l.taxClass, taxCents: l.taxCents })),
});

/**
 * The order's tax on new line amounts (the scale's weights) with the order's own rates and
 * classes: `lineCents[i]` is line i's goods and extras before the coupon.
 */
export function retaxOrder(
  snapshot: Omit<OrderTaxSnapshot, 'result'>,
  lineCents: readonly number[],
  discountCents: number,
  deliveryFeeCents: number,
): TaxResult {
  return computeTax({
    lines: lineCents.map((amountCents, i) => ({
      id: String(i),
      taxClass: snapshot.classes[i] ?? 'general',
      amountCents,
    })),
    discountCents,
    deliveryFee: { amountCents: deliveryFeeCents, taxClass: snapshot.deliveryFeeClass },
    rates: snapshot.rates,
    rounding: snapshot.rounding,
    mode: snapshot.mode,
  });
}
