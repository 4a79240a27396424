import { randomBytes } from 'node:crypto';

/** The objects of Stripe's API the fake keeps, with the fields Stripe documents for them. */

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const unixNow = (now: number) => Math.floor(now / 1000);

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type Charge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  currency: string;
  paid: boolean;
  status: 'succeeded' | 'failed';
  payment_intent: string;
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  };
  outcome: { type: string; seller_message: string };
  failure_code: string | null;
  created: number;
  livemode: false;
};

export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  currency: string;
  status: PaymentIntentStatus;
  latest_charge: string | Charge | null;
  last_payment_error: {
    type: 'card_error';
    code: string;
    decline_code: string;
    message: string;
    charge?: string;
  } | null;
  cancellation_reason: string | null;
  metadata: Record<string, string>;
  description: string | null;
  payment_method: string | null;
  /** The customer whose saved card pays it (an off-session hold), else null. */
  customer: string | null;
  payment_method_types: string[];
  canceled_at: number | null;
  created: number;
  livemode: false;
  client_secret: string;
};

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  /** `setup`: the card is saved for later (a SetupIntent), nothing is charged or held. */
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | PaymentIntent | null;
  /** Setup mode: the SetupIntent (made when the page is first submitted) and its customer. */
  setup_intent: string | Record<string, unknown> | null;
  customer: string | null;
  /** `always`: a Customer is made for her when the page is confirmed (payment and setup modes). */
  customer_creation: 'always' | 'if_required' | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  line_items_data: { name: string; unit_amount: number; quantity: number }[];
  payment_intent_data: {
    capture_method: PaymentIntent['capture_method'];
    metadata: Record<string, string>;
    /** `off_session`: the card that pays is saved to the session's customer (a pre-order's deposit). */
    setup_future_usage: string | null;
  };
  setup_intent_data: { metadata: Record<string, string> };
};

export type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};

/** A session without the fake's own bookkeeping (its line items are listed apart on Stripe). */
export function publicSession(session: CheckoutSession) {
  const { line_items_data: _lines, payment_intent_data: _pid, setup_intent_data: _sid, ...rest } = session;
  return rest;
}
