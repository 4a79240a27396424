import { asc, inArray } from 'drizzle-orm';
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
