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
};
export const SUCCEEDING_CARDS: Record<string, string> = {
  '4242424242424242': 'visa',
  '5555555555554444': 'mastercard',
  '378282246310005': 'amex',
};

export const cardDeclined = (declineCode: string, message: string) =>
  new FakeStripeError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    message,
    doc_url: doc('card_declined'),
  });
