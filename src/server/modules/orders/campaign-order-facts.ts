import { and, inArray, ne } from 'drizzle-orm';
import { formatOrderNumber } from '@/shared/orders/number';
import type { CampaignOrderFacts } from '../campaigns/public';
import { orderItems, orders } from './schema';

/**
 * The campaigns' port (issue 41, decision 093): the facts of the orders behind a day's production
 * list, within the viewer's stores, cancelled orders left out, with each order line's cut options
 * for the list's sums.
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
    const lines = rows.length
      ? await ex
          .select({
            orderId: orderItems.order_id,
            variationId: orderItems.variation_id,
            quantity: orderItems.quantity,
            cuts: orderItems.cuts,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.order_id,
              rows.map((r) => r.orderId),
            ),
          )
      : [];
    return rows.map((r) => ({
      ...r,
      number: formatOrderNumber(r.number),
      customerName: r.customerName ?? '',
      lines: lines
        .filter((l) => l.orderId === r.orderId)
        .map(({ orderId: _order, ...line }) => ({ ...line, cuts: line.cuts ?? null })),
    }));
  },
};
