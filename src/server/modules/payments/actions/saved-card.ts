import { eq } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { restNeedsHold } from '@/shared/payments/deposit';
import { canMovePayment } from '@/shared/payments/states';
import type { PaymentActor, PaymentOutcomes } from '../outcomes';
import type { PaymentProvider, ProviderSetup } from '../providers/types';
import { ProviderRefusal } from '../providers/types';
import { type PaymentRow, paymentJobs, payments } from '../schema';
import { actionKey, applyProviderState, lockPayment, recordMovement } from './ledger';

/** The job that places a saved card's hold (one per order: its key). */
export const holdJobKey = (orderId: string) => `hold:${orderId}`;

type Apply = { tx: Executor; row: PaymentRow; outcomes: PaymentOutcomes; actor: PaymentActor };

/**
 * Brings a payment waiting for its setup page to what the provider says (decision 101): the card
 * saved → `card_saved`, with the hold's job queued in the same transaction (due at `hold_due_at`,
 * so it survives restarts); the page expired → `expired`, as an abandoned checkout. Webhooks late or
 * twice, the return from the page and the reconcile pass all come here; each step happens once.
 */
export async function applySetupState(a: Apply, seen: ProviderSetup): Promise<PaymentRow> {
  if (seen.paymentMethodId && canMovePayment(a.row.state, 'card_saved')) return saveCard(a, seen);
  if (seen.session === 'expired') return expireSavedPage(a);
  return a.row;
}

/**
 * The card saved (by a setup page, or with a pre-order's deposit — `deposit`, decision 105):
 * `card_saved`, the hold's job queued in the same transaction, and the order told.
 */
export async function saveCard(
  a: Apply,
  seen: Omit<ProviderSetup, 'session'>,
  deposit: { intentId: string | null; cents: number } | null = null,
): Promise<PaymentRow> {
  const { row } = a;
  const dueAt = row.hold_due_at ?? new Date();
  // A deposit of the whole order (decision 107): no rest to hold, so no job (Stripe refuses a hold of 0).
  const holdLater = restNeedsHold(row.hold_cents);
  const set = {
    state: 'card_saved' as const,
    ...(holdLater ? {} : { hold_due_at: null }),
    customer_id: seen.customerId,
    payment_method_id: seen.paymentMethodId,
    card_brand: seen.cardBrand,
    card_last4: seen.cardLast4,
    failure_code: null,
    ...(deposit ? { deposit_intent_id: deposit.intentId, deposit_captured_cents: deposit.cents } : {}),
    updated_at: new Date(),
  };
  await a.tx.update(payments).set(set).where(eq(payments.id, row.id));
  if (holdLater)
    await a.tx
      .insert(paymentJobs)
      .values({ kind: 'place_hold', key: holdJobKey(row.order_id), order_id: row.order_id, due_at: dueAt })
      .onConflictDoNothing({ target: paymentJobs.key });
  await a.outcomes(
    a.tx,
    row.order_id,
    {
      kind: 'card_saved',
      holdCents: row.hold_cents,
      holdDueAt: dueAt,
      cardBrand: seen.cardBrand,
      cardLast4: seen.cardLast4,
      ...(deposit ? { depositCents: deposit.cents } : {}),
    },
    a.actor,
  );
  return { ...row, ...set };
}

/** A page that saves her card expired unused: the order is given up as an abandoned checkout. */
export async function expireSavedPage(a: Apply): Promise<PaymentRow> {
  const { row } = a;
  if (!canMovePayment(row.state, 'expired')) return row;
  await recordMovement(a.tx, row, 'expiry', 0, actionKey(row.order_id, 'expiry'));
  await a.tx
    .update(payments)
    .set({ state: 'expired', updated_at: new Date() })
    .where(eq(payments.id, row.id));
  await a.outcomes(a.tx, row.order_id, { kind: 'expired' }, a.actor);
  return { ...row, state: 'expired' };
}

/** A payment still waiting for its setup page (its state is read with `readSetup`). */
export const waitsForSetup = (row: PaymentRow) =>
  row.setup_session_id !== null && (row.state === 'awaiting_payment' || row.state === 'failed');

/**
 * The hold of a saved card, when its job is due: an off-session PaymentIntent with the order's
 * idempotency key. Placed → `authorized` (as a hold at checkout); refused by the bank (declined,
 * authentication required) → `awaiting_customer`, and the order tells her (a link to pay). A fault
 * (Stripe down) throws: the job is tried again later. Answers what happened.
 */
export async function placeSavedHold(o: {
  db: Db;
  orderId: string;
  provider: PaymentProvider;
  outcomes: PaymentOutcomes;
}): Promise<'placed' | 'waits_for_customer' | 'not_due'> {
  const { db, orderId } = o;
  const [row] = await db.select().from(payments).where(eq(payments.order_id, orderId));
  if (row?.state !== 'card_saved' || !row.customer_id || !row.payment_method_id) return 'not_due';
  const request = {
    orderId,
    customerId: row.customer_id,
    paymentMethodId: row.payment_method_id,
    amountCents: row.hold_cents,
    currency: row.currency,
  };
  let seen: Awaited<ReturnType<PaymentProvider['holdSaved']>>;
  try {
    seen = await o.provider.holdSaved(request, actionKey(orderId, 'hold-saved-card'));
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, orderId);
      if (locked?.state !== 'card_saved') return;
      await recordMovement(tx, locked, 'failure', 0, actionKey(orderId, 'hold-saved-card:failure'), {
        reason: error.code,
      });
      await tx
        .update(payments)
        .set({ state: 'awaiting_customer', failure_code: error.code, updated_at: new Date() })
        .where(eq(payments.id, locked.id));
      await o.outcomes(
        tx,
        orderId,
        { kind: 'hold_failed', code: error.code, holdCents: locked.hold_cents },
        null,
      );
    });
    return 'waits_for_customer';
  }
  await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, orderId);
    if (locked) await applyProviderState({ tx, row: locked, outcomes: o.outcomes, actor: null }, seen);
  });
  return 'placed';
}
