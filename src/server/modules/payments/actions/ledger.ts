import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { canMovePayment, type PaymentMovement, type PaymentState } from '@/shared/payments/states';
import type { PaymentActor, PaymentOutcome, PaymentOutcomes } from '../outcomes';
import type { ProviderPayment } from '../providers/types';
import { type PaymentRow, paymentEvents, payments } from '../schema';

/** The provider idempotency key and the movement key of an action on an order. */
export const actionKey = (orderId: string, action: string) => `order:${orderId}:${action}`;

export async function lockPayment(tx: Executor, orderId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.order_id, orderId)).for('update');
  return row ?? null;
}

/** One money movement, once per key (a second call with the same key records nothing). */
export async function recordMovement(
  tx: Executor,
  row: PaymentRow,
  movement: PaymentMovement,
  amountCents: number,
  key: string,
  extra: { providerRef?: string | null; reason?: string | null; actor?: PaymentActor } = {},
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      payment_id: row.id,
      movement,
      amount_cents: amountCents,
      key,
      provider_ref: extra.providerRef ?? null,
      reason: extra.reason ?? null,
      actor_user_id: extra.actor?.userId ?? null,
    })
    .onConflictDoNothing({ target: paymentEvents.key })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/**
 * Claims the payment for one action (capture, cancel, refund): a conditional update, so of two
 * staff — or a capture and a cancel — exactly one gets the row; the other gets null (409).
 */
export async function claim(tx: Executor, orderId: string, action: string, states: PaymentState[]) {
  const [row] = await tx
    .update(payments)
    .set({ pending_action: action, updated_at: new Date() })
    .where(
      and(
        eq(payments.order_id, orderId),
        isNull(payments.pending_action),
        sql`${payments.state} in (${sql.join(
          states.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function release(tx: Executor, id: string) {
  await tx.update(payments).set({ pending_action: null, updated_at: new Date() }).where(eq(payments.id, id));
}

type Apply = { tx: Executor; row: PaymentRow; outcomes: PaymentOutcomes; actor: PaymentActor };

async function moveState(a: Apply, to: PaymentState, set: Partial<PaymentRow>, outcome: PaymentOutcome) {
  await a.tx
    .update(payments)
    .set({ ...set, state: to, updated_at: new Date() })
    .where(eq(payments.id, a.row.id));
  a.row = { ...a.row, ...set, state: to };
  await a.outcomes(a.tx, a.row.order_id, outcome, a.actor);
}

/**
 * Brings the row to what the provider says, one allowed step at a time (a webhook late, twice or
 * out of order, the return from the hosted page and the reconcile pass all come here). The
 * provider's state is read fresh, never taken from the event, so the order of arrival is moot.
 * A payment claimed by an action in flight is left to that action for its captures and refunds.
 */
export async function applyProviderState(a: Apply, p: ProviderPayment): Promise<PaymentRow> {
  const { row } = a;
  const card = { card_brand: p.cardBrand ?? row.card_brand, card_last4: p.cardLast4 ?? row.card_last4 };
  const held = p.intent === 'requires_capture' || p.intent === 'succeeded';
  if (held && canMovePayment(a.row.state, 'authorized')) {
    const amount = p.authorizedCents || row.hold_cents;
    await recordMovement(a.tx, a.row, 'hold', amount, actionKey(row.order_id, 'hold'), {
      providerRef: p.intentId,
    });
    await moveState(
      a,
      'authorized',
      { ...card, intent_id: p.intentId, authorized_cents: amount, failure_code: null },
      { kind: 'authorized', amountCents: amount, cardBrand: card.card_brand, cardLast4: card.card_last4 },
    );
  }
  if (a.row.pending_action) return a.row;
  if (p.intent === 'succeeded' && a.row.state === 'authorized') {
    const released = a.row.authorized_cents - p.capturedCents;
    await recordMovement(a.tx, a.row, 'capture', p.capturedCents, actionKey(row.order_id, 'capture'), {
      providerRef: p.intentId,
    });
    await recordMovement(a.tx, a.row, 'release', released, actionKey(row.order_id, 'release'));
    await moveState(
      a,
      'captured',
      { captured_cents: p.capturedCents },
      { kind: 'captured', amountCents: p.capturedCents, releasedCents: released },
    );
  }
  if (p.refundedCents > a.row.refunded_cents && a.row.captured_cents > 0) {
    const amount = p.refundedCents - a.row.refunded_cents;
    await recordMovement(
      a.tx,
      a.row,
      'refund',
      amount,
      actionKey(row.order_id, `refund-total-${p.refundedCents}`),
    );
    const to = p.refundedCents >= a.row.captured_cents ? 'refunded' : 'partially_refunded';
    await moveState(
      a,
      to,
      { refunded_cents: p.refundedCents },
      { kind: 'refunded', amountCents: amount, refundedCents: p.refundedCents, reason: null },
    );
  }
  const gone = p.intent === 'canceled' || p.session === 'expired';
  if (gone && a.row.state === 'authorized') {
    await recordMovement(a.tx, a.row, 'release', a.row.authorized_cents, actionKey(row.order_id, 'release'));
    await moveState(a, 'canceled', {}, { kind: 'canceled', releasedCents: a.row.authorized_cents });
  } else if (gone && canMovePayment(a.row.state, 'expired')) {
    await recordMovement(a.tx, a.row, 'expiry', 0, actionKey(row.order_id, 'expiry'));
    await moveState(a, 'expired', {}, { kind: 'expired' });
  } else if (
    p.failureCode &&
    p.intent === 'requires_payment_method' &&
    a.row.failure_code !== p.failureCode
  ) {
    if (canMovePayment(a.row.state, 'failed')) {
      await recordMovement(
        a.tx,
        a.row,
        'failure',
        0,
        `${actionKey(row.order_id, 'failure')}:${p.failureCode}:${Date.now()}`,
        {
          reason: p.failureCode,
        },
      );
      await moveState(a, 'failed', { failure_code: p.failureCode }, { kind: 'failed', code: p.failureCode });
    }
  }
  return a.row;
}
