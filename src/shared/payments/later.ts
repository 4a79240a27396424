/**
 * When a card order's hold is placed (issue 36, decision 101). A Stripe hold (an uncaptured
 * PaymentIntent) lives 7 days: a window starting more than 6 days after checkout cannot be held at
 * checkout, so the card is saved then (a SetupIntent) and the hold is placed by a job 2 days before
 * the window starts. Pure, the same on the server and the screen; instants in milliseconds.
 */

/** How long Stripe keeps an uncaptured card hold on its standard pricing. */
export const HOLD_LIFE_DAYS = 7;
/** A window starting more than this after checkout saves the card instead of holding it. */
export const SAVE_CARD_AFTER_DAYS = 6;
/** The hold of a saved card is placed this long before its window starts. */
export const HOLD_LEAD_DAYS = 2;

const DAY_MS = 24 * 60 * 60_000;

/** How a card order is paid at checkout: `hold` now (the hosted page in payment mode) or `save_card`. */
export type CardTiming = 'hold' | 'save_card';

/** `save_card` when the window starts more than SAVE_CARD_AFTER_DAYS after checkout. */
export function cardTimingFor(checkoutAt: Date, windowStartsAt: Date): CardTiming {
  return windowStartsAt.getTime() - checkoutAt.getTime() > SAVE_CARD_AFTER_DAYS * DAY_MS
    ? 'save_card'
    : 'hold';
}

/**
 * When the job places the hold of a saved card: HOLD_LEAD_DAYS before the window starts (the hold
 * then outlives the window's day by 5 days), never before checkout.
 */
export function holdDueAt(checkoutAt: Date, windowStartsAt: Date): Date {
  const due = windowStartsAt.getTime() - HOLD_LEAD_DAYS * DAY_MS;
  return new Date(Math.max(due, checkoutAt.getTime()));
}
