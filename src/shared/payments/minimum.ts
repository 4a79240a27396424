import { type RestSettlement, restHoldCents, settleRest } from './deposit';

/**
 * Stripe's minimum charge (decision 112): a charge — a PaymentIntent, a Checkout Session's total, an
 * `amount_to_capture` — below the currency's minimum is refused with `amount_too_small`
 * (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts: US$ 0.50, R$ 0.50,
 * € 0.50, £ 0.30 …). Minor units; a currency not listed is held to US$ 0.50's 50.
 */
export const CARD_MINIMUM_CENTS: Readonly<Record<string, number>> = {
  usd: 50,
  brl: 50,
  eur: 50,
  cad: 50,
  aud: 50,
  gbp: 30,
  mxn: 1000,
};

export const cardMinimumCents = (currency: string) => CARD_MINIMUM_CENTS[currency.toLowerCase()] ?? 50;

/** The card is offered at checkout only for a hold Stripe accepts. */
export const cardHoldAccepted = (holdCents: number, currency: string) =>
  holdCents >= cardMinimumCents(currency);

/**
 * The hold placed later on a pre-order's saved card (decision 115): the checkout hold less the
 * deposit, or none when that rest is below the card's minimum. Stripe would refuse such a hold
 * (`amount_too_small`), and the order would then wait for a payment link two days before her day.
 * The deposit charged at checkout already covers all of the hold but those cents. `settleCard`
 * lets the deposit cover the order; a heavier weighing's extra is collected like any shortfall.
 */
export function laterHoldCents(holdCents: number, depositCents: number, currency: string): number {
  const rest = restHoldCents(holdCents, depositCents);
  return cardHoldAccepted(rest, currency) ? rest : 0;
}

/**
 * How staff settle a card order after weighing: the pre-order rules of decision 107 (`capture` or
 * `deposit_covers`), and `release` when nothing can be charged on the card — a final total of 0
 * (everything taken off), or a rest below the card's minimum, which Stripe refuses to capture and
 * the shop never rounds up (it would charge more than owed). `release` cancels the hold whole;
 * `unchargedCents` is what is owed and not charged (0, or a few cents the shop forgoes).
 */
export type CardSettlement =
  | RestSettlement
  | { kind: 'release'; releasedCents: number; unchargedCents: number; belowMinimum: boolean };

export function settleCard(
  finalTotalCents: number,
  depositKeptCents: number,
  restHoldCents: number,
  currency: string,
): CardSettlement {
  const rest = settleRest(finalTotalCents, depositKeptCents, restHoldCents);
  // A deposit kept covers what is owed (decision 107); with a rest below the minimum it keeps covering.
  if (rest.kind === 'capture' && depositKeptCents > 0 && rest.captureCents < cardMinimumCents(currency))
    return { kind: 'deposit_covers', releasedCents: restHoldCents, refundDepositCents: 0, shortfallCents: 0 };
  if (rest.kind === 'capture' && rest.captureCents < cardMinimumCents(currency))
    return {
      kind: 'release',
      releasedCents: restHoldCents,
      unchargedCents: rest.captureCents,
      belowMinimum: true,
    };
  if (rest.kind === 'deposit_covers' && depositKeptCents <= 0)
    return { kind: 'release', releasedCents: restHoldCents, unchargedCents: 0, belowMinimum: false };
  return rest;
}
