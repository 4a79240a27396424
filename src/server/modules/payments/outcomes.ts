import type { Executor } from '@/server/db/client';

/**
 * What a payment's change means for its order, told to the orders module through this port
 * (wired in services.ts; payments comes before orders, decision 067). Called inside the
 * transaction that records the change, so the order's event and audit entry commit with it.
 */
export type PaymentOutcome =
  | { kind: 'authorized'; amountCents: number; cardBrand: string | null; cardLast4: string | null }
  | { kind: 'failed'; code: string }
  /** The card saved for a window far ahead (decision 101): the hold is placed at `holdDueAt`. */
  | {
      kind: 'card_saved';
      holdCents: number;
      holdDueAt: Date;
      cardBrand: string | null;
      cardLast4: string | null;
      /** A pre-order's deposit charged with the card saved (decision 105); absent: none. */
      depositCents?: number;
    }
  /** The saved card's hold failed: the order waits for the customer to pay by a link. */
  | { kind: 'hold_failed'; code: string; holdCents: number }
  | { kind: 'expired' }
  | {
      kind: 'captured';
      amountCents: number;
      releasedCents: number;
      /**
       * A pre-order settled by its deposit (decision 107): nothing captured, the deposit kept covers
       * the final total and `refundedCents` of it went back to her card; absent otherwise.
       */
      deposit?: { keptCents: number; refundedCents: number };
    }
  | {
      kind: 'canceled';
      releasedCents: number;
      /**
       * Released after weighing with nothing charged (decision 112): a final total of 0, or below
       * the card's minimum (`belowMinimum`, `amountCents` owed and not charged); absent otherwise.
       */
      uncharged?: { amountCents: number; belowMinimum: boolean };
    }
  | { kind: 'refunded'; amountCents: number; refundedCents: number; reason: string | null };

/** Staff who moved the money; null when the provider did (a webhook, the reconcile pass). */
export type PaymentActor = {
  userId: string;
  name: string | null;
  role: string;
  requestId?: string | null;
} | null;

export type PaymentOutcomes = (
  tx: Executor,
  orderId: string,
  outcome: PaymentOutcome,
  actor: PaymentActor,
) => Promise<void>;
