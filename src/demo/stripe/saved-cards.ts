import {
  cardDeclined,
  DECLINES,
  type FakeStripeError,
  invalidRequest,
  resourceMissing,
  SETUP_DECLINES,
  SUCCEEDING_CARDS,
} from './errors';
import { expandOf, type FormObject, metadataOf, str } from './form';
import { newId, unixNow } from './objects';
import type { RequestInfo, StripeState } from './state';

/**
 * Saved cards (issue 36, decision 101): Customers, PaymentMethods (attach) and SetupIntents, as
 * Stripe documents them. A SetupIntent is confirmed by the hosted page of a Checkout Session in
 * `setup` mode; its card is then attached to the session's customer and may pay off-session
 * (PaymentIntent `customer` + `payment_method` + `off_session` + `confirm`). 4000 0000 0000 0341
 * attaches and then every charge fails; 4000 0027 6000 3184 needs authentication on every payment.
 */
export type Customer = {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type PaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  created: number;
  livemode: false;
};

export type SetupIntent = {
  id: string;
  object: 'setup_intent';
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  customer: string | null;
  payment_method: string | PaymentMethod | null;
  usage: 'off_session' | 'on_session';
  metadata: Record<string, string>;
  last_setup_error: { type: 'card_error'; code: string; decline_code: string; message: string } | null;
  created: number;
  livemode: false;
  client_secret: string;
};

export function createSavedCards(core: StripeState) {
  const { now, emit } = core;
  const customers = new Map<string, Customer>();
  const methods = new Map<string, PaymentMethod>();
  const numbers = new Map<string, string>();
  const setupIntents = new Map<string, SetupIntent>();

  const customer = (id: string) => {
    const found = customers.get(id);
    if (!found) throw resourceMissing('customer', id);
    return found;
  };
  const method = (id: string) => {
    const found = methods.get(id);
    if (!found) throw resourceMissing('payment_method', id);
    return found;
  };

  // A saved payment method pays with its card; one of a customer only for that customer (Stripe).
  const named = core.savedCard.resolve;
  core.savedCard.resolve = (pm, customerId) => {
    const number = numbers.get(pm);
    if (!number) return named(pm, customerId);
    const saved = method(pm);
    if (saved.customer && saved.customer !== customerId)
      throw invalidRequest(
        `The provided PaymentMethod belongs to a Customer; pass customer=${saved.customer} to use it.`,
        'payment_method',
      );
    return number;
  };

  function setupAnswer(si: SetupIntent, expand: string[]) {
    const copy = structuredClone(si);
    if (expand.includes('payment_method') && typeof copy.payment_method === 'string')
      copy.payment_method = structuredClone(methods.get(copy.payment_method) ?? null);
    return copy;
  }

  function attach(pm: PaymentMethod, customerId: string, request: RequestInfo | null) {
    customer(customerId);
    if (pm.customer && pm.customer !== customerId)
      throw invalidRequest('This PaymentMethod is already attached to another customer.', 'payment_method');
    pm.customer = customerId;
    emit('payment_method.attached', pm, request);
  }

  /** A card kept as a PaymentMethod (attached to her when a customer is given), as Stripe saves it. */
  function saveCard(number: string, brand: string, customerId: string | null) {
    const pm: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand, last4: number.slice(-4), exp_month: 12, exp_year: 2034 },
      customer: null,
      created: unixNow(now()),
      livemode: false,
    };
    methods.set(pm.id, pm);
    numbers.set(pm.id, number);
    if (customerId) attach(pm, customerId, null);
    return pm;
  }

  return {
    customers,
    saveCard,
    methods,
    setupIntents,
    createCustomer(form: FormObject, request: RequestInfo | null) {
      const c: Customer = {
        id: newId('cus'),
        object: 'customer',
        email: str(form, 'email') ?? null,
        name: str(form, 'name') ?? null,
        metadata: metadataOf(form),
        created: unixNow(now()),
        livemode: false,
      };
      customers.set(c.id, c);
      emit('customer.created', c, request);
      return c;
    },
    retrieveCustomer: (id: string) => customer(id),
    retrievePaymentMethod: (id: string) => method(id),
    attachPaymentMethod(id: string, form: FormObject, request: RequestInfo) {
      const pm = method(id);
      const to = str(form, 'customer');
      if (!to) throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
      attach(pm, to, request);
      return pm;
    },
    retrieveSetupIntent(id: string, query: FormObject) {
      const si = setupIntents.get(id);
      if (!si) throw resourceMissing('setup_intent', id);
      return setupAnswer(si, expandOf(query));
    },
    /** A SetupIntent for a Checkout Session in setup mode (made when its page is first paid). */
    newSetupIntent(customerId: string | null, metadata: Record<string, string>) {
      const si: SetupIntent = {
        id: newId('seti'),
        object: 'setup_intent',
        status: 'requires_payment_method',
        customer: customerId,
        payment_method: null,
        usage: 'off_session',
        metadata,
        last_setup_error: null,
        created: unixNow(now()),
        livemode: false,
        client_secret: '',
      };
      si.client_secret = `${si.id}_secret_${newId('s').slice(2)}`;
      setupIntents.set(si.id, si);
      emit('setup_intent.created', si, null);
      return si;
    },
    /** The hosted page's card on a SetupIntent: saved and attached, or refused as Stripe refuses it. */
    confirmSetup(
      si: SetupIntent,
      cardNumber: string,
      /** The customer the card is saved to, asked only once the card is accepted (Checkout's own). */
      customerOnSuccess: () => string | null = () => si.customer,
    ): FakeStripeError | null {
      const number = cardNumber.replace(/\D/g, '');
      const known = SUCCEEDING_CARDS[number] ?? (DECLINES[number] ? 'visa' : null);
      if (!known || SETUP_DECLINES.includes(number)) {
        const reason = DECLINES[number] ?? {
          decline_code: 'incorrect_number',
          message: 'Your card number is incorrect.',
        };
        si.last_setup_error = {
          type: 'card_error',
          code: known ? 'card_declined' : 'incorrect_number',
          decline_code: reason.decline_code,
          message: reason.message,
        };
        emit('setup_intent.setup_failed', si, null);
        return cardDeclined(reason.decline_code, reason.message);
      }
      si.customer = customerOnSuccess();
      const pm = saveCard(number, known, si.customer);
      si.payment_method = pm.id;
      si.status = 'succeeded';
      si.last_setup_error = null;
      emit('setup_intent.succeeded', si, null);
      return null;
    },
  };
}

export type SavedCards = ReturnType<typeof createSavedCards>;
