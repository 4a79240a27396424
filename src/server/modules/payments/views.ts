import { and, asc, eq, gte, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type PaymentView, releasedOf } from '@/shared/payments/states';
import { paymentEvents, payments } from './schema';

/** The payments of these orders as their screens show them (customer, desk). */
export async function paymentViews(ex: Executor, orderIds: string[]): Promise<Map<string, PaymentView>> {
  const out = new Map<string, PaymentView>();
  if (orderIds.length === 0) return out;
  const rows = await ex.select().from(payments).where(inArray(payments.order_id, orderIds));
  if (rows.length === 0) return out;
  const events = await ex
    .select()
    .from(paymentEvents)
    .where(
      inArray(
        paymentEvents.payment_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(paymentEvents.created_at));
  for (const r of rows) {
    out.set(r.order_id, {
      provider: r.provider,
      state: r.state,
      holdCents: r.authorized_cents || r.hold_cents,
      capturedCents: r.captured_cents,
      refundedCents: r.refunded_cents,
      releasedCents: releasedOf(r.state, r.authorized_cents, r.captured_cents),
      cardBrand: r.card_brand,
      cardLast4: r.card_last4,
      failureKey: r.failure_code,
      holdDueAt: r.hold_due_at?.toISOString() ?? null,
      deposit: {
        askedCents: r.deposit_cents,
        chargedCents: r.deposit_captured_cents,
        refundedCents: r.deposit_refunded_cents,
      },
      events: events
        .filter((e) => e.payment_id === r.id)
        .map((e) => ({
          movement: e.movement,
          amountCents: e.amount_cents,
          reason: e.reason,
          at: e.created_at.toISOString(),
        })),
    });
  }
  return out;
}

/**
 * The card money of an order as the CSV export writes money (decision 082): captured and refunded,
 * in units with two decimals; null for an order not paid by card. Columns for the orders module's
 * export page (a read model this module publishes, STYLE habit 16).
 */
export const cardMoneyColumns = (orderId: SQLWrapper) => ({
  cardCaptured: sql<
    string | null
  >`(select to_char((${payments.captured_cents} + ${payments.deposit_captured_cents}) / 100.0, 'FM999999990.00') from ${payments} where ${payments.order_id} = ${orderId})`,
  cardRefunded: sql<
    string | null
  >`(select to_char((${payments.refunded_cents} + ${payments.deposit_refunded_cents}) / 100.0, 'FM999999990.00') from ${payments} where ${payments.order_id} = ${orderId})`,
});

/**
 * Card money moved since `since` (the dashboard's range, decision 082): captured and refunded, in
 * cents, by when the movement happened; `orderFilter` narrows it to a store's orders.
 */
export async function cardMoneySince(
  ex: Executor,
  since: Date,
  orderFilter?: (orderId: SQLWrapper) => SQL,
): Promise<{ capturedCents: number; refundedCents: number }> {
  const rows = await ex
    .select({
      movement: paymentEvents.movement,
      cents: sql<number>`coalesce(sum(${paymentEvents.amount_cents}), 0)::int`,
    })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.id, paymentEvents.payment_id))
    .where(
      and(
        gte(paymentEvents.created_at, since),
        inArray(paymentEvents.movement, ['capture', 'refund', 'deposit', 'deposit_refund']),
        orderFilter?.(payments.order_id),
      ),
    )
    .groupBy(paymentEvents.movement);
  const of = (movement: string) => Number(rows.find((r) => r.movement === movement)?.cents ?? 0);
  return {
    capturedCents: of('capture') + of('deposit'),
    refundedCents: of('refund') + of('deposit_refund'),
  };
}
