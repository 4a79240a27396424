import { couponDiscountCents } from '../coupons/rules';
import { kgToGrams, type WeighingLine, type WeighingRule, weighedLineCents } from '../orders/weighing';
import { type OrderTaxSnapshot, retaxOrder } from '../tax/snapshot';
import { DEFAULT_HOLD_MARGIN_PCT, MAX_HOLD_MARGIN_PCT } from './margin';

/**
 * Card payments for a shop that sells by weight (issue 36, decision 078): hold the estimate with
 * the weighed lines raised by the hold margin, capture exactly the final total, release the rest.
 * Money in integer cents; the same functions run on the server and on the screen.
 */

/**
 * The margin in force: the shop's setting, never below the weighing tolerance (decision 051), so a
 * weighing capped at the tolerance always fits inside the hold.
 */
export function holdMarginPct(settingPct: number | null | undefined, tolerancePct: number): number {
  const wanted = settingPct ?? DEFAULT_HOLD_MARGIN_PCT;
  const bounded = Math.min(Math.max(wanted, 0), MAX_HOLD_MARGIN_PCT);
  return Math.max(bounded, tolerancePct);
}

export type Hold = {
  /** The order's estimated total (what checkout shows). */
  estimatedTotalCents: number;
  /** What the card is authorized for. */
  holdCents: number;
  /** The raise on the weighed lines (hold − estimate). */
  marginCents: number;
  marginPct: number;
};

/**
 * The most one weighed line can be charged with `marginPct` as tolerance: the line's price at
 * estimate × (1 + margin), computed the way a capped weighing is charged, and never below the
 * estimate raised by the margin (rounded up), so rounding never leaves a capped line outside.
 */
function heldLineCents(line: WeighingLine, marginPct: number): number {
  const estimateCents = line.unitPriceCents * line.quantity;
  if (!line.weighed) return estimateCents;
  const estimateGrams = kgToGrams(line.weighed.estimateKgPerUnit) * line.quantity;
  const cappedAtMargin = weighedLineCents(
    estimateGrams,
    Number.POSITIVE_INFINITY,
    line.weighed.pricePerKgCents,
    marginPct,
  ).cents;
  const raised = Math.ceil((estimateCents * (100 + marginPct)) / 100);
  return Math.max(cappedAtMargin, raised);
}

/**
 * The hold of an order: fixed-price lines, extras, the delivery fee and the coupon held exactly;
 * each weighed line raised by the margin. The coupon's discount is the estimate's: a coupon's
 * discount never shrinks when the subtotal grows, so the final total always fits.
 */
export function holdFor(
  lines: readonly WeighingLine[],
  rule: WeighingRule,
  deliveryFeeCents: number,
  marginSettingPct: number | null | undefined,
): Hold {
  const marginPct = holdMarginPct(marginSettingPct, rule.tolerancePct);
  let estimatedSubtotal = 0;
  let heldSubtotal = 0;
  for (const line of lines) {
    estimatedSubtotal += line.unitPriceCents * line.quantity + line.extrasCents;
    heldSubtotal += heldLineCents(line, marginPct) + line.extrasCents;
  }
  const discount = rule.coupon ? couponDiscountCents(rule.coupon, estimatedSubtotal) : 0;
  const estimatedTotalCents = estimatedSubtotal - discount + deliveryFeeCents;
  const holdCents = heldSubtotal - discount + deliveryFeeCents;
  return { estimatedTotalCents, holdCents, marginCents: holdCents - estimatedTotalCents, marginPct };
}

/** The order's tax terms as kept at checkout (decision 079): the hold adds the tax they give. */
export type HoldTax = Omit<OrderTaxSnapshot, 'result'>;

/**
 * The checkout's card hold (what the server authorizes and what the checkout shows): the cart's
 * lines with the weighed ones raised by the margin, the delivery fee, less the coupon's discount
 * exactly as checkout priced it (not re-derived from the coupon's terms), plus the sales tax added
 * at checkout on those held amounts with the order's own rates. Tax grows with every line's amount
 * (a coupon's share moves between lines but never lowers the sum), so a weighing inside the margin
 * is taxed no more than the hold; with rounding per line each line's share of the coupon can move
 * one cent, so the hold keeps a cent per line for it.
 */
export function checkoutHoldCents(
  lines: readonly WeighingLine[],
  discountCents: number,
  deliveryFeeCents: number,
  rule: { tolerancePct: number; marginPct: number | null | undefined },
  tax: HoldTax | null = null,
): number {
  const marginPct = holdMarginPct(rule.marginPct, rule.tolerancePct);
  const held = lines.map((line) => heldLineCents(line, marginPct) + line.extrasCents);
  const goodsCents = held.reduce((sum, cents) => sum + cents, 0) - discountCents + deliveryFeeCents;
  if (tax?.mode !== 'added') return goodsCents;
  const { addedCents } = retaxOrder(tax, held, discountCents, deliveryFeeCents);
  const slack = tax.rounding === 'line' && addedCents > 0 ? lines.length : 0;
  return goodsCents + addedCents + slack;
}

export type Capture = {
  /** What is charged: the final total, never above the hold. */
  captureCents: number;
  /** What the bank gives back to the card when the capture is made. */
  releasedCents: number;
  /** Above the hold (only if the rules were broken): not charged, staff settle it by hand. */
  shortfallCents: number;
};

/** After weighing: capture exactly the final total, release the rest of the hold. */
export function captureFor(finalTotalCents: number, holdCents: number): Capture {
  const captureCents = Math.max(0, Math.min(finalTotalCents, holdCents));
  return {
    captureCents,
    releasedCents: holdCents - captureCents,
    shortfallCents: Math.max(0, finalTotalCents - holdCents),
  };
}

/** What may still be refunded: captured minus refunded, never negative. */
export const refundableCents = (capturedCents: number, refundedCents: number) =>
  Math.max(0, capturedCents - refundedCents);

export type RefundCheck =
  | { ok: true; amountCents: number; fullyRefunded: boolean }
  | { ok: false; key: 'payment.refundNotPositive' | 'payment.refundTooLarge'; maxCents: number };

/** A refund of `amountCents` (null: all that is left), within captured − refunded. */
export function checkRefund(
  amountCents: number | null,
  capturedCents: number,
  refundedCents: number,
): RefundCheck {
  const maxCents = refundableCents(capturedCents, refundedCents);
  const amount = amountCents ?? maxCents;
  if (!Number.isInteger(amount) || amount <= 0)
    return { ok: false, key: 'payment.refundNotPositive', maxCents };
  if (amount > maxCents) return { ok: false, key: 'payment.refundTooLarge', maxCents };
  return { ok: true, amountCents: amount, fullyRefunded: amount === maxCents };
}

/**
 * A weighing after the capture that lowers the total: refund the difference between what was kept
 * (captured − refunded) and the new total. A higher total charges nothing more (zero).
 */
export const refundAfterReweigh = (capturedCents: number, refundedCents: number, newTotalCents: number) =>
  Math.max(0, capturedCents - refundedCents - newTotalCents);

export { DEFAULT_HOLD_MARGIN_PCT, MAX_HOLD_MARGIN_PCT, parseHoldMarginPct } from './margin';

/** The discount a coupon gives on a subtotal: re-exported so the hold's screens need one import. */
export { couponDiscountCents };
