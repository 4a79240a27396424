import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { canMovePayment } from '@/shared/payments/states';
import type { PaymentActor, PaymentOutcomes } from '../outcomes';
import type { PaymentProvider, ProviderDeposit, ProviderSetup } from '../providers/types';
import { type PaymentRow, payments } from '../schema';
import { actionKey, recordMovement } from './ledger';
import { applySetupState, expireSavedPage, saveCard } from './saved-card';

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
    await recordMovement(a.tx, row, 'deposit', seen.capturedCents, actionKey(row.order_id, 'deposit'), {
      providerRef: seen.intentId,
    });
    return saveCard(a, seen, { intentId: seen.intentId, cents: seen.capturedCents });
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
