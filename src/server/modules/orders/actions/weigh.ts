import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { readUnits } from '@/server/modules/settings/public';
import type { MessageKey, MessageParams } from '@/shared/messages';
import { fromCents, toCents } from '@/shared/money';
import { DEFAULT_WEIGHING_TOLERANCE_PCT, kgToGrams, reweighOrder } from '@/shared/orders/weighing';
import type { OrderTotals, WeighingEventDetails } from '@/shared/orders/weighing-types';
import { readWeight } from '@/shared/orders/weight-input';
import { keepResult, retaxOrder } from '@/shared/tax/snapshot';
import type { OrdersContext, StaffActor } from '../context';
import { type OrderRow, orderEvents, orderItemExtras, orderItems, orders } from '../schema';
import { auditOrder } from './audit-order';
import { customerOf, orderLanguage, queueWeighingMessage } from './notify';
import { lineLabel } from './reprice-cart';
import { lockOrder } from './transitions';

/** Weights are typed while the butcher has the order: confirmed or being prepared (issue 20). */
const WEIGHABLE = new Set(['confirmed', 'preparing']);

const totalsOf = (row: OrderRow): OrderTotals => ({
  subtotalCents: toCents(row.subtotal),
  discountCents: toCents(row.discount),
  totalCents: toCents(row.total),
  ...(row.tax_detail ? { taxCents: toCents(row.tax) } : {}),
});

type Refusal = { key: MessageKey; params?: MessageParams };

/**
 * Saves the scale's weights of an order's weighed lines, in one transaction with the order row
 * locked (two people weighing the same order run one after the other, the second seeing the
 * first's weights): the lines, the coupon discount and the total are recomputed by the shared rule
 * (`reweighOrder`), an order event of kind `weighing` keeps the lines and the totals before and
 * after, and the customer is told through the outbox. The status does not move.
 */
export async function saveWeights(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: string,
  input: { itemId: string; weight: string }[],
  /** The order's version the desk read: an edit since then is 409 (decision 085). */
  version?: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, actor, orderId);
    if (!WEIGHABLE.has(row.status)) throw new AppError('conflict', 'weighing.wrongStatus');
    if (version !== undefined && row.updated_at.getTime() !== new Date(version).getTime())
      throw new AppError('conflict', 'orderEdit.stale');
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, row.id))
      .orderBy(orderItems.position);
    const extras = await extrasByItem(
      tx,
      items.map((i) => i.id),
    );

    // Every line's refusal at once, each next to its field (`lines.<item id>`).
    const fields: Record<string, Refusal[]> = {};
    const typed = new Map<string, number>();
    // A bare number is lb in an imperial shop (decision 084); "2 lb 6 oz", "1,08 kg", "1080 g" in any.
    const units = await readUnits(tx);
    for (const line of input) {
      const item = items.find((i) => i.id === line.itemId.toLowerCase());
      if (!item || item.price_per_kg === null || item.weight_kg === null) {
        fields[`lines.${line.itemId}`] = [{ key: 'weighing.lineNotWeighed' }];
        continue;
      }
      const read = readWeight(line.weight, kgToGrams(item.weight_kg) * item.quantity, units);
      if (read.ok) typed.set(item.id, read.grams);
      else fields[`lines.${line.itemId}`] = [{ key: read.key, params: read.params }];
    }
    const first = Object.values(fields)[0]?.[0];
    if (first) throw new AppError('validation_failed', first.key, { params: first.params, fields });

    const snapshot = row.weighing ?? {
      tolerancePct: DEFAULT_WEIGHING_TOLERANCE_PCT,
      coupon: null,
      estimatedSubtotalCents: toCents(row.subtotal),
      estimatedDiscountCents: toCents(row.discount),
      estimatedTotalCents: toCents(row.total),
    };
    const result = reweighOrder(
      items.map((i) => ({
        id: i.id,
        quantity: i.quantity,
        unitPriceCents: toCents(i.unit_price),
        extrasCents: extras.get(i.id) ?? 0,
        weighed:
          i.price_per_kg === null || i.weight_kg === null
            ? null
            : { pricePerKgCents: toCents(i.price_per_kg), estimateKgPerUnit: Number(i.weight_kg) },
        finalGrams: typed.get(i.id) ?? (i.final_weight_kg === null ? null : kgToGrams(i.final_weight_kg)),
      })),
      // Orders placed before their coupon terms were kept: the discount given stays, at most the subtotal.
      row.weighing || toCents(row.discount) === 0
        ? snapshot
        : {
            ...snapshot,
            coupon: { type: 'fixed_amount', value: toCents(row.discount), maximumDiscountCents: null },
          },
      toCents(row.delivery_fee),
    );

    // Sales tax on the final amounts with the order's own rates and classes (decision 079).
    const taxed = row.tax_detail
      ? retaxOrder(
          row.tax_detail,
          result.lines.map((l) => l.cents + (extras.get(l.id) ?? 0)),
          result.discountCents,
          result.deliveryFeeCents,
        )
      : null;
    const before = totalsOf(row);
    const after: OrderTotals = {
      subtotalCents: result.subtotalCents,
      discountCents: result.discountCents,
      totalCents: result.totalCents + (taxed?.addedCents ?? 0),
      ...(taxed ? { taxCents: taxed.taxCents } : {}),
    };
    const details: WeighingEventDetails = { lines: [], before, after };
    for (const item of items) {
      const grams = typed.get(item.id);
      const line = result.lines.find((l) => l.id === item.id);
      if (grams === undefined || !line) continue;
      await tx
        .update(orderItems)
        .set({ final_weight_kg: (grams / 1000).toFixed(3), line_total: fromCents(line.cents) })
        .where(eq(orderItems.id, item.id));
      details.lines.push({
        itemId: item.id,
        name: lineLabel({ productName: item.product_name, variationName: item.variation_name }),
        estimateGrams: line.estimateGrams ?? 0,
        previousGrams: item.final_weight_kg === null ? null : kgToGrams(item.final_weight_kg),
        finalGrams: grams,
        cents: line.cents,
        capped: line.capped,
      });
    }

    // A transfer already confirmed was paid at the total before the first weighing after it.
    const paidCents =
      snapshot.paidCents ?? (row.payment_status === 'confirmed' ? before.totalCents : undefined);
    const changed = after.totalCents !== before.totalCents;
    await tx
      .update(orders)
      .set({
        subtotal: fromCents(after.subtotalCents),
        discount: fromCents(after.discountCents),
        total: fromCents(after.totalCents),
        ...(taxed && row.tax_detail
          ? { tax: fromCents(taxed.taxCents), tax_detail: { ...row.tax_detail, result: keepResult(taxed) } }
          : {}),
        weighing: paidCents === undefined ? snapshot : { ...snapshot, paidCents },
        weighed_at: ctx.now(),
        // A new version: an edit based on the order before this weighing is refused (decision 085).
        updated_at: new Date(Math.max(Date.now(), row.updated_at.getTime() + 1)),
        // A new difference needs settling again.
        ...(changed ? { weighing_settled_at: null } : {}),
      })
      .where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({
      order_id: row.id,
      from_status: row.status,
      to_status: row.status,
      kind: 'weighing',
      actor_user_id: actor.userId,
      actor_name: actor.name,
      details,
    });
    await auditOrder(tx, actor, row.id, 'weigh', {
      before: { ...before },
      after: { ...after, lines: details.lines.map((l) => ({ itemId: l.itemId, finalGrams: l.finalGrams })) },
    });
    // A card already charged: the refund down to the new total is a job committed with the weights
    // (decision 082), so a crash before Stripe is called cannot lose it.
    if (row.payment_method === 'card' && ctx.payments)
      await ctx.payments.queueReweighRefund(tx, { orderId: row.id, totalCents: after.totalCents, actor });

    // What the customer is told: every weighed line as it stands now, and the final total, with
    // the products' names in her language (decision 098).
    const language = await orderLanguage(tx, row.id);
    const weighedLines = result.lines.flatMap((l) => {
      const item = items.find((i) => i.id === l.id);
      return item && l.estimateGrams !== null && l.finalGrams !== null
        ? [
            {
              name: lineLabel(
                {
                  productName: item.product_name,
                  productNameEn: item.product_name_en,
                  variationName: item.variation_name,
                },
                language,
              ),
              estimateGrams: l.estimateGrams,
              finalGrams: l.finalGrams,
              cents: l.cents,
            },
          ]
        : [];
    });
    await queueWeighingMessage(
      ctx,
      tx,
      customerOf(row),
      { id: row.id, number: row.number },
      {
        lines: weighedLines,
        estimatedTotalCents: snapshot.estimatedTotalCents,
        totalCents: after.totalCents,
        differenceCents:
          row.payment_method === 'bank_transfer' && paidCents !== undefined
            ? after.totalCents - paidCents
            : null,
      },
    );
  });
}

/** The extras' total per order line (never weighed). */
async function extrasByItem(tx: Executor, itemIds: string[]): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  if (!itemIds.length) return sums;
  const rows = await tx
    .select({ itemId: orderItemExtras.order_item_id, total: orderItemExtras.total })
    .from(orderItemExtras)
    .where(inArray(orderItemExtras.order_item_id, itemIds));
  for (const r of rows) sums.set(r.itemId, (sums.get(r.itemId) ?? 0) + toCents(r.total));
  return sums;
}

/** Staff mark a bank transfer's weighing difference (balance or refund due) as settled. */
export async function settleWeighing(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: string,
  note: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, actor, orderId);
    const paid = row.payment_method === 'bank_transfer' ? row.weighing?.paidCents : undefined;
    const difference = paid === undefined ? 0 : toCents(row.total) - paid;
    if (difference === 0) throw new AppError('conflict', 'weighing.nothingToSettle');
    if (row.weighing_settled_at) throw new AppError('conflict', 'weighing.alreadySettled');
    const at = ctx.now();
    await tx
      .update(orders)
      .set({ weighing_settled_at: at, updated_at: new Date() })
      .where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({
      order_id: row.id,
      from_status: row.status,
      to_status: row.status,
      kind: 'settlement',
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note,
    });
    await auditOrder(tx, actor, row.id, 'settle_weighing', {
      after: { differenceCents: difference, note },
    });
  });
}
