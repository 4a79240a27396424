import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { orderingStores } from '@/server/modules/stores/public';
import { extraQuantity } from '@/shared/catalogue/extra-basis';
import type { Language } from '@/shared/i18n/language';
import { fromCents } from '@/shared/money';
import type { EditedLine } from '@/shared/orders/edit';
import { type OrderItemRow, type OrderRow, orderItemExtras, orderItems } from '../schema';
import { CUT_CHARGE_NAMES } from './reprice-cart';

/**
 * The lines after an edit (decisions 085, 100): removed ones deleted (their extras cascade), changed
 * ones rewritten, new ones added, positions renumbered in the rule's order (the tax snapshot's class
 * order). A line that is new or changed product gets the extras chosen on the desk (the old
 * product's go); every line's cut options row ("Opções de corte", per unit × the quantity) is
 * written again, so it follows a quantity change, and its cuts snapshot is the rule's; a kept
 * line's per-piece extras take its new quantity (decision 111), its per-line ones stay.
 */
export async function writeEditedLines(
  tx: Executor,
  orderId: string,
  items: readonly OrderItemRow[],
  lines: readonly EditedLine[],
  language: Language,
): Promise<void> {
  const kept = new Set(lines.flatMap((l) => (l.id ? [l.id] : [])));
  const removed = items.filter((i) => !kept.has(i.id)).map((i) => i.id);
  if (removed.length) await tx.delete(orderItems).where(inArray(orderItems.id, removed));
  const cutName = CUT_CHARGE_NAMES[language];
  for (const [position, l] of lines.entries()) {
    const values = {
      product_id: l.productId,
      variation_id: l.variationId,
      product_name: l.productName,
      variation_name: l.variationName,
      weight_kg: l.weighed ? String(l.weighed.estimateKgPerUnit) : null,
      price_per_kg: l.weighed ? fromCents(l.weighed.pricePerKgCents) : null,
      final_weight_kg: l.finalGrams === null ? null : (l.finalGrams / 1000).toFixed(3),
      quantity: l.quantity,
      unit_price: fromCents(l.unitPriceCents),
      line_total: fromCents(l.cents),
      cuts: l.cuts ?? null,
      position,
    };
    let id = l.id;
    if (!id) {
      const [row] = await tx
        .insert(orderItems)
        .values({ ...values, order_id: orderId })
        .returning({ id: orderItems.id });
      id = row!.id;
    } else {
      const before = items.find((i) => i.id === l.id);
      if (before && before.product_id !== l.productId)
        await tx.delete(orderItemExtras).where(eq(orderItemExtras.order_item_id, id));
      else
        await tx
          .delete(orderItemExtras)
          .where(
            and(
              eq(orderItemExtras.order_item_id, id),
              isNull(orderItemExtras.extra_id),
              inArray(orderItemExtras.name, Object.values(CUT_CHARGE_NAMES)),
            ),
          );
      await tx.update(orderItems).set(values).where(eq(orderItems.id, id));
      // The same product: its per-piece extras follow the line's quantity (decision 111).
      if (!before || before.product_id === l.productId)
        await tx
          .update(orderItemExtras)
          .set({ quantity: l.quantity, total: sql`${orderItemExtras.unit_price} * ${l.quantity}::int` })
          .where(and(eq(orderItemExtras.order_item_id, id), eq(orderItemExtras.charge_basis, 'piece')));
    }
    const rows = (l.newExtras ?? []).map((e) => {
      const quantity = extraQuantity(e.basis, l.quantity);
      return {
        order_item_id: id,
        extra_id: e.extraId,
        name: e.name,
        quantity,
        unit_price: fromCents(e.unitPriceCents),
        total: fromCents(e.unitPriceCents * quantity),
        charge_basis: e.basis,
      };
    });
    const cutsUnit = l.cutsUnitCents ?? 0;
    if (cutsUnit > 0)
      rows.push({
        order_item_id: id,
        extra_id: null as unknown as string,
        name: cutName,
        quantity: l.quantity,
        unit_price: fromCents(cutsUnit),
        total: fromCents(cutsUnit * l.quantity),
        charge_basis: 'line',
      });
    if (rows.length) await tx.insert(orderItemExtras).values(rows);
  }
}

/**
 * A delivery order's zone minimum now (cents), from its store's delivery settings; null for a
 * pickup, or when the zone is gone (nothing left to judge against).
 */
export async function zoneMinimumOf(tx: Executor, row: OrderRow): Promise<number | null> {
  if (row.fulfilment_type !== 'delivery' || !row.delivery_zone_id) return null;
  const store = (await orderingStores(tx)).find((s) => s.id === row.store_id);
  const zone = store?.settings.delivery.zones.find((z) => z.id === row.delivery_zone_id);
  return zone?.minimumOrderCents ?? null;
}
