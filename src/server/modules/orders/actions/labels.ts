import { scaleLabelFacts } from '@/server/modules/catalogue/public';
import { readOrderStore } from '@/server/modules/stores/public';
import { firstName, labelBarcode, labelDates } from '@/shared/labels/label';
import type { OrderLabelLine, OrderLabels } from '@/shared/labels/types';
import type { OrderDetail } from '@/shared/orders/types';
import { weighedLineCents } from '@/shared/orders/weighing';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';
import type { OrdersContext } from '../context';
import type { OrderRow } from '../schema';

/** The shop's zone when a store never saved its settings (the stores module's own default). */
const DEFAULT_ZONE = SHOP_TIME_ZONE;

/**
 * Scale labels of an order (issue 41, decision 092): each line sold by weight, with what its label
 * prints. Packed on is the day the weights were last saved, in the store's time zone.
 */
export async function orderLabels(
  ctx: OrdersContext,
  row: OrderRow,
  order: OrderDetail,
): Promise<OrderLabels> {
  const tolerancePct = order.weighing?.tolerancePct ?? 0;
  const weighed = order.items.filter(
    (i): i is typeof i & { estimateGrams: number; pricePerKgCents: number } =>
      i.estimateGrams !== null && i.pricePerKgCents !== null,
  );
  const [facts, store] = await Promise.all([
    scaleLabelFacts(
      ctx.db,
      weighed.flatMap((i) => (i.productId ? [i.productId] : [])),
    ),
    readOrderStore(ctx.db, row.store_id),
  ]);
  const zone = store?.settings?.timeZone ?? DEFAULT_ZONE;
  const packedAt = row.weighed_at ?? ctx.now();
  const lines = weighed.map((item): OrderLabelLine => {
    const fact = item.productId ? facts.get(item.productId) : undefined;
    const itemCode = fact?.itemCode ?? null;
    const shelfLifeDays = fact?.shelfLifeDays ?? null;
    const base = {
      itemId: item.id,
      productName: item.productName,
      variationName: item.variationName,
      notes: item.notes,
      cuts: item.cuts ?? null,
      quantity: item.quantity,
      pricePerKgCents: item.pricePerKgCents,
      estimateGrams: item.estimateGrams,
      itemCode,
      shelfLifeDays,
    };
    if (item.finalGrams === null)
      return {
        ...base,
        finalGrams: null,
        priceCents: null,
        capped: false,
        packedOn: null,
        useBy: null,
        barcode: null,
      };
    const charge = weighedLineCents(item.estimateGrams, item.finalGrams, item.pricePerKgCents, tolerancePct);
    return {
      ...base,
      finalGrams: item.finalGrams,
      priceCents: charge.cents,
      capped: charge.capped,
      ...labelDates(packedAt, zone, shelfLifeDays),
      barcode: labelBarcode(itemCode, charge.cents, item.finalGrams),
    };
  });
  return {
    orderId: order.id,
    number: order.number,
    customerFirstName: firstName(order.customer.name),
    storeName: order.storeName,
    tolerancePct,
    preorder: order.preorder
      ? { namePt: order.preorder.namePt, nameEn: order.preorder.nameEn, day: order.preorder.day }
      : null,
    lines,
  };
}
