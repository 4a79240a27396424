import type { Executor } from '@/server/db/client';
import type { ProductionList } from '@/shared/campaigns/types';
import type { CampaignOrderFacts } from './order-facts';
import { campaignDayOrders } from './preorders';

/**
 * The day's production list (issue 41, decision 093): per size, how many to prepare and the
 * orders behind each line, in the viewer's stores (cancelled orders gave their places back).
 * Cut options (issue 41's first part): once the orders' facts carry each line's cuts, sum them
 * here per size with the catalogue's `describeCuts` — the one place to add it.
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
      const orders = day.orders
        .filter((o) => o.variationId === size.variationId && byId.has(o.orderId))
        .map((o) => {
          const { orderId: _id, ...fact } = byId.get(o.orderId)!;
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
        orders,
      };
    }),
  };
}
