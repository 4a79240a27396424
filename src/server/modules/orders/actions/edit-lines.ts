import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { readCutOptions, readOfferedExtras, readOrderable } from '@/server/modules/catalogue/public';
import { couponsByIds, toRuleCoupon } from '@/server/modules/coupons/public';
import { type CutSnapshot, cutSnapshot, NO_CUT_OPTIONS } from '@/shared/catalogue/cuts';
import { asExtraBasis, extraQuantity } from '@/shared/catalogue/extra-basis';
import type { MessageKey, MessageParams } from '@/shared/messages';
import { toCents } from '@/shared/money';
import type { EditAddOns, EditChange, EditLine, EditTerms, Sellable } from '@/shared/orders/edit';
import type { OrderEditChangeInput } from '@/shared/orders/edit-schema';
import { estimatedPriceCents, kgToGrams } from '@/shared/orders/weighing';
import type { OrderWeighingSnapshot } from '@/shared/orders/weighing-types';
import { type OrderItemRow, type OrderRow, orderItemExtras } from '../schema';
import { CUT_CHARGE_NAMES } from './reprice-cart';

/** Whether an order line's extra row is its priced cut options (decision 091: no extra id, that name). */
export const isCutChargeRow = (e: { extraId: string | null; name: string }) =>
  e.extraId === null && (Object.values(CUT_CHARGE_NAMES) as string[]).includes(e.name);

/** A refusal about the change at `index`, next to it on the desk's dialog (field `changes.<index>`). */
export const changeRefusal = (
  index: number,
  key: Extract<MessageKey, `orderEdit.${string}` | `cuts.${string}`>,
  status: 'validation_failed' | 'conflict' = 'validation_failed',
  params?: MessageParams,
) => new AppError(status, key, { params, fields: { [`changes.${index}`]: [{ key, params }] } });

/** The order's lines as the shared edit rule reads them (tax classes by position, from the snapshot). */
export async function editLinesOf(tx: Executor, row: OrderRow, items: OrderItemRow[]): Promise<EditLine[]> {
  const extras = items.length
    ? await tx
        .select({
          itemId: orderItemExtras.order_item_id,
          extraId: orderItemExtras.extra_id,
          name: orderItemExtras.name,
          unitPrice: orderItemExtras.unit_price,
          total: orderItemExtras.total,
          basis: orderItemExtras.charge_basis,
        })
        .from(orderItemExtras)
        .where(
          inArray(
            orderItemExtras.order_item_id,
            items.map((i) => i.id),
          ),
        )
    : [];
  const cutCharge = (i: OrderItemRow) =>
    i.cuts ? extras.find((e) => e.itemId === i.id && isCutChargeRow(e)) : undefined;
  return items.map((i, position) => ({
    id: i.id,
    productId: i.product_id,
    variationId: i.variation_id,
    productName: i.product_name,
    variationName: i.variation_name,
    quantity: i.quantity,
    unitPriceCents: toCents(i.unit_price),
    weighed:
      i.price_per_kg === null || i.weight_kg === null
        ? null
        : { pricePerKgCents: toCents(i.price_per_kg), estimateKgPerUnit: Number(i.weight_kg) },
    finalGrams: i.final_weight_kg === null ? null : kgToGrams(i.final_weight_kg),
    // The cut options' row and the per-piece extras are charged per unit (they follow the
    // quantity, decision 111); the per-line extras as they are.
    extrasCents: extras
      .filter((e) => e.itemId === i.id && e !== cutCharge(i) && e.basis !== 'piece')
      .reduce((s, e) => s + toCents(e.total), 0),
    pieceExtrasUnitCents: extras
      .filter((e) => e.itemId === i.id && e !== cutCharge(i) && e.basis === 'piece')
      .reduce((s, e) => s + toCents(e.unitPrice), 0),
    cutsUnitCents: toCents(cutCharge(i)?.unitPrice ?? '0'),
    cuts: i.cuts ?? null,
    taxClass: row.tax_detail?.classes[position] ?? 'grocery_food',
  }));
}

/** A product (and variation) on sale now, as a line takes it; refused on the change's field otherwise. */
async function sellableAt(
  tx: Executor,
  index: number,
  productId: string,
  variationId: string | null,
): Promise<Sellable> {
  const row = await readOrderable(tx, productId, variationId);
  if (!row?.active) throw changeRefusal(index, 'orderEdit.productUnavailable');
  if (variationId && !row.variationId) throw changeRefusal(index, 'orderEdit.variationUnknown');
  if (!variationId && row.variationCount > 0) throw changeRefusal(index, 'orderEdit.variationRequired');
  const pricePerKgCents = row.pricePerKg === null ? null : toCents(row.pricePerKg);
  const weighed =
    pricePerKgCents !== null && row.weightKg !== null
      ? { pricePerKgCents, estimateKgPerUnit: Number(row.weightKg) }
      : null;
  return {
    productId: row.productId,
    variationId: row.variationId,
    productName: row.productName,
    variationName: row.variationName,
    // A weighed variation's price is always its estimate at its price per kg (decision 045).
    unitPriceCents: weighed
      ? estimatedPriceCents(weighed.estimateKgPerUnit, weighed.pricePerKgCents)
      : toCents(row.variationPrice ?? row.productPrice),
    weighed,
    taxClass: row.taxClass,
  };
}

type AddOnsInput = Extract<OrderEditChangeInput, { type: 'add' | 'substitute' }>;

/**
 * A new or substituted line's extras and cut options (decision 100), checked and priced as the cart
 * and the checkout do: each extra active and offered with this product (`orderEdit.extraUnavailable`),
 * the cuts by the one rule `cutSnapshot` against the product's options now (`cuts.*`). A substitution
 * sent without cuts keeps the old line's choice only when the new product offers every part of it
 * (priced by the new product); otherwise it carries none, and a required group is refused.
 */
async function addOnsAt(
  tx: Executor,
  index: number,
  item: Sellable,
  c: AddOnsInput,
  previous: CutSnapshot | null = null,
): Promise<EditAddOns> {
  const asked = c.extras ?? [];
  const ids = asked.map((e) => e.extraId);
  if (new Set(ids).size !== ids.length) throw changeRefusal(index, 'orderEdit.extraUnavailable');
  const offered = await readOfferedExtras(tx, item.productId, ids);
  const extras = asked.map((e) => {
    const found = offered.find((o) => o.id === e.extraId);
    if (!found) throw changeRefusal(index, 'orderEdit.extraUnavailable');
    const basis = asExtraBasis(found.basis);
    return {
      extraId: found.id,
      name: found.name,
      basis,
      // Never the desk's count: the basis and the line's quantity (decision 111).
      quantity: extraQuantity(basis, c.quantity),
      unitPriceCents: toCents(found.price),
    };
  });
  const options = (await readCutOptions(tx, item.productId)) ?? NO_CUT_OPTIONS;
  const none = { choices: [], note: null };
  const sent = c.cuts ? { choices: c.cuts.choices ?? [], note: c.cuts.note ?? null } : none;
  let checked = cutSnapshot(options, sent);
  if (!c.cuts && previous) {
    const kept = cutSnapshot(options, previous);
    if (kept.ok) checked = kept;
  }
  if (!checked.ok) throw changeRefusal(index, checked.refusal.key);
  return { extras, cuts: checked.snapshot };
}

/** The desk's changes with every new product priced from the catalogue now (never from the client). */
export async function resolveChanges(
  tx: Executor,
  lines: EditLine[],
  input: OrderEditChangeInput[],
): Promise<EditChange[]> {
  const out: EditChange[] = [];
  for (const [index, c] of input.entries()) {
    if (c.type === 'remove' || c.type === 'quantity') {
      out.push(c.type === 'remove' ? c : { ...c, quantity: c.quantity });
    } else if (c.type === 'add') {
      const item = await sellableAt(tx, index, c.productId, c.variationId ?? null);
      out.push({ type: 'add', quantity: c.quantity, item, ...(await addOnsAt(tx, index, item, c)) });
    } else if (c.type === 'variation') {
      const line = lines.find((l) => l.id === c.itemId);
      if (!line?.productId) throw changeRefusal(index, 'orderEdit.lineUnknown');
      out.push({
        type: 'variation',
        itemId: c.itemId,
        item: await sellableAt(tx, index, line.productId, c.variationId),
      });
    } else {
      const item = await sellableAt(tx, index, c.productId, c.variationId ?? null);
      const old = lines.find((l) => l.id === c.itemId);
      out.push({
        type: 'substitute',
        itemId: c.itemId,
        quantity: c.quantity,
        reason: c.reason,
        item,
        ...(await addOnsAt(tx, index, item, c, old?.cuts ?? null)),
      });
    }
  }
  return out;
}

/**
 * The order's terms for the edit: its own tolerance, its coupon (the kept terms; the minimum from
 * the coupon, which the snapshot does not keep; a coupon deleted since keeps its discount as a fixed
 * amount with no minimum), its delivery fee and its tax snapshot.
 */
export async function editTermsOf(tx: Executor, row: OrderRow, tolerancePct: number): Promise<EditTerms> {
  const discount = toCents(row.discount);
  const [coupon] = row.coupon_id ? await couponsByIds(tx, [row.coupon_id]) : [];
  const ruleCoupon = coupon ? toRuleCoupon(coupon) : null;
  const kept: OrderWeighingSnapshot['coupon'] = row.weighing?.coupon ?? ruleCoupon;
  const terms: EditTerms['coupon'] = kept
    ? { ...kept, minimumOrderCents: ruleCoupon?.minimumOrderCents ?? 0 }
    : discount > 0 || row.coupon_code
      ? { type: 'fixed_amount', value: discount, maximumDiscountCents: null, minimumOrderCents: 0 }
      : null;
  const { result: _result, ...tax } = row.tax_detail ?? { result: null };
  return {
    tolerancePct: row.weighing?.tolerancePct ?? tolerancePct,
    coupon: terms,
    deliveryFeeCents: toCents(row.delivery_fee),
    tax: row.tax_detail ? (tax as NonNullable<EditTerms['tax']>) : null,
  };
}
