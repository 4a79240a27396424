import { type Capture, captureFor, refundableCents } from './rules';

/**
 * A pre-order's deposit paid by card (issue 41, decisions 093 and 101): the deposit is charged at
 * checkout on its own PaymentIntent (the card saved with it), the rest is held 2 days before the
 * campaign's day and captured after weighing. Money in integer cents; pure, table-tested.
 */

/** The later hold: the checkout's hold (the estimate with the margin) less the deposit already charged. */
export const restHoldCents = (holdCents: number, depositCents: number) =>
  Math.max(0, holdCents - Math.max(0, depositCents));

export type RestCapture = Capture & {
  /** The deposit above the final total (a weighing far below the estimate): to be refunded. */
  depositExcessCents: number;
};

/**
 * After weighing, with a deposit already charged: capture the final total less the deposit, at
 * most the rest's hold; a final total below the deposit captures nothing and leaves the excess.
 */
export function restCaptureFor(finalTotalCents: number, depositCents: number, restHold: number): RestCapture {
  const deposit = Math.max(0, depositCents);
  return {
    ...captureFor(Math.max(0, finalTotalCents - deposit), restHold),
    depositExcessCents: Math.max(0, deposit - Math.max(0, finalTotalCents)),
  };
}

/**
 * How staff settle a pre-order after weighing (decision 107). `capture`: the rest's hold is charged
 * `captureCents`. `deposit_covers`: the final total is not above the deposit kept (a weighing far
 * under the estimate, or a deposit of the whole order with nothing left to hold) — nothing is
 * captured (Stripe refuses a capture of 0), the rest's hold, if any, goes back whole, and the
 * deposit above the final total is refunded from the deposit's intent.
 */
export type RestSettlement =
  | { kind: 'capture'; captureCents: number; releasedCents: number; shortfallCents: number }
  | { kind: 'deposit_covers'; releasedCents: number; refundDepositCents: number; shortfallCents: number };

export function settleRest(finalTotalCents: number, depositKept: number, restHold: number): RestSettlement {
  const rest = restCaptureFor(finalTotalCents, depositKept, restHold);
  if (rest.captureCents > 0)
    return {
      kind: 'capture',
      captureCents: rest.captureCents,
      releasedCents: rest.releasedCents,
      shortfallCents: rest.shortfallCents,
    };
  return {
    kind: 'deposit_covers',
    releasedCents: Math.max(0, restHold),
    refundDepositCents: rest.depositExcessCents,
    shortfallCents: rest.shortfallCents,
  };
}

/** Whether the rest needs a hold at all: a deposit of the whole hold leaves nothing to hold (decision 107). */
export const restNeedsHold = (restHold: number) => restHold > 0;

/** What one intent took and gave back. */
export type IntentMoney = { capturedCents: number; refundedCents: number };

export type SplitRefund =
  | { ok: true; amountCents: number; fromRestCents: number; fromDepositCents: number; fullyRefunded: boolean }
  | { ok: false; key: 'payment.refundNotPositive' | 'payment.refundTooLarge'; maxCents: number };

/**
 * A refund of `amountCents` (null: all that is left) across the two intents: the rest's first,
 * the deposit last; never more than captured − refunded on each.
 */
export function splitRefund(
  amountCents: number | null,
  rest: IntentMoney,
  deposit: IntentMoney,
): SplitRefund {
  const restLeft = refundableCents(rest.capturedCents, rest.refundedCents);
  const depositLeft = refundableCents(deposit.capturedCents, deposit.refundedCents);
  const maxCents = restLeft + depositLeft;
  const amount = amountCents ?? maxCents;
  if (!Number.isInteger(amount) || amount <= 0)
    return { ok: false, key: 'payment.refundNotPositive', maxCents };
  if (amount > maxCents) return { ok: false, key: 'payment.refundTooLarge', maxCents };
  const fromRestCents = Math.min(amount, restLeft);
  return {
    ok: true,
    amountCents: amount,
    fromRestCents,
    fromDepositCents: amount - fromRestCents,
    fullyRefunded: amount === maxCents,
  };
}

/**
 * A card order's money over both intents as staff count it (the refund dialog, the panel):
 * captured = the rest's capture + the deposit charged; refunded = both refunds.
 */
export function paidOverIntents(p: {
  capturedCents: number;
  refundedCents: number;
  deposit?: { chargedCents: number; refundedCents: number } | null;
}): IntentMoney {
  return {
    capturedCents: p.capturedCents + (p.deposit?.chargedCents ?? 0),
    refundedCents: p.refundedCents + (p.deposit?.refundedCents ?? 0),
  };
}

/** The deposit charged and not given back: what the rest's capture is reduced by. */
export const depositKeptCents = (
  deposit: { chargedCents: number; refundedCents: number } | null | undefined,
) => (deposit ? Math.max(0, deposit.chargedCents - deposit.refundedCents) : 0);
