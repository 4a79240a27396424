import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { canMovePayment } from '@/shared/payments/states';
import type { PaymentActor, PaymentOutcomes } from '../outcomes';
import type { PaymentProvider, ProviderDeposit, ProviderSetup } from '../providers/types';
import { type PaymentRow, paymentJobs, payments } from '../schema';
import { actionKey, recordMovement } from './ledger';
import { applySetupState, expireSavedPage, holdJobKey } from './saved-card';

type Apply = { tx: Executor; row: PaymentRow; outcomes: PaymentOutcomes; actor: PaymentActor };

/** The page that saves her card: a setup page (decision 101) or a pre-order's deposit page (105). */
export type SavedPage = { kind: 'setup'; seen: ProviderSetup } | { kind: 'deposit'; seen: ProviderDeposit };

export async function readSavedPage(p: PaymentProvider, row: PaymentRow): Promise<SavedPage> {
  const id = row.setup_session_id as string;
  return row.deposit_cents > 0
    ? { kind: 'deposit', seen: await p.readDeposit(id) }
    : { kind: 'setup', seen: await p.readSetup(id) };
}

export const applySavedPage = (a: Apply, page: SavedPage) =>
  page.kind === 'deposit' ? applyDepositState(a, page.seen) : applySetupState(a, page.seen);

/**
 * Brings a payment waiting for its deposit page to what the provider says (decision 105): the
 * deposit charged and the card saved → `card_saved`, the deposit's movement recorded once (key
 * `order:<id>:deposit`), and the rest's `place_hold` job queued in the same transaction; the card
 * declined → `failed` (she may try again on the same page); the page expired → `expired`.
 */
export async function applyDepositState(a: Apply, seen: ProviderDeposit): Promise<PaymentRow> {
  const { row } = a;
  if (seen.intent === 'succeeded' && seen.paymentMethodId && canMovePayment(row.state, 'card_saved')) {
    const dueAt = row.hold_due_at ?? new Date();
    await recordMovement(a.tx, row, 'deposit', seen.capturedCents, actionKey(row.order_id, 'deposit'), {
      providerRef: seen.intentId,
    });
    const set = {
      state: 'card_saved' as const,
      deposit_intent_id: seen.intentId,
      deposit_captured_cents: seen.capturedCents,
      customer_id: seen.customerId,
      payment_method_id: seen.paymentMethodId,
      card_brand: seen.cardBrand,
      card_last4: seen.cardLast4,
      failure_code: null,
      updated_at: new Date(),
    };
    await a.tx.update(payments).set(set).where(eq(payments.id, row.id));
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
        depositCents: seen.capturedCents,
      },
      a.actor,
    );
    return { ...row, ...set };
  }
  if (seen.session === 'expired') return expireSavedPage(a);
  const code = seen.failureCode;
  if (code && seen.intent === 'requires_payment_method' && row.failure_code !== code) {
    if (!canMovePayment(row.state, 'failed')) return row;
    await recordMovement(
      a.tx,
      row,
      'failure',
      0,
      `${actionKey(row.order_id, 'deposit:failure')}:${code}:${Date.now()}`,
      {
        reason: code,
      },
    );
    await a.tx
      .update(payments)
      .set({ state: 'failed', failure_code: code, updated_at: new Date() })
      .where(eq(payments.id, row.id));
    await a.outcomes(a.tx, row.order_id, { kind: 'failed', code }, a.actor);
    return { ...row, state: 'failed', failure_code: code };
  }
  return row;
}
