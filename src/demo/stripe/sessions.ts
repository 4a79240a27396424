import { type FakeStripeError, invalidRequest, resourceMissing } from './errors';
import { expandOf, type FormObject, metadataOf, obj, str } from './form';
import { checkSessionMinimum } from './minimums';
import { type CheckoutSession, newId, type PaymentIntent, publicSession, unixNow } from './objects';
import type { SavedCards } from './saved-cards';
import type { RequestInfo, StripeState } from './state';

/** Checkout Sessions (mode `payment`, or `setup` to save a card) and what their hosted page does with a card. */
export function createSessions(core: StripeState, saved: SavedCards, baseUrl: () => string) {
  const { now, emit, intents, expandIntent, newIntent, payWithCard, CANCELABLE } = core;
  const sessions = new Map<string, CheckoutSession>();
  const session = (id: string) => {
    const found = sessions.get(id);
    if (!found) throw resourceMissing('checkout.session', id);
    return found;
  };

  function sessionAnswer(cs: CheckoutSession, expand: string[]) {
    const copy = structuredClone(publicSession(cs));
    if (
      expand.some((e) => e === 'payment_intent' || e.startsWith('payment_intent.')) &&
      typeof copy.payment_intent === 'string'
    ) {
      const pi = intents.get(copy.payment_intent);
      copy.payment_intent = pi
        ? expandIntent(
            pi,
            expand.filter((e) => e.startsWith('payment_intent.')).map((e) => e.slice(15)),
          )
        : null;
    }
    if (
      expand.some((e) => e === 'setup_intent' || e.startsWith('setup_intent.')) &&
      typeof copy.setup_intent === 'string'
    ) {
      const inner = expand.filter((e) => e.startsWith('setup_intent.')).map((e) => e.slice(13));
      copy.setup_intent = saved.setupIntents.has(copy.setup_intent)
        ? saved.retrieveSetupIntent(copy.setup_intent, { expand: inner })
        : null;
    }
    return copy;
  }

  /** A session past its `expires_at` is expired when next looked at (Stripe sweeps them). */
  function sweep(cs: CheckoutSession) {
    if (cs.status === 'open' && unixNow(now()) >= cs.expires_at) expireSession(cs, null);
  }

  function expireSession(cs: CheckoutSession, request: RequestInfo | null) {
    cs.status = 'expired';
    cs.url = null;
    const pi = typeof cs.payment_intent === 'string' ? intents.get(cs.payment_intent) : undefined;
    if (pi && CANCELABLE.includes(pi.status)) {
      pi.status = 'canceled';
      pi.cancellation_reason = 'abandoned';
      pi.canceled_at = unixNow(now());
      emit('payment_intent.canceled', pi, request);
    }
    emit('checkout.session.expired', publicSession(cs), request);
  }

  /**
   * The session's customer when its page is confirmed: the one it was made for, or with
   * `customer_creation: always` a new Customer with the e-mail she gave (Stripe makes it then).
   */
  function customerOnConfirm(cs: CheckoutSession): string | null {
    if (!cs.customer && cs.customer_creation === 'always')
      cs.customer = saved.createCustomer({ email: cs.customer_email ?? '' }, null).id;
    return cs.customer;
  }

  /** Setup mode: the card saved to the session's customer; the session completes with nothing paid. */
  function saveOnSession(cs: CheckoutSession, cardNumber: string) {
    let si = typeof cs.setup_intent === 'string' ? saved.setupIntents.get(cs.setup_intent) : undefined;
    if (!si) {
      si = saved.newSetupIntent(cs.customer, cs.setup_intent_data.metadata);
      cs.setup_intent = si.id;
    }
    const error = saved.confirmSetup(si, cardNumber, () => customerOnConfirm(cs));
    if (error) return { session: cs, error };
    cs.status = 'complete';
    cs.url = null;
    emit('checkout.session.completed', publicSession(cs), null);
    return { session: cs, error: null };
  }

  return {
    sessions,
    createSession(form: FormObject, _request: RequestInfo) {
      const mode = str(form, 'mode');
      if (mode !== 'payment' && mode !== 'setup')
        throw invalidRequest('The fake serves mode=payment and mode=setup only.', 'mode');
      const successUrl = str(form, 'success_url');
      if (!successUrl)
        throw invalidRequest('Missing required param: success_url.', 'success_url', 'parameter_missing');
      const customer = str(form, 'customer') ?? null;
      if (customer) saved.retrieveCustomer(customer);
      const creation = str(form, 'customer_creation') ?? null;
      if (creation !== null && creation !== 'always' && creation !== 'if_required')
        throw invalidRequest(
          'Invalid customer_creation: must be one of always or if_required',
          'customer_creation',
        );
      if (creation && customer)
        throw invalidRequest(
          'You may only specify one of these parameters: customer, customer_creation.',
          'customer_creation',
        );
      if (mode === 'setup' && !str(form, 'currency') && !customer)
        throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
      const items = Array.isArray(form.line_items) ? (form.line_items as FormObject[]) : [];
      if (mode === 'setup' && items.length > 0)
        throw invalidRequest('You cannot pass `line_items` in `setup` mode.', 'line_items');
      if (mode === 'payment' && items.length === 0)
        throw invalidRequest('Missing required param: line_items.', 'line_items', 'parameter_missing');
      let currency = '';
      const lines = items.map((item, index) => {
        const price = obj(item, 'price_data');
        const product = obj(price, 'product_data');
        const unit = Number(str(price, 'unit_amount'));
        if (!price || !Number.isInteger(unit) || unit < 0)
          throw invalidRequest(
            'Invalid integer',
            `line_items[${index}][price_data][unit_amount]`,
            'parameter_invalid_integer',
          );
        currency = (str(price, 'currency') ?? currency).toLowerCase();
        return {
          name: str(product, 'name') ?? 'Item',
          unit_amount: unit,
          quantity: Number(str(item, 'quantity') ?? '1'),
        };
      });
      const total = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
      const pid = obj(form, 'payment_intent_data');
      const expiresAt = Number(str(form, 'expires_at') ?? unixNow(now()) + 24 * 3600);
      if (expiresAt < unixNow(now()) + 30 * 60 - 5 || expiresAt > unixNow(now()) + 24 * 3600 + 5)
        throw invalidRequest(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
          'expires_at',
        );
      if (mode === 'setup') currency = (str(form, 'currency') ?? 'usd').toLowerCase();
      else checkSessionMinimum(total, currency);
      const cs: CheckoutSession = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode,
        status: 'open',
        payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
        amount_subtotal: total,
        amount_total: total,
        currency,
        client_reference_id: str(form, 'client_reference_id') ?? null,
        customer_email: str(form, 'customer_email') ?? null,
        locale: str(form, 'locale') ?? null,
        metadata: metadataOf(form),
        payment_intent: null,
        setup_intent: null,
        customer,
        customer_creation: creation ?? (customer ? null : 'if_required'),
        success_url: successUrl,
        cancel_url: str(form, 'cancel_url') ?? null,
        url: null,
        expires_at: expiresAt,
        created: unixNow(now()),
        livemode: false,
        line_items_data: lines,
        payment_intent_data: {
          capture_method: (str(pid, 'capture_method') ??
            'automatic_async') as PaymentIntent['capture_method'],
          metadata: metadataOf(pid),
          setup_future_usage: str(pid, 'setup_future_usage') ?? null,
        },
        setup_intent_data: { metadata: metadataOf(obj(form, 'setup_intent_data')) },
      };
      cs.url = `${baseUrl()}/pay/${cs.id}`;
      sessions.set(cs.id, cs);
      return sessionAnswer(cs, expandOf(form));
    },
    retrieveSession(id: string, query: FormObject) {
      const cs = session(id);
      sweep(cs);
      return sessionAnswer(cs, expandOf(query));
    },
    expireSession(id: string, form: FormObject, request: RequestInfo | null) {
      const cs = session(id);
      sweep(cs);
      if (cs.status !== 'open')
        throw invalidRequest(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${cs.status}".`,
        );
      expireSession(cs, request);
      return sessionAnswer(cs, expandOf(form));
    },
    /** The hosted page's form: the session's intent (made at the first try) confirmed with the card. */
    paySession(id: string, cardNumber: string): { session: CheckoutSession; error: FakeStripeError | null } {
      const cs = session(id);
      sweep(cs);
      if (cs.status !== 'open')
        return { session: cs, error: invalidRequest(`This Checkout Session is ${cs.status}.`) };
      if (cs.mode === 'setup') return saveOnSession(cs, cardNumber);
      let pi = typeof cs.payment_intent === 'string' ? intents.get(cs.payment_intent) : undefined;
      if (!pi) {
        pi = newIntent(
          cs.amount_total,
          cs.currency,
          cs.payment_intent_data.capture_method,
          cs.payment_intent_data.metadata,
          null,
        );
        cs.payment_intent = pi.id;
        emit('payment_intent.created', pi, null);
      }
      const error = payWithCard(pi, cardNumber, null);
      if (error) return { session: cs, error };
      // Paid with `setup_future_usage`: the card is saved to her, for off-session payments later.
      customerOnConfirm(cs);
      if (cs.payment_intent_data.setup_future_usage && cs.customer) {
        const number = cardNumber.replace(/\D/g, '');
        const card = typeof pi.latest_charge === 'string' ? core.charges.get(pi.latest_charge) : undefined;
        const pm = saved.saveCard(number, card?.payment_method_details.card.brand ?? 'visa', cs.customer);
        pi.payment_method = pm.id;
        pi.customer = cs.customer;
      }
      cs.status = 'complete';
      cs.url = null;
      // Manual capture: nothing is paid yet, the card is only authorized (Stripe says "unpaid").
      cs.payment_status = pi.status === 'succeeded' ? 'paid' : 'unpaid';
      emit('checkout.session.completed', publicSession(cs), null);
      return { session: cs, error: null };
    },
  };
}
