import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { assertStoreAccess } from '@/server/http/store-access';
import { giveBackStock } from '@/server/modules/catalogue/public';
import { returnCouponUse } from '@/server/modules/coupons/public';
import { releaseWindowPlace } from '@/server/modules/stores/public';
import { toCents } from '@/shared/money';
import { canTransition, type OrderStatus, returnsCouponOnCancel } from '@/shared/orders/status';
import { STATUS_MESSAGE_DELAY_MS } from '@/shared/orders/undo';
import type { OrdersContext, StaffActor } from '../context';
import { type OrderRow, orderEvents, orderItems, orders } from '../schema';
import { auditOrder } from './audit-order';
import { customerOf, queueStatusMessage, statusMessageKey } from './notify';

/** The order, locked for this transaction, if the actor may reach its store (404 / 403 otherwise). */
export async function lockOrder(tx: Executor, actor: StaffActor, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw new AppError('not_found', 'order.notFound');
  assertStoreAccess(actor, row.store_id);
  return row;
}

/** Cancelling gives back what the order took: stock, its window place and (before payment) the coupon use. */
export async function giveBack(tx: Executor, row: OrderRow): Promise<void> {
  const items = await tx
    .select({ variationId: orderItems.variation_id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, row.id), isNotNull(orderItems.variation_id)));
  const sorted = items.sort((a, b) => ((a.variationId ?? '') < (b.variationId ?? '') ? -1 : 1));
  for (const item of sorted) {
    if (!item.variationId) continue;
    // Untracked stock (null) stays untracked.
    await giveBackStock(tx, item.variationId, item.quantity);
  }
  if (row.coupon_id && returnsCouponOnCancel(row.status as OrderStatus) && row.payment_status === 'pending')
    await returnCouponUse(tx, row.coupon_id, row.customer_user_id);
  await releaseWindowPlace(tx, {
    storeId: row.store_id,
    fulfilment: row.fulfilment_type,
    date: row.delivery_date,
    windowId: row.window_id,
  });
}

/** The customer's message about a status change the payment made (authorized, expired). */
export function queueStatusChange(
  ctx: OrdersContext,
  tx: Executor,
  row: OrderRow,
  to: OrderStatus,
  note: string | null,
) {
  return queueStatusMessage(ctx, tx, customerOf(row), { id: row.id, number: row.number }, to, note);
}

/** What a payment confirmation adds to the status change's audit entry (one entry per write). */
type PaymentChange = { before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * Moves the order along the machine: the row, its event, its audit entry (`change_status`,
 * `cancel`, or `confirm_payment` when `payment` is given) and the customer's message.
 */
export async function moveTo(
  ctx: OrdersContext,
  tx: Executor,
  row: OrderRow,
  actor: StaffActor,
  to: OrderStatus,
  note: string | null,
  payment?: PaymentChange,
) {
  const from = row.status as OrderStatus;
  if (!canTransition(from, to, row.fulfilment_type)) {
    // The statuses travel as codes: each language shows them in its own words.
    const refusal = { key: 'order.badTransition', params: { from, to } } as const;
    throw new AppError('conflict', refusal.key, { params: refusal.params, fields: { status: [refusal] } });
  }
  if (to === 'cancelled') await giveBack(tx, row);
  await tx.update(orders).set({ status: to, updated_at: new Date() }).where(eq(orders.id, row.id));
  const [event] = await tx
    .insert(orderEvents)
    .values({
      order_id: row.id,
      from_status: from,
      to_status: to,
      kind: payment ? 'payment' : 'status',
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note,
    })
    .returning({ id: orderEvents.id });
  // A plain move may be undone (decision 080): its message waits out the undo window first.
  const undoable = !payment && to !== 'cancelled' && event;
  await auditOrder(
    tx,
    actor,
    row.id,
    payment ? 'confirm_payment' : to === 'cancelled' ? 'cancel' : 'change_status',
    {
      before: { status: from, ...payment?.before },
      after: { status: to, ...payment?.after, note },
    },
  );
  await queueStatusMessage(
    ctx,
    tx,
    customerOf(row),
    { id: row.id, number: row.number },
    to,
    note,
    undoable ? { key: statusMessageKey(event.id), quietMs: STATUS_MESSAGE_DELAY_MS } : undefined,
  );
}

/** Staff move an order along the DESIGN §4 machine; anything else is 409. */
export async function changeStatus(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: string,
  to: OrderStatus,
  note: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, actor, orderId);
    await moveTo(ctx, tx, row, actor, to, note);
  });
}

/**
 * Manual payment confirmation (DESIGN §4): marks the payment confirmed and, for an order still
 * waiting for it, confirms the order too (one event, one message).
 */
export async function confirmPayment(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: string,
  note: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, actor, orderId);
    if (row.status === 'cancelled') throw new AppError('conflict', 'order.paymentCancelled');
    if (row.payment_status === 'confirmed') throw new AppError('conflict', 'order.paymentAlreadyConfirmed');
    await tx
      .update(orders)
      .set({
        payment_status: 'confirmed',
        // Weighed lines (issue 20): what was paid, so a later weighing shows the difference.
        ...(row.weighing ? { weighing: { ...row.weighing, paidCents: toCents(row.total) } } : {}),
        updated_at: new Date(),
      })
      .where(eq(orders.id, row.id));
    const payment: PaymentChange = {
      before: { paymentStatus: row.payment_status },
      after: { paymentStatus: 'confirmed', ...(row.weighing ? { paidCents: toCents(row.total) } : {}) },
    };
    if (row.status === 'pending_payment') {
      await moveTo(ctx, tx, row, actor, 'confirmed', note, payment);
      return;
    }
    await tx.insert(orderEvents).values({
      order_id: row.id,
      from_status: row.status,
      to_status: row.status,
      kind: 'payment',
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note: note ?? 'Pagamento confirmado.',
    });
    await auditOrder(tx, actor, row.id, 'confirm_payment', {
      before: payment.before,
      after: { ...payment.after, note },
    });
  });
}
