import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { formatMoney } from '@/shared/money';
import { splitRefund } from '@/shared/payments/deposit';
import { wasCaptured } from '@/shared/payments/states';
import { actionKey, recordMovement } from './actions/ledger';
import type { PaymentActor, PaymentOutcomes } from './outcomes';
import { type PaymentProvider, ProviderRefusal } from './providers/types';
import { providerFailure } from './saved-card-service';
import { type PaymentRow, paymentEvents, payments } from './schema';

/** The reason of the deposit's part above a final total that fell below it (decision 107). */
export const DEPOSIT_SETTLE_REASON = 'Peso final abaixo do sinal: diferença devolvida';

/** The service's claimed action (service.ts): claim, call the provider, record, release. */
export type Claimed = <T>(
  orderId: string,
  action: string,
  states: PaymentRow['state'][],
  run: (row: PaymentRow, provider: PaymentProvider) => Promise<T>,
  record: (tx: Executor, row: PaymentRow, result: T) => Promise<void>,
) => Promise<void>;

const rest = (row: PaymentRow) => ({ capturedCents: row.captured_cents, refundedCents: row.refunded_cents });
const deposit = (row: PaymentRow) => ({
  capturedCents: row.deposit_captured_cents,
  refundedCents: row.deposit_refunded_cents,
});

/**
 * Refunds across the order's intents (decisions 078 and 105): the rest's first, a pre-order's
 * deposit last, never more than captured − refunded on each; each part its own call and movement
 * with its own key. A deposit refund refused after the rest's went through is recorded as far as
 * it went, then answered as the provider's refusal.
 */
export function createRefunds(deps: {
  db: Db;
  claimed: Claimed;
  rowOf: (ex: Executor, orderId: string) => Promise<PaymentRow>;
  outcomes: () => PaymentOutcomes;
  now: () => Date;
}) {
  const { db, now } = deps;

  /** A refund of an amount (null: all that is left) with a reason, never more than captured − refunded. */
  async function refund(orderId: string, amountCents: number | null, reason: string, actor: PaymentActor) {
    const current = await deps.rowOf(db, orderId);
    // Captured: by the rest's capture, or settled by a pre-order's deposit alone (decision 107).
    if (!wasCaptured(current.state)) throw new AppError('conflict', 'payment.notCaptured');
    const check = splitRefund(amountCents, rest(current), deposit(current));
    if (!check.ok) {
      const max = formatMoney(check.maxCents, { currency: current.currency === 'BRL' ? 'BRL' : 'USD' });
      throw new AppError('validation_failed', check.key, {
        params: { max },
        fields: { amount: [{ key: check.key, params: { max } }] },
      });
    }
    const count = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.payment_id, current.id), eq(paymentEvents.movement, 'refund')))
      .then((rows) => rows.length);
    const key = actionKey(orderId, `refund-${count + 1}-${current.refunded_cents}-${check.amountCents}`);
    let refused: unknown = null;
    await deps.claimed(
      orderId,
      'refund',
      ['captured', 'partially_refunded'],
      async (row, p) => {
        // Checked again on the claimed row: another refund may have landed in between.
        const again = splitRefund(check.amountCents, rest(row), deposit(row));
        if (!again.ok) throw new ProviderRefusal('refund_too_large', 'refund above what is left');
        const fromRest = again.fromRestCents
          ? (await p.refund(row.intent_id as string, again.fromRestCents, reason, key)).refundId
          : null;
        let fromDeposit: string | null = null;
        try {
          if (again.fromDepositCents)
            fromDeposit = (
              await p.refund(
                row.deposit_intent_id as string,
                again.fromDepositCents,
                reason,
                `${key}:deposit`,
              )
            ).refundId;
        } catch (error) {
          if (!fromRest) throw error;
          refused = error;
        }
        return { split: again, fromRest, fromDeposit };
      },
      async (tx, row, { split, fromRest, fromDeposit }) => {
        const restCents = fromRest ? split.fromRestCents : 0;
        const depositCents = fromDeposit ? split.fromDepositCents : 0;
        if (fromRest)
          await recordMovement(tx, row, 'refund', restCents, key, { providerRef: fromRest, reason, actor });
        if (fromDeposit)
          await recordMovement(tx, row, 'deposit_refund', depositCents, `${key}:deposit`, {
            providerRef: fromDeposit,
            reason,
            actor,
          });
        const refunded = row.refunded_cents + restCents;
        const depositRefunded = row.deposit_refunded_cents + depositCents;
        const total = refunded + depositRefunded;
        const state =
          total >= row.captured_cents + row.deposit_captured_cents ? 'refunded' : 'partially_refunded';
        await tx
          .update(payments)
          .set({
            state,
            refunded_cents: refunded,
            deposit_refunded_cents: depositRefunded,
            updated_at: now(),
          })
          .where(eq(payments.id, row.id));
        await deps.outcomes()(
          tx,
          orderId,
          { kind: 'refunded', amountCents: restCents + depositCents, refundedCents: total, reason },
          actor,
        );
      },
    );
    if (refused) throw providerFailure(refused);
  }

  /**
   * A pre-order cancelled (decision 105): the deposit goes back whole to her card, from its own
   * intent, before the rest's hold is released or its saved card dropped. Nothing to give back: no call.
   */
  async function refundDeposit(orderId: string, reason: string, actor: PaymentActor) {
    const current = await deps.rowOf(db, orderId);
    const left = current.deposit_captured_cents - current.deposit_refunded_cents;
    if (!current.deposit_intent_id || left <= 0) return;
    const key = actionKey(orderId, 'deposit-refund');
    await deps.claimed(
      orderId,
      'refund-deposit',
      ['card_saved', 'awaiting_customer', 'authorized'],
      (row, p) => p.refund(row.deposit_intent_id as string, left, reason, key),
      async (tx, row, result) => {
        await recordMovement(tx, row, 'deposit_refund', left, key, {
          providerRef: result.refundId,
          reason,
          actor,
        });
        const depositRefunded = row.deposit_refunded_cents + left;
        await tx
          .update(payments)
          .set({ deposit_refunded_cents: depositRefunded, updated_at: now() })
          .where(eq(payments.id, row.id));
        await deps.outcomes()(
          tx,
          orderId,
          {
            kind: 'refunded',
            amountCents: left,
            refundedCents: row.refunded_cents + depositRefunded,
            reason,
          },
          actor,
        );
      },
    );
  }

  /**
   * A pre-order whose final total is not above the deposit kept (decision 107): nothing is captured
   * (Stripe refuses a capture of 0), the rest's hold goes back whole, the deposit above the total is
   * refunded from its intent, and the payment reads captured — the order is paid. From `card_saved`
   * only when there is no rest to hold (a deposit of the whole order): a hold still to be placed
   * would race its job.
   */
  async function settleByDeposit(orderId: string, refundCents: number, actor: PaymentActor) {
    const current = await deps.rowOf(db, orderId);
    const kept = current.deposit_captured_cents - current.deposit_refunded_cents;
    if (kept <= 0 || refundCents > kept || (current.state === 'card_saved' && current.hold_cents > 0))
      throw new AppError('conflict', 'payment.notAuthorized');
    const key = actionKey(orderId, 'deposit-settle');
    await deps.claimed(
      orderId,
      'settle',
      ['authorized', 'card_saved'],
      async (row, p) => {
        const held = row.state === 'authorized' && row.intent_id ? row.authorized_cents : 0;
        if (held) await p.cancel(row.intent_id as string, actionKey(orderId, 'cancel'));
        const refunded =
          refundCents > 0
            ? (await p.refund(row.deposit_intent_id as string, refundCents, DEPOSIT_SETTLE_REASON, key))
                .refundId
            : null;
        return { held, refunded };
      },
      async (tx, row, { held, refunded }) => {
        if (held) await recordMovement(tx, row, 'release', held, actionKey(orderId, 'release'), { actor });
        if (refunded)
          await recordMovement(tx, row, 'deposit_refund', refundCents, key, {
            providerRef: refunded,
            reason: DEPOSIT_SETTLE_REASON,
            actor,
          });
        const depositRefunded = row.deposit_refunded_cents + (refunded ? refundCents : 0);
        await tx
          .update(payments)
          .set({
            state: 'captured',
            captured_cents: 0,
            deposit_refunded_cents: depositRefunded,
            updated_at: now(),
          })
          .where(eq(payments.id, row.id));
        await deps.outcomes()(
          tx,
          orderId,
          {
            kind: 'captured',
            amountCents: 0,
            releasedCents: held,
            deposit: {
              keptCents: row.deposit_captured_cents - depositRefunded,
              refundedCents: refunded ? refundCents : 0,
            },
          },
          actor,
        );
      },
    );
  }

  return { refund, refundDeposit, settleByDeposit };
}
