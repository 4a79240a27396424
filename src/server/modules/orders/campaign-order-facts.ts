import { and, inArray, ne } from 'drizzle-orm';
import { formatOrderNumber } from '@/shared/orders/number';
import type { CampaignOrderFacts } from '../campaigns/public';
import { orders } from './schema';

/**
 * The campaigns' port (issue 41, decision 093): the facts of the orders behind a day's production
 * list, within the viewer's stores, cancelled orders left out. Cut options, once order lines carry
 * them, are read here per order line for the list's sums.
 */
export const campaignOrderFacts: CampaignOrderFacts = {
  async ordersOf(ex, orderIds, storeIds) {
    if (orderIds.length === 0 || (storeIds && storeIds.length === 0)) return [];
    const rows = await ex
      .select({
        orderId: orders.id,
        number: orders.number,
        customerName: orders.customer_name,
        status: orders.status,
        fulfilment: orders.fulfilment_type,
        windowStart: orders.window_start,
        windowEnd: orders.window_end,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.id, [...orderIds]),
          ne(orders.status, 'cancelled'),
          storeIds ? inArray(orders.store_id, [...storeIds]) : undefined,
        ),
      );
    return rows.map((r) => ({
      ...r,
      number: formatOrderNumber(r.number),
      customerName: r.customerName ?? '',
    }));
  },
};
