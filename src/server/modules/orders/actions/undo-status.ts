import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { withdrawQueuedMessages } from '@/server/modules/messaging/public';
import type { OrderStatus } from '@/shared/orders/status';
import { undoRefusal } from '@/shared/orders/undo';
import type { OrdersContext, StaffActor } from '../context';
import { orderEvents, orders } from '../schema';
import { auditOrder } from './audit-order';
import { customerOf, queueStatusMessage, statusMessageKey } from './notify';
import { lockOrder } from './transitions';

const REFUSALS = {
  notLatest: 'order.undoNotLatest',
  notUndoable: 'order.undoNotPossible',
  undoExpired: 'order.undoExpired',
} as const;

/**
 * The database's clock (the transaction's start): the event's time was written by it too, so the
 * window is measured on one clock whatever the app's (a test pins the app's to a past Monday).
 */
async function databaseNow(tx: Executor): Promise<Date> {
  const [row] = await tx.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as one`);
  return new Date(row!.now);
}

async function latestEventId(tx: Executor, orderId: string): Promise<string | null> {
  const [latest] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(desc(orderEvents.created_at), desc(orderEvents.id))
    .limit(1);
  return latest?.id ?? null;
}

/**
 * Takes back the order's latest status move (issue 39, decision 080), in one transaction under the
 * order's row lock: the status back to where it was, an order event, an audit entry
 * (`undo_status`), and the customer's message of the move withdrawn while it still waits in the
 * outbox. A message already sent is followed by one for the status the order is back at.
 * Within UNDO_WINDOW_MS no reason is needed; later it is a step back and needs one (409 otherwise).
 */
export async function undoStatus(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: string,
  eventId: string,
  reason: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, actor, orderId);
    const [event] = await tx
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.id, eventId), eq(orderEvents.order_id, row.id)));
    if (!event) throw new AppError('conflict', REFUSALS.notLatest);
    const refusal = undoRefusal(
      {
        id: event.id,
        kind: event.kind,
        fromStatus: event.from_status as OrderStatus | null,
        toStatus: event.to_status as OrderStatus,
        at: event.created_at,
      },
      await latestEventId(tx, row.id),
      row.status as OrderStatus,
      await databaseNow(tx),
      reason !== null,
    );
    if (refusal === 'undoExpired')
      throw new AppError('conflict', REFUSALS.undoExpired, {
        fields: { reason: [{ key: 'order.stepBackReasonRequired' }] },
      });
    if (refusal) throw new AppError('conflict', REFUSALS[refusal]);
    const from = row.status as OrderStatus;
    const back = event.from_status as OrderStatus;
    await tx.update(orders).set({ status: back, updated_at: new Date() }).where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({
      order_id: row.id,
      from_status: from,
      to_status: back,
      kind: 'status',
      actor_user_id: actor.userId,
      actor_name: actor.name,
      note: reason,
    });
    const withdrawn = await withdrawQueuedMessages(tx, statusMessageKey(event.id));
    await auditOrder(tx, actor, row.id, 'undo_status', {
      before: { status: from },
      after: { status: back, note: reason, messageWithdrawn: withdrawn > 0 },
    });
    // The customer heard of the move: tell her where the order is now.
    if (withdrawn === 0)
      await queueStatusMessage(ctx, tx, customerOf(row), { id: row.id, number: row.number }, back, reason);
  });
}
