import { eq, sum } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { windowText } from '@/shared/delivery/window-time';
import { toCents } from '@/shared/money';
import type { Customer, OrdersContext, StaffActor } from '../context';
import { orderItems, orders } from '../schema';
import { moveTo } from './transitions';

/**
 * A customer cancels her own order while it still awaits confirmation (issue 38): the same move a
 * staff cancellation makes (stock, window place and coupon use given back; her message; the
 * event and the audit entry, with her as the actor), and the store's staff are told like a new
 * order is announced. A card order waiting for its payment page is left to that page: paid, it
 * becomes confirmed; left, it expires and gives everything back by itself (decision 081).
 */
export async function cancelByCustomer(
  ctx: OrdersContext,
  customer: Customer,
  orderId: string,
  requestId: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || row.customer_user_id !== customer.userId) throw new AppError('not_found', 'order.notFound');
    if (row.status !== 'pending_payment') throw new AppError('conflict', 'order.cancelTooLate');
    if (row.payment_method === 'card') throw new AppError('conflict', 'order.cancelCardPending');
    const actor: StaffActor = {
      userId: customer.userId,
      name: customer.name,
      role: 'customer',
      storeId: null,
      requestId,
    };
    const [units] = await tx
      .select({ count: sum(orderItems.quantity) })
      .from(orderItems)
      .where(eq(orderItems.order_id, row.id));
    await moveTo(ctx, tx, row, actor, 'cancelled', null);
    await ctx.messaging.queueOrderAnnouncement(tx, {
      orderId: row.id,
      storeId: row.store_id,
      number: row.number,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      customerEmail: row.customer_email,
      fulfilment: row.fulfilment_type,
      when: windowText(row.delivery_date, row.window_start, row.window_end),
      itemCount: Number(units?.count ?? 0),
      totalCents: toCents(row.total),
      cancelledByCustomer: true,
    });
  });
}
