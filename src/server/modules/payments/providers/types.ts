import type { PaymentProviderId } from '@/shared/payments/states';

/**
 * What the payments module asks of a provider (decision 078). Every call that moves money carries
 * an idempotency key derived from the order and the action, so a retry never moves it twice.
 */
export type CheckoutRequest = {
  orderId: string;
  orderNumber: string;
  /** The hold: what the card is authorized for. */
  amountCents: number;
  currency: string;
  customerEmail: string;
  /** The person's language on the hosted page ("pt-BR" or "en"). */
  locale: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

export type CheckoutOpened = { sessionId: string; url: string; expiresAt: Date };

/** Saving a card for later (decision 101): a Checkout Session in setup mode, her customer made when she confirms it. */
export type SetupRequest = Omit<CheckoutRequest, 'amountCents'>;

/** What the provider says of a setup page: the card saved (its customer and payment method), or not yet. */
export type ProviderSetup = {
  session: 'open' | 'complete' | 'expired';
  customerId: string | null;
  paymentMethodId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
};

/** The hold of a saved card, placed off-session when it is due. */
export type SavedHoldRequest = {
  orderId: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
};

/**
 * A pre-order's deposit page (decision 105): a Checkout Session in payment mode charging the
 * deposit at once (automatic capture) and saving the card, to a customer made then, for the later hold.
 */
export type DepositRequest = CheckoutRequest;

/** What the provider says of a deposit page: the deposit's intent and the card it saved. */
export type ProviderDeposit = Omit<ProviderPayment, 'authorizedCents'> & {
  customerId: string | null;
  paymentMethodId: string | null;
};

/** The provider's view of a payment, used by the sync after the return and the reconcile pass. */
export type ProviderPayment = {
  session: 'open' | 'complete' | 'expired' | null;
  intentId: string | null;
  intent: 'none' | 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled' | 'other';
  authorizedCents: number;
  capturedCents: number;
  refundedCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The last failure as `code/decline_code` (card_declined/insufficient_funds). */
  failureCode: string | null;
};

/** A payment with no intent behind it yet (or any more): nothing held, captured or refunded. */
export const NO_INTENT: Omit<ProviderPayment, 'session'> = {
  intentId: null,
  intent: 'none',
  authorizedCents: 0,
  capturedCents: 0,
  refundedCents: 0,
  cardBrand: null,
  cardLast4: null,
  failureCode: null,
};

/** A webhook the provider signed, reduced to what the module needs. */
export type ProviderEvent = {
  id: string;
  type: string;
  orderId: string | null;
  sessionId: string | null;
  intentId: string | null;
  /**
   * Whether this kind of event can move a payment (a page paid or expired, a hold, a capture, a
   * refund, a card saved). Others (a customer or an intent created, a card attached) are
   * acknowledged and left: nothing is read for them (decision 133).
   */
  movesPayment: boolean;
};

/** A refusal the provider gave (card declined, amount too large, wrong state): not a fault. */
export class ProviderRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type PaymentProvider = {
  id: PaymentProviderId;
  openCheckout(request: CheckoutRequest, key: string): Promise<CheckoutOpened>;
  capture(intentId: string, amountCents: number, key: string): Promise<{ capturedCents: number }>;
  cancel(intentId: string, key: string): Promise<void>;
  refund(
    intentId: string,
    amountCents: number,
    reason: string | null,
    key: string,
  ): Promise<{ refundId: string }>;
  read(ref: { sessionId: string | null; intentId: string | null }): Promise<ProviderPayment>;
  expireCheckout(sessionId: string, key: string): Promise<void>;
  /** A page that saves her card for off-session use (nothing held or charged), to a customer made then. */
  openSetup(request: SetupRequest, key: string): Promise<CheckoutOpened>;
  readSetup(sessionId: string): Promise<ProviderSetup>;
  /** Throws ProviderRefusal when the bank declines or wants her authentication. */
  holdSaved(request: SavedHoldRequest, key: string): Promise<ProviderPayment>;
  /** The deposit page (charged now, card saved for off-session use). */
  openDeposit(request: DepositRequest, key: string): Promise<CheckoutOpened>;
  readDeposit(sessionId: string): Promise<ProviderDeposit>;
  /** Throws when the signature is not the provider's (forged, replayed too late, altered). */
  verifyWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
  /** The account the keys belong to ("Verificar conexão"). */
  account(): Promise<{ name: string | null; country: string | null }>;
};
