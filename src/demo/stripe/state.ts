import {
  AUTHENTICATION_CARDS,
  amountTooLarge,
  authenticationRequired,
  cardDeclined,
  DECLINES,
  type FakeStripeError,
  invalidRequest,
  resourceMissing,
  SUCCEEDING_CARDS,
  unexpectedState,
} from './errors';
import { expandOf, type FormObject, metadataOf, str } from './form';
import { checkMinimum } from './minimums';
import { type Charge, newId, type PaymentIntent, type Refund, type StripeEvent, unixNow } from './objects';

export const API_VERSION = '2025-10-29.clover';
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
];

/** What the caller of an operation tells the fake about the request (for the events' `request`). */
export type RequestInfo = { requestId: string; idempotencyKey: string | null };

/** The fake's memory: every object, every event in order; `now` is the fake's clock (ms). */
export function createStripeState(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const events: StripeEvent[] = [];
  const listeners = new Set<(event: StripeEvent) => void>();
  /**
   * The card number behind a payment method id (the saved cards register theirs, saved-cards.ts);
   * Stripe's test payment methods by name otherwise.
   */
  const savedCard = {
    resolve: (pm: string, _customer: string | null): string =>
      pm === 'pm_card_chargeDeclined'
        ? '4000000000000002'
        : pm === 'pm_card_chargeDeclinedInsufficientFunds'
          ? '4000000000009995'
          : '4242424242424242',
  };

  function emit(
    type: string,
    object: unknown,
    request: RequestInfo | null,
    previous?: Record<string, unknown>,
  ) {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: unixNow(now()),
      type,
      // A snapshot: later changes to the object do not rewrite the event (as on Stripe).
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: request?.requestId ?? null, idempotency_key: request?.idempotencyKey ?? null },
    };
    events.push(event);
    for (const listener of listeners) listener(event);
    return event;
  }

  const intent = (id: string) => {
    const found = intents.get(id);
    if (!found) throw resourceMissing('payment_intent', id);
    return found;
  };
  function expandIntent(pi: PaymentIntent, expand: string[]): PaymentIntent {
    const copy = structuredClone(pi);
    if (expand.includes('latest_charge') && typeof copy.latest_charge === 'string')
      copy.latest_charge = structuredClone(charges.get(copy.latest_charge) ?? null);
    return copy;
  }

  function newIntent(
    amount: number,
    currency: string,
    capture: PaymentIntent['capture_method'],
    meta: Record<string, string>,
    description: string | null,
  ) {
    const pi: PaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: capture,
      currency,
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      cancellation_reason: null,
      metadata: meta,
      description,
      payment_method: null,
      customer: null,
      payment_method_types: ['card'],
      canceled_at: null,
      created: unixNow(now()),
      livemode: false,
      client_secret: '',
    };
    pi.client_secret = `${pi.id}_secret_${newId('s').slice(2)}`;
    intents.set(pi.id, pi);
    return pi;
  }

  function amountOf(form: FormObject, key = 'amount'): number {
    const text = str(form, key);
    if (text === undefined) throw invalidRequest(`Missing required param: ${key}.`, key, 'parameter_missing');
    const amount = Number(text);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalidRequest(
        'This value must be greater than or equal to 1.',
        key,
        'parameter_invalid_integer',
      );
    if (amount > 99_999_999)
      throw invalidRequest('Amount must be no more than $999,999.99', key, 'amount_too_large');
    return amount;
  }

  /** Confirms an intent with a card number: authorizes (manual capture) or charges, or declines. */
  function payWithCard(
    pi: PaymentIntent,
    cardNumber: string,
    request: RequestInfo | null,
    offSession = false,
  ): FakeStripeError | null {
    const number = cardNumber.replace(/\D/g, '');
    if (offSession && AUTHENTICATION_CARDS.includes(number)) {
      // The bank asks for 3-D Secure, which an off-session payment cannot give: no charge is made.
      const failure = authenticationRequired();
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: failure.body.message,
      };
      emit('payment_intent.payment_failed', pi, request);
      return failure;
    }
    const decline = DECLINES[number];
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: pi.currency,
      paid: !decline,
      status: decline ? 'failed' : 'succeeded',
      payment_intent: pi.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: SUCCEEDING_CARDS[number] ?? 'visa',
          last4: number.slice(-4),
          exp_month: 12,
          exp_year: 2034,
        },
      },
      outcome: decline
        ? {
            type: 'issuer_declined',
            seller_message: 'The bank did not return any further details with this decline.',
          }
        : { type: 'authorized', seller_message: 'Payment complete.' },
      failure_code: decline ? 'card_declined' : null,
      created: unixNow(now()),
      livemode: false,
    };
    charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    pi.payment_method = newId('pm');
    if (decline || !SUCCEEDING_CARDS[number]) {
      const reason = decline ?? {
        decline_code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      };
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        type: 'card_error',
        code: decline ? 'card_declined' : 'incorrect_number',
        decline_code: reason.decline_code,
        message: reason.message,
        charge: charge.id,
      };
      emit('payment_intent.payment_failed', pi, request);
      return cardDeclined(reason.decline_code, reason.message);
    }
    pi.last_payment_error = null;
    if (pi.capture_method === 'manual') {
      pi.status = 'requires_capture';
      pi.amount_capturable = pi.amount;
      emit('charge.succeeded', charge, request);
      emit('payment_intent.amount_capturable_updated', pi, request);
    } else {
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      charge.captured = true;
      charge.amount_captured = pi.amount;
      emit('charge.succeeded', charge, request);
      emit('payment_intent.succeeded', pi, request);
    }
    return null;
  }

  return {
    now,
    emit,
    intent,
    charges,
    expandIntent,
    newIntent,
    amountOf,
    payWithCard,
    savedCard,
    CANCELABLE,
    events,
    intents,
    onEvent(listener: (event: StripeEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    createIntent(form: FormObject, request: RequestInfo) {
      const amount = amountOf(form);
      const currency = (str(form, 'currency') ?? '').toLowerCase();
      if (!currency)
        throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
      checkMinimum(amount, currency);
      const capture = (str(form, 'capture_method') ?? 'automatic_async') as PaymentIntent['capture_method'];
      const pi = newIntent(amount, currency, capture, metadataOf(form), str(form, 'description') ?? null);
      emit('payment_intent.created', pi, request);
      // A saved card confirmed at once (the off-session hold of an order far ahead, decision 101).
      const pm = str(form, 'payment_method');
      if (pm && str(form, 'confirm') === 'true') {
        const card = savedCard.resolve(pm, str(form, 'customer') ?? null);
        pi.payment_method = pm;
        if (str(form, 'customer')) pi.customer = str(form, 'customer') ?? null;
        const failure = payWithCard(pi, card, request, str(form, 'off_session') === 'true');
        pi.payment_method = pm;
        if (failure) {
          failure.body.payment_intent = structuredClone(pi);
          throw failure;
        }
      }
      return expandIntent(pi, expandOf(form));
    },
    retrieveIntent: (id: string, query: FormObject) => expandIntent(intent(id), expandOf(query)),
    captureIntent(id: string, form: FormObject, request: RequestInfo) {
      const pi = intent(id);
      if (pi.status !== 'requires_capture') throw unexpectedState('PaymentIntent', pi.status, 'captured');
      const amount =
        str(form, 'amount_to_capture') === undefined
          ? pi.amount_capturable
          : amountOf(form, 'amount_to_capture');
      if (amount > pi.amount_capturable)
        throw amountTooLarge(
          `The amount_to_capture (${amount}) must be less than or equal to the amount_capturable (${pi.amount_capturable}).`,
        );
      // A partial capture is a charge too: never below the currency's minimum (decision 112).
      checkMinimum(amount, pi.currency, 'amount_to_capture');
      pi.status = 'succeeded';
      pi.amount_received = amount;
      pi.amount_capturable = 0;
      const charge = charges.get(pi.latest_charge as string);
      if (charge) {
        charge.captured = true;
        charge.amount_captured = amount;
        // The part not captured goes back to the card: Stripe shows it as refunded on the charge.
        charge.amount_refunded = pi.amount - amount;
        emit('charge.captured', charge, request);
      }
      emit('payment_intent.succeeded', pi, request);
      return expandIntent(pi, expandOf(form));
    },
    cancelIntent(id: string, form: FormObject, request: RequestInfo) {
      const pi = intent(id);
      if (!CANCELABLE.includes(pi.status)) throw unexpectedState('PaymentIntent', pi.status, 'canceled');
      pi.status = 'canceled';
      pi.amount_capturable = 0;
      pi.canceled_at = unixNow(now());
      pi.cancellation_reason = str(form, 'cancellation_reason') ?? null;
      emit('payment_intent.canceled', pi, request);
      return expandIntent(pi, expandOf(form));
    },

    createRefund(form: FormObject, request: RequestInfo) {
      const piId = str(form, 'payment_intent');
      const chargeId = str(form, 'charge') ?? (piId ? (intent(piId).latest_charge as string | null) : null);
      const charge = chargeId ? charges.get(chargeId) : undefined;
      if (!charge)
        throw invalidRequest(
          'Missing required param: payment_intent.',
          'payment_intent',
          'parameter_missing',
        );
      if (!charge.captured)
        throw invalidRequest(
          `Charge ${charge.id} has not been captured.`,
          undefined,
          'charge_not_refundable',
        );
      const left =
        charge.amount_captured - (charge.amount_refunded - (charge.amount - charge.amount_captured));
      if (left <= 0)
        throw invalidRequest(
          `Charge ${charge.id} has already been refunded.`,
          undefined,
          'charge_already_refunded',
        );
      const amount = str(form, 'amount') === undefined ? left : amountOf(form);
      if (amount > left)
        throw amountTooLarge(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        );
      const refund: Refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        reason: (str(form, 'reason') as Refund['reason']) ?? null,
        status: 'succeeded',
        metadata: metadataOf(form),
        created: unixNow(now()),
      };
      refunds.set(refund.id, refund);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      emit('refund.created', refund, request);
      emit('charge.refunded', charge, request);
      return refund;
    },
    retrieveRefund(id: string) {
      const found = refunds.get(id);
      if (!found) throw resourceMissing('refund', id);
      return found;
    },
    retrieveEvent(id: string) {
      const found = events.find((e) => e.id === id);
      if (!found) throw resourceMissing('event', id);
      return found;
    },
  };
}

export type StripeState = ReturnType<typeof createStripeState>;
