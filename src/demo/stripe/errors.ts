/**
 * Stripe's error objects (https://docs.stripe.com/api/errors): `{ error: { type, code, message,
 * param, decline_code, doc_url, … } }` with the HTTP status Stripe uses for each.
 */
export type StripeErrorBody = {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  payment_intent?: unknown;
};

export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const doc = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export const resourceMissing = (kind: string, id: string) =>
  new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${id}'`,
    doc_url: doc('resource_missing'),
  });

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new FakeStripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: doc(code) } : {}),
  });

export const unexpectedState = (kind: string, status: string, action: string) =>
  invalidRequest(
    `This ${kind} could not be ${action} because it has a status of ${status}.`,
    undefined,
    'payment_intent_unexpected_state',
  );

export const amountTooLarge = (message: string) => invalidRequest(message, 'amount', 'amount_too_large');

export const idempotencyMismatch = (key: string) =>
  new FakeStripeError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });

export const invalidApiKey = (key: string) =>
  new FakeStripeError(401, {
    type: 'invalid_request_error',
    message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
  });

/** The test cards Stripe documents, and what each does on the hosted page. */
export const DECLINES: Record<string, { decline_code: string; message: string }> = {
  '4000000000000002': { decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  // Attaching it to a customer succeeds; every charge is declined (Stripe's "attach, then fail").
  '4000000000000341': { decline_code: 'generic_decline', message: 'Your card was declined.' },
};
/** Declined already when saved (a SetupIntent): the cards that fail every check (0341 attaches fine). */
export const SETUP_DECLINES = ['4000000000000002', '4000000000009995'];
/** Needs the customer's authentication (3-D Secure) on every payment: off-session it fails. */
export const AUTHENTICATION_CARDS = ['4000002760003184'];
export const SUCCEEDING_CARDS: Record<string, string> = {
  '4242424242424242': 'visa',
  '5555555555554444': 'mastercard',
  '378282246310005': 'amex',
  // Authenticated on the hosted page (the fake's page stands for the 3-D Secure challenge passed).
  '4000002760003184': 'visa',
};

export const cardDeclined = (declineCode: string, message: string) =>
  new FakeStripeError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    message,
    doc_url: doc('card_declined'),
  });

/** An off-session payment the bank wants authenticated (the customer must come back, on-session). */
export const authenticationRequired = () =>
  new FakeStripeError(402, {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    doc_url: doc('authentication_required'),
  });
