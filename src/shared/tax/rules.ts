import { type RateKind, rateKindOf, type TaxClass, type TaxMode, type TaxRounding } from './classes';

/**
 * Sales tax (issue 37, decision 079): one pure rule for the cart, checkout, the order snapshot,
 * the weighing recomputation and the desk's preview. Money is integer cents, rates basis points;
 * every division is exact integer arithmetic rounded half up once, so server and screen agree.
 */

/** A place's two rates (basis points): the general rate and the eligible-food rate. */
export type TaxRates = { generalBp: number; foodBp: number };

/** One line of the sale: its class and its amount before the coupon (goods and extras together). */
export type TaxableLine = { id: string; taxClass: TaxClass; amountCents: number };

export type TaxInput = {
  lines: readonly TaxableLine[];
  /** The coupon's discount: it lowers every line's taxable base in proportion to its amount. */
  discountCents: number;
  /** The delivery fee and its class (a setting); never discounted. Zero for a pickup. */
  deliveryFee: { amountCents: number; taxClass: TaxClass };
  rates: TaxRates;
  rounding: TaxRounding;
  mode: TaxMode;
};

export const DELIVERY_FEE_LINE = 'delivery_fee';

export type TaxedLine = {
  id: string;
  taxClass: TaxClass;
  /** What the line sells for after its share of the coupon (tax included in `included` mode). */
  baseCents: number;
  rateBp: number;
  taxCents: number;
};

export type TaxByRate = { kind: RateKind; rateBp: number; taxableCents: number; taxCents: number };
export type TaxByClass = { taxClass: TaxClass; salesCents: number; taxCents: number };

export type TaxResult = {
  lines: TaxedLine[];
  /** Each rate charged (in `food`, `general` order), with the sales it taxed net of the tax. */
  byRate: TaxByRate[];
  /** Each class sold, net of the tax: what the owner's return groups by. */
  byClass: TaxByClass[];
  /** Sales net of tax that paid a rate above zero, and those that paid none. */
  taxableCents: number;
  exemptCents: number;
  taxCents: number;
  /** What the tax adds to the order's total: all of it when added, nothing when prices include it. */
  addedCents: number;
};

/** round(numerator / denominator), half up, for non-negative integers. */
const divHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Splits `total` over `weights` in proportion, in whole cents that add up to exactly `total`
 * (largest remainder; ties to the earlier line). Zero weights get zero.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((s, v) => s + v, 0);
  const order = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if ((weights[i] ?? 0) <= 0) continue;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export const rateBpOf = (taxClass: TaxClass, rates: TaxRates): number => {
  const kind = rateKindOf(taxClass);
  return kind === 'food' ? rates.foodBp : kind === 'general' ? rates.generalBp : 0;
};

/** The tax in `baseCents` at `rateBp`, before rounding, as numerator / denominator. */
const taxFraction = (baseCents: number, rateBp: number, mode: TaxMode) => ({
  numerator: baseCents * rateBp,
  denominator: mode === 'added' ? 10_000 : 10_000 + rateBp,
});

export function computeTax(input: TaxInput): TaxResult {
  const goods = input.lines.map((l) => ({ ...l, amountCents: Math.max(0, l.amountCents) }));
  const goodsTotal = goods.reduce((s, l) => s + l.amountCents, 0);
  const discounts = allocate(
    Math.min(Math.max(0, input.discountCents), goodsTotal),
    goods.map((l) => l.amountCents),
  );
  const bases: Omit<TaxedLine, 'taxCents'>[] = goods.map((l, i) => ({
    id: l.id,
    taxClass: l.taxClass,
    baseCents: l.amountCents - (discounts[i] ?? 0),
    rateBp: rateBpOf(l.taxClass, input.rates),
  }));
  if (input.deliveryFee.amountCents > 0) {
    bases.push({
      id: DELIVERY_FEE_LINE,
      taxClass: input.deliveryFee.taxClass,
      baseCents: input.deliveryFee.amountCents,
      rateBp: rateBpOf(input.deliveryFee.taxClass, input.rates),
    });
  }

  const taxes = bases.map(() => 0);
  if (input.rounding === 'line') {
    bases.forEach((b, i) => {
      const f = taxFraction(b.baseCents, b.rateBp, input.mode);
      taxes[i] = divHalfUp(f.numerator, f.denominator);
    });
  } else {
    // Per invoice: each rate's taxable total is rounded once, then shared back over its lines.
    for (const kind of ['food', 'general'] as const) {
      const members = bases.map((b, i) => ({ b, i })).filter(({ b }) => rateKindOf(b.taxClass) === kind);
      if (members.length === 0) continue;
      const rateBp = kind === 'food' ? input.rates.foodBp : input.rates.generalBp;
      const base = members.reduce((s, { b }) => s + b.baseCents, 0);
      const f = taxFraction(base, rateBp, input.mode);
      const shares = allocate(
        divHalfUp(f.numerator, f.denominator),
        members.map(({ b }) => b.baseCents),
      );
      members.forEach(({ i }, k) => {
        taxes[i] = shares[k] ?? 0;
      });
    }
  }

  const lines: TaxedLine[] = bases.map((b, i) => ({ ...b, taxCents: taxes[i] ?? 0 }));
  const net = (l: TaxedLine) => l.baseCents - (input.mode === 'included' ? l.taxCents : 0);

  const byRate: TaxByRate[] = [];
  for (const kind of ['food', 'general'] as const) {
    const members = lines.filter((l) => rateKindOf(l.taxClass) === kind);
    if (members.length === 0) continue;
    byRate.push({
      kind,
      rateBp: kind === 'food' ? input.rates.foodBp : input.rates.generalBp,
      taxableCents: members.reduce((s, l) => s + net(l), 0),
      taxCents: members.reduce((s, l) => s + l.taxCents, 0),
    });
  }
  const byClass: TaxByClass[] = [];
  for (const line of lines) {
    let entry = byClass.find((c) => c.taxClass === line.taxClass);
    if (!entry) {
      entry = { taxClass: line.taxClass, salesCents: 0, taxCents: 0 };
      byClass.push(entry);
    }
    entry.salesCents += net(line);
    entry.taxCents += line.taxCents;
  }
  const taxCents = lines.reduce((s, l) => s + l.taxCents, 0);
  const taxableCents = lines.filter((l) => l.rateBp > 0).reduce((s, l) => s + net(l), 0);
  const exemptCents = lines.filter((l) => l.rateBp === 0).reduce((s, l) => s + net(l), 0);
  return {
    lines,
    byRate,
    byClass,
    taxableCents,
    exemptCents,
    taxCents,
    addedCents: input.mode === 'added' ? taxCents : 0,
  };
}

/** A place's rate as entered: in force from `validFrom` (YYYY-MM-DD, the shop's calendar day). */
export type RatePeriod = TaxRates & { validFrom: string };

/** The rate in force on `date` (YYYY-MM-DD): the latest period starting on or before it; null: none. */
export function rateOn<T extends RatePeriod>(periods: readonly T[], date: string): T | null {
  let best: T | null = null;
  for (const p of periods) if (p.validFrom <= date && (!best || p.validFrom > best.validFrom)) best = p;
  return best;
}

export type RatePeriodRefusal = { field: 'generalRate' | 'foodRate' | 'validFrom'; key: string };

/**
 * A rate about to be saved for a place, against the place's other periods (the one edited left
 * out): each rate 0–20 %; not the same start day as another period (periods run from one start to
 * the next, so a shared start is the overlap); a place's only rate not starting in the past.
 */
export function checkRatePeriod(
  candidate: RatePeriod,
  others: readonly RatePeriod[],
  today: string,
): RatePeriodRefusal[] {
  const refusals: RatePeriodRefusal[] = [];
  const bad = (bp: number) => !Number.isInteger(bp) || bp < 0 || bp > 2000;
  if (bad(candidate.generalBp)) refusals.push({ field: 'generalRate', key: 'tax.rateOutOfRange' });
  if (bad(candidate.foodBp)) refusals.push({ field: 'foodRate', key: 'tax.rateOutOfRange' });
  if (others.some((o) => o.validFrom === candidate.validFrom))
    refusals.push({ field: 'validFrom', key: 'tax.periodOverlap' });
  else if (others.length === 0 && candidate.validFrom < today)
    refusals.push({ field: 'validFrom', key: 'tax.validFromPast' });
  return refusals;
}
