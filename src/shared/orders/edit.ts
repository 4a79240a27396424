import { LINE_QUANTITY_MAX } from '../cart/rules';
import { type CutSnapshot, cutsUnitCents } from '../catalogue/cuts';
import { type ExtraBasis, extraQuantity } from '../catalogue/extra-basis';
import { type Coupon, couponDiscountCents } from '../coupons/rules';
import { editBreaksZoneMinimum } from '../delivery/minimum';
import type { TaxClass } from '../tax/classes';
import type { TaxResult } from '../tax/rules';
import { type OrderTaxSnapshot, retaxOrder } from '../tax/snapshot';
import type { OrderStatus } from './status';
import { reweighOrder, type WeighingLine } from './weighing';

/**
 * Fixing an order (issue 39, decision 085): staff add a line, remove one, change a quantity or a
 * variation, or substitute an item. One pure rule recomputes the order with the shared rules —
 * weighing (each line at its estimate, or as weighed while its weight still stands), the coupon
 * (the order's own terms; its minimum judged again), the order's delivery fee and its tax snapshot —
 * and says what stock to take and give back. Integer cents, the same on server and screen.
 */

/** An order may be fixed while the shop still has it: not once out for delivery, ready, done or cancelled. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending_payment', 'confirmed', 'preparing'];
export const isEditable = (status: OrderStatus) => EDITABLE_STATUSES.includes(status);

/** At most this many units on one line (the cart's own limit). */
export const MAX_EDIT_QUANTITY = LINE_QUANTITY_MAX;

/** A product (and variation) as the catalogue sells it now: what a new or changed line takes. */
export type Sellable = {
  productId: string;
  variationId: string | null;
  productName: string;
  variationName: string | null;
  /** The price per unit now (the estimate for a weighed variation). */
  unitPriceCents: number;
  weighed: { pricePerKgCents: number; estimateKgPerUnit: number } | null;
  taxClass: TaxClass;
};

/** A line of the order as it stands (`id` null: added by this edit). */
export type EditLine = Omit<Sellable, 'productId'> & {
  id: string | null;
  productId: string | null;
  quantity: number;
  /**
   * The line's extras charged once for the line (never weighed, never scaled): they stay with the
   * product. Per-piece extras are `pieceExtrasUnitCents` (decision 111).
   */
  extrasCents: number;
  /**
   * The line's per-piece extras (decision 111): their price per unit, charged × the line's quantity
   * (so they follow a quantity change, as the cut options do); not part of `extrasCents`.
   */
  pieceExtrasUnitCents?: number;
  /** The scale's weight for the whole line; null until weighed (or once the line changed). */
  finalGrams: number | null;
  /**
   * The line's priced cut options (decision 091): their price per unit, charged × the line's
   * quantity (so it follows a quantity change); not part of `extrasCents`.
   */
  cutsUnitCents?: number;
  cuts?: CutSnapshot | null;
  /** Extras chosen for a line added or substituted by this edit (written as the line's extras). */
  newExtras?: EditExtra[];
};

/**
 * An extra chosen on the desk for a new or substituted line, priced from the catalogue now; its
 * quantity follows its basis and the line's quantity (`extraQuantity`, decision 111).
 */
export type EditExtra = {
  extraId: string;
  name: string;
  basis: ExtraBasis;
  quantity: number;
  unitPriceCents: number;
};

/** What a new or substituted line carries besides the product: its extras and its cut options. */
export type EditAddOns = { extras?: EditExtra[]; cuts?: CutSnapshot | null };

export type EditChange =
  | ({ type: 'add'; item: Sellable; quantity: number } & EditAddOns)
  | { type: 'remove'; itemId: string }
  | { type: 'quantity'; itemId: string; quantity: number }
  | { type: 'variation'; itemId: string; item: Sellable }
  | ({ type: 'substitute'; itemId: string; item: Sellable; quantity: number; reason: string } & EditAddOns);

export type EditTerms = {
  tolerancePct: number;
  /** The coupon's terms kept on the order (or read from the coupon); null without coupon. */
  coupon: (Pick<Coupon, 'type' | 'value' | 'maximumDiscountCents'> & { minimumOrderCents: number }) | null;
  deliveryFeeCents: number;
  /** The order's tax snapshot (rates, mode, rounding, fee class); null when none was recorded. */
  tax: Omit<OrderTaxSnapshot, 'result'> | null;
  /** A delivery order: its zone's minimum now (cents); null or absent for a pickup. */
  zoneMinimumCents?: number | null;
  /** Staff accept going under the zone's minimum (a reason is recorded by the caller). */
  minimumOverride?: boolean;
};

/** One change as the customer, the timeline and the audit log read it. */
export type EditSummaryEntry =
  | ({ type: 'add'; name: string; quantity: number } & EditSummaryAddOns)
  | { type: 'remove'; name: string; quantity: number }
  | { type: 'quantity'; name: string; from: number; to: number }
  | { type: 'variation'; name: string; from: string; to: string }
  | ({ type: 'substitute'; from: string; to: string; quantity: number; reason: string } & EditSummaryAddOns);

/** A new or substituted line's cut options and extras (names × quantity), as the messages word them. */
export type EditSummaryAddOns = {
  cuts?: CutSnapshot;
  /** `basis` absent: written before decision 111 (worded "+ 2 × name"). */
  extras?: { name: string; quantity: number; basis?: ExtraBasis }[];
};

const summaryAddOns = (a: EditAddOns): EditSummaryAddOns => ({
  ...(a.cuts ? { cuts: a.cuts } : {}),
  ...(a.extras?.length
    ? { extras: a.extras.map((e) => ({ name: e.name, quantity: e.quantity, basis: e.basis })) }
    : {}),
});

export type EditRefusal =
  | { key: 'orderEdit.noChanges' }
  | { key: 'orderEdit.lineUnknown'; index: number }
  | { key: 'orderEdit.lineTwice'; index: number }
  | { key: 'orderEdit.quantityInvalid'; index: number }
  | { key: 'orderEdit.sameItem'; index: number }
  | { key: 'orderEdit.empty' }
  | { key: 'orderEdit.belowZoneMinimum'; minimumCents: number };

export type EditedLine = EditLine & { cents: number; capped: boolean };

export type EditResult = {
  lines: EditedLine[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  /** The tax as computed (0 without a snapshot); `taxAddedCents` is the part added to the total. */
  taxCents: number;
  taxAddedCents: number;
  tax: TaxResult | null;
  totalCents: number;
  /** The totals with every weighed line at its estimate (the order's new estimate). */
  estimated: { subtotalCents: number; discountCents: number; totalCents: number };
  /** The coupon after the edit: still given, or no longer (its minimum is not met any more). */
  coupon: 'none' | 'kept' | 'belowMinimum';
  /** The edit took the order under its zone's minimum with staff's override (else it is refused). */
  belowZoneMinimum: boolean;
  /** Units per variation: > 0 to take from stock, < 0 to give back (variations in id order). */
  stock: { variationId: string; units: number }[];
  summary: EditSummaryEntry[];
};

export const lineName = (l: Pick<Sellable, 'productName' | 'variationName'>) =>
  l.variationName ? `${l.productName} — ${l.variationName}` : l.productName;

const fromSellable = (
  item: Sellable,
  quantity: number,
  id: string | null,
  addOns: EditAddOns = {},
): EditLine => ({
  ...item,
  id,
  quantity,
  extrasCents: unitCentsOf(addOns.extras, 'line'),
  pieceExtrasUnitCents: unitCentsOf(addOns.extras, 'piece'),
  finalGrams: null,
  cutsUnitCents: cutsUnitCents(addOns.cuts),
  cuts: addOns.cuts ?? null,
  newExtras: (addOns.extras ?? []).map((e) => ({ ...e, quantity: extraQuantity(e.basis, quantity) })),
});

/** The price of the extras of one basis (per line: charged once; per piece: per unit). */
const unitCentsOf = (extras: readonly EditExtra[] | undefined, basis: ExtraBasis) =>
  (extras ?? []).filter((e) => e.basis === basis).reduce((s, e) => s + e.unitPriceCents, 0);

/**
 * A line's extras and cut options in cents: the per-line extras as they are; the per-piece extras
 * and the options × the quantity (decision 111).
 */
export const lineAddOnsCents = (
  l: Pick<EditLine, 'extrasCents' | 'cutsUnitCents' | 'pieceExtrasUnitCents' | 'quantity'>,
) => l.extrasCents + ((l.cutsUnitCents ?? 0) + (l.pieceExtrasUnitCents ?? 0)) * l.quantity;

const quantityOk = (q: number) => Number.isInteger(q) && q >= 1 && q <= MAX_EDIT_QUANTITY;

/** The order's lines after the changes, in order (new lines last), or the first refusal. */
export function applyChanges(
  lines: readonly EditLine[],
  changes: readonly EditChange[],
): { lines: EditLine[]; summary: EditSummaryEntry[] } | EditRefusal {
  if (changes.length === 0) return { key: 'orderEdit.noChanges' };
  const out: (EditLine | null)[] = lines.map((l) => ({ ...l }));
  const touched = new Set<string>();
  const summary: EditSummaryEntry[] = [];
  for (const [index, change] of changes.entries()) {
    if (change.type === 'add') {
      if (!quantityOk(change.quantity)) return { key: 'orderEdit.quantityInvalid', index };
      out.push(fromSellable(change.item, change.quantity, null, change));
      summary.push({
        type: 'add',
        name: lineName(change.item),
        quantity: change.quantity,
        ...summaryAddOns(change),
      });
      continue;
    }
    const at = lines.findIndex((l) => l.id === change.itemId);
    const line = out[at];
    if (touched.has(change.itemId)) return { key: 'orderEdit.lineTwice', index };
    if (at < 0 || !line) return { key: 'orderEdit.lineUnknown', index };
    touched.add(change.itemId);
    if (change.type === 'remove') {
      out[at] = null;
      summary.push({ type: 'remove', name: lineName(line), quantity: line.quantity });
    } else if (change.type === 'quantity') {
      if (!quantityOk(change.quantity)) return { key: 'orderEdit.quantityInvalid', index };
      if (change.quantity === line.quantity) return { key: 'orderEdit.sameItem', index };
      summary.push({ type: 'quantity', name: lineName(line), from: line.quantity, to: change.quantity });
      // A weighed line's weight was for the old quantity: it is weighed again.
      out[at] = { ...line, quantity: change.quantity, finalGrams: null };
    } else if (change.type === 'variation') {
      if (change.item.productId !== line.productId || change.item.variationId === line.variationId)
        return { key: 'orderEdit.sameItem', index };
      summary.push({
        type: 'variation',
        name: line.productName,
        from: line.variationName ?? '',
        to: change.item.variationName ?? '',
      });
      // The same product: its extras and cut options stay with the line.
      out[at] = {
        ...fromSellable(change.item, line.quantity, line.id),
        extrasCents: line.extrasCents,
        pieceExtrasUnitCents: line.pieceExtrasUnitCents ?? 0,
        cutsUnitCents: line.cutsUnitCents ?? 0,
        cuts: line.cuts ?? null,
        newExtras: undefined,
      };
    } else {
      if (!quantityOk(change.quantity)) return { key: 'orderEdit.quantityInvalid', index };
      if (change.item.productId === line.productId && change.item.variationId === line.variationId)
        return { key: 'orderEdit.sameItem', index };
      summary.push({
        type: 'substitute',
        from: lineName(line),
        to: lineName(change.item),
        quantity: change.quantity,
        reason: change.reason,
        ...summaryAddOns(change),
      });
      // Another product: the old line's extras and cuts were the old product's, so they go with
      // it; the new product's come with the change (chosen on the desk, checked by the server).
      out[at] = fromSellable(change.item, change.quantity, line.id, change);
    }
  }
  const kept = out.filter((l): l is EditLine => l !== null);
  if (kept.length === 0) return { key: 'orderEdit.empty' };
  return { lines: kept, summary };
}

const weighingLine = (l: EditLine, i: number, withWeights: boolean): WeighingLine => ({
  id: String(i),
  quantity: l.quantity,
  unitPriceCents: l.unitPriceCents,
  extrasCents: lineAddOnsCents(l),
  weighed: l.weighed,
  finalGrams: withWeights ? l.finalGrams : null,
});

/** The coupon on a subtotal: its discount, or nothing once the subtotal is below its minimum. */
function couponOn(terms: EditTerms, subtotalCents: number) {
  if (!terms.coupon) return { discountCents: 0, state: 'none' as const };
  if (subtotalCents < terms.coupon.minimumOrderCents)
    return { discountCents: 0, state: 'belowMinimum' as const };
  return { discountCents: couponDiscountCents(terms.coupon, subtotalCents), state: 'kept' as const };
}

/** Net stock movement per variation between the lines before and after. */
export function stockMoves(
  before: readonly Pick<EditLine, 'variationId' | 'quantity'>[],
  after: readonly Pick<EditLine, 'variationId' | 'quantity'>[],
): { variationId: string; units: number }[] {
  const net = new Map<string, number>();
  for (const l of before)
    if (l.variationId) net.set(l.variationId, (net.get(l.variationId) ?? 0) - l.quantity);
  for (const l of after)
    if (l.variationId) net.set(l.variationId, (net.get(l.variationId) ?? 0) + l.quantity);
  return [...net]
    .filter(([, units]) => units !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([variationId, units]) => ({ variationId, units }));
}

/** The order after the changes: lines, totals, coupon, tax, stock to move and what changed. */
export function editOrder(
  lines: readonly EditLine[],
  changes: readonly EditChange[],
  terms: EditTerms,
): EditResult | EditRefusal {
  const applied = applyChanges(lines, changes);
  if ('key' in applied) return applied;
  const noCoupon = { tolerancePct: terms.tolerancePct, coupon: null };
  const now = reweighOrder(
    applied.lines.map((l, i) => weighingLine(l, i, true)),
    noCoupon,
    terms.deliveryFeeCents,
  );
  const estimate = reweighOrder(
    applied.lines.map((l, i) => weighingLine(l, i, false)),
    noCoupon,
    terms.deliveryFeeCents,
  );
  const before = reweighOrder(
    lines.map((l, i) => weighingLine(l, i, false)),
    noCoupon,
    terms.deliveryFeeCents,
  );
  const under = editBreaksZoneMinimum(before.subtotalCents, estimate.subtotalCents, terms.zoneMinimumCents);
  if (under && !terms.minimumOverride)
    return { key: 'orderEdit.belowZoneMinimum', minimumCents: terms.zoneMinimumCents ?? 0 };
  const coupon = couponOn(terms, now.subtotalCents);
  const estimatedDiscount = couponOn(terms, estimate.subtotalCents).discountCents;
  const tax = terms.tax
    ? retaxOrder(
        { ...terms.tax, classes: applied.lines.map((l) => l.taxClass) },
        now.lines.map(
          (l, i) => l.cents + lineAddOnsCents(applied.lines[i] ?? { extrasCents: 0, quantity: 0 }),
        ),
        coupon.discountCents,
        terms.deliveryFeeCents,
      )
    : null;
  const added = tax?.addedCents ?? 0;
  return {
    lines: applied.lines.map((l, i) => ({
      ...l,
      cents: now.lines[i]?.cents ?? 0,
      capped: now.lines[i]?.capped ?? false,
    })),
    subtotalCents: now.subtotalCents,
    discountCents: coupon.discountCents,
    deliveryFeeCents: terms.deliveryFeeCents,
    taxCents: tax?.taxCents ?? 0,
    taxAddedCents: added,
    tax,
    totalCents: now.subtotalCents - coupon.discountCents + terms.deliveryFeeCents + added,
    estimated: {
      subtotalCents: estimate.subtotalCents,
      discountCents: estimatedDiscount,
      totalCents: estimate.subtotalCents - estimatedDiscount + terms.deliveryFeeCents,
    },
    coupon: coupon.state,
    belowZoneMinimum: under,
    stock: stockMoves(lines, applied.lines),
    summary: applied.summary,
  };
}
