import type { Executor } from '@/server/db/client';
import type { ProductionLine, ProductionList } from '@/shared/campaigns/types';
import { cutsKey } from '@/shared/catalogue/cuts';
import type { CampaignOrderFacts } from './order-facts';
import { campaignDayOrders } from './preorders';

/**
 * The day's production list (issue 41, decision 093): per size, how many to prepare and the
 * orders behind each line, in the viewer's stores (cancelled orders gave their places back).
 * Each size also sums its pieces by the cut options asked (issue 41: "with cut options summed");
 * the screen words them with the catalogue's `describeCuts`.
 */
export async function productionList(
  ex: Executor,
  facts: CampaignOrderFacts,
  input: { campaignId: string; day: string; storeIds: readonly string[] | null },
): Promise<ProductionList> {
  const day = await campaignDayOrders(ex, input.campaignId, input.day);
  const known = await facts.ordersOf(ex, [...new Set(day.orders.map((o) => o.orderId))], input.storeIds);
  const byId = new Map(known.map((f) => [f.orderId, f]));
  return {
    campaign: day.campaign,
    day: day.day,
    lines: day.sizes.map((size) => {
      const mine = day.orders.filter((o) => o.variationId === size.variationId && byId.has(o.orderId));
      const orders = mine
        .map((o) => {
          const { orderId: _id, lines: _lines, ...fact } = byId.get(o.orderId)!;
          return { orderId: o.orderId, quantity: o.quantity, depositCents: o.depositCents, ...fact };
        })
        .sort((a, b) => a.windowStart.localeCompare(b.windowStart) || a.number.localeCompare(b.number));
      return {
        variationId: size.variationId,
        productName: size.productName,
        productNameEn: size.productNameEn,
        variationName: size.variationName,
        capacity: size.capacity,
        quantity: orders.reduce((sum, o) => sum + o.quantity, 0),
        cutSums: sumCuts(
          mine.flatMap((o) => byId.get(o.orderId)!.lines.filter((l) => l.variationId === size.variationId)),
        ),
        orders,
      };
    }),
  };
}

/** Pieces by the cuts asked: one entry per distinct choice (same key as the cart's), most first. */
function sumCuts(lines: { quantity: number; cuts: ProductionLine['cutSums'][number]['cuts'] }[]) {
  const sums = new Map<string, ProductionLine['cutSums'][number]>();
  for (const line of lines) {
    const key = cutsKey(line.cuts);
    const seen = sums.get(key);
    if (seen) seen.quantity += line.quantity;
    else sums.set(key, { cuts: line.cuts, quantity: line.quantity });
  }
  return [...sums.values()].sort((a, b) => b.quantity - a.quantity);
}
