import { eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { formatMoney } from '@/shared/money';
import { cardMinimumCents } from '@/shared/payments/minimum';
import { actionKey, recordMovement } from './actions/ledger';
import type { PaymentActor, PaymentOutcomes } from './outcomes';
import type { Claimed } from './refund';
import { payments } from './schema';

/** The reason on the movements of a hold released after weighing with nothing to charge (decision 112). */
export const UNCHARGED_REASON = 'Nada a cobrar no cartão após a pesagem';
export const BELOW_MINIMUM_REASON = 'Total final abaixo do mínimo do cartão: não cobrado';

/**
 * After weighing, nothing can be charged on the card (decision 112): a final total of 0, or one
 * below Stripe's minimum charge (a capture below it is refused with `amount_too_small`, and the
 * shop never charges more than owed). The hold is cancelled whole at Stripe with the cancel's own
 * key (`order:<id>:cancel`: a retry after a lost answer gets Stripe's first answer), then one
 * transaction records the `release` and an `uncharged` movement (what was owed and not charged:
 * 0, or those few cents), the state `canceled` and the outcome that marks the order settled.
 * A second call finds the payment no longer authorized: 409, and nothing is called again.
 */
export function createUncharged(deps: {
  claimed: Claimed;
  outcomes: () => PaymentOutcomes;
  now: () => Date;
}) {
  return {
    releaseUncharged(orderId: string, unchargedCents: number, actor: PaymentActor) {
      const belowMinimum = unchargedCents > 0;
      const reason = belowMinimum ? BELOW_MINIMUM_REASON : UNCHARGED_REASON;
      return deps.claimed(
        orderId,
        'cancel',
        ['authorized'],
        (row, p) => p.cancel(row.intent_id as string, actionKey(orderId, 'cancel')),
        async (tx, row) => {
          await recordMovement(tx, row, 'release', row.authorized_cents, actionKey(orderId, 'release'), {
            reason,
            actor,
          });
          await recordMovement(tx, row, 'uncharged', unchargedCents, actionKey(orderId, 'uncharged'), {
            reason,
            actor,
          });
          await tx
            .update(payments)
            .set({ state: 'canceled', updated_at: deps.now() })
            .where(eq(payments.id, row.id));
          await deps.outcomes()(
            tx,
            orderId,
            {
              kind: 'canceled',
              releasedCents: row.authorized_cents,
              uncharged: { amountCents: unchargedCents, belowMinimum },
            },
            actor,
          );
        },
      );
    },
  };
}

/** Checkout's refusal of a card hold below Stripe's minimum charge (decision 112), in words, on the field. */
export function belowCardMinimum(currency: string) {
  const minimum = formatMoney(cardMinimumCents(currency), { currency: currency === 'BRL' ? 'BRL' : 'USD' });
  return new AppError('validation_failed', 'payment.belowCardMinimum', {
    params: { minimum },
    fields: { paymentMethod: [{ key: 'payment.belowCardMinimum', params: { minimum } }] },
  });
}
