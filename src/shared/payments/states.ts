/**
 * The payment of an order (issue 36, decision 078). A card payment goes awaiting_payment →
 * authorized (the hold) → captured → partially_refunded / refunded, or ends failed, expired or
 * canceled (the hold given back). Manual payments (pay on delivery, bank transfer) keep the
 * order's pending / confirmed and have no row here.
 */
export const PAYMENT_STATES = [
  'awaiting_payment',
  // A window more than 6 days ahead (decision 101): the card saved, the hold placed 2 days before.
  'card_saved',
  // That hold failed (declined, authentication required): the customer pays by a link.
  'awaiting_customer',
  'authorized',
  'captured',
  'partially_refunded',
  'refunded',
  'failed',
  'expired',
  'canceled',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const NEXT: Record<PaymentState, readonly PaymentState[]> = {
  awaiting_payment: ['authorized', 'card_saved', 'failed', 'expired', 'canceled', 'awaiting_payment'],
  card_saved: ['authorized', 'awaiting_customer', 'canceled'],
  // Her link's page may be declined again and expire: she still may pay until staff cancel.
  awaiting_customer: ['authorized', 'canceled'],
  // A declined card may be tried again on the same page: failed is not final before expiry.
  // (A pre-order's deposit page, decision 105: paid on a second try, the card saved.)
  failed: ['authorized', 'card_saved', 'expired', 'canceled', 'failed'],
  authorized: ['captured', 'canceled'],
  captured: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  expired: [],
  canceled: [],
};

/** Whether a payment may move from one state to another (webhooks out of order are refused here). */
export const canMovePayment = (from: PaymentState, to: PaymentState) => NEXT[from].includes(to);

/** The hold is still on the card. */
export const isHeld = (state: PaymentState) => state === 'authorized';
/** Money was taken (some may have been given back). */
export const wasCaptured = (state: PaymentState) =>
  state === 'captured' || state === 'partially_refunded' || state === 'refunded';

/** The providers behind the module's door: `manual` (pay on delivery, transfer) and `stripe`. */
export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** Every money movement recorded on a payment. */
export const PAYMENT_MOVEMENTS = [
  'hold',
  'capture',
  'release',
  'refund',
  'failure',
  'expiry',
  // A pre-order's deposit (decision 105): charged on its own intent, refunded from it.
  'deposit',
  'deposit_refund',
  // The final total not charged when a hold is released after weighing (decision 112): 0, or below the card's minimum.
  'uncharged',
] as const;
export type PaymentMovement = (typeof PAYMENT_MOVEMENTS)[number];

/** How a payment answers an order's screens (customer and desk); money in integer cents. */
export type PaymentView = {
  provider: PaymentProviderId;
  state: PaymentState;
  holdCents: number;
  capturedCents: number;
  refundedCents: number;
  /** Hold given back: the hold minus what was captured once captured, the whole hold once canceled. */
  releasedCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The provider's reason of the last failure, as a message key. */
  failureKey: string | null;
  /** A saved card's hold is placed then (decision 101); null when held at checkout. */
  holdDueAt: string | null;
  /**
   * A pre-order's deposit by card (decision 105): asked (0: none), charged on its own intent (0
   * until paid) and refunded from it. `holdCents`, `capturedCents` and `refundedCents` are the rest's.
   */
  deposit: { askedCents: number; chargedCents: number; refundedCents: number };
  events: {
    movement: PaymentMovement;
    amountCents: number;
    reason: string | null;
    at: string;
  }[];
};

/** The released part of a hold as the customer reads it (`holdCents`: what was authorized, 0 if never). */
export function releasedOf(state: PaymentState, holdCents: number, capturedCents: number): number {
  if (state === 'canceled') return holdCents;
  return wasCaptured(state) ? Math.max(0, holdCents - capturedCents) : 0;
}

/**
 * What was owed and not charged when the hold was released after weighing (decision 112): 0 for a
 * final total of 0, a few cents below the card's minimum; null when the hold was not released so.
 */
export const unchargedOf = (payment: Pick<PaymentView, 'state' | 'events'>): number | null =>
  payment.state === 'canceled'
    ? (payment.events.find((e) => e.movement === 'uncharged')?.amountCents ?? null)
    : null;

/** The message a failed payment shows, from the provider's code (`card_declined/insufficient_funds`). */
export function failureMessageKey(
  code: string | null | undefined,
): 'payment.insufficientFunds' | 'payment.declined' | 'payment.failed' {
  if (!code) return 'payment.failed';
  if (code.includes('insufficient_funds')) return 'payment.insufficientFunds';
  if (code.startsWith('card_declined') || code.includes('decline')) return 'payment.declined';
  return 'payment.failed';
}
