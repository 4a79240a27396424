import Stripe from 'stripe';
import { stripeEventMovesPayment } from '@/shared/payments/webhook-events';
import type { StripeSettings } from '../stripe-config';
import { stripeHostOptions } from './stripe-account';
import { stripeDeposits } from './stripe-deposit';
import { pageBase, pageOf } from './stripe-page';
import { stripeSavedCards } from './stripe-saved';
import { NO_INTENT, type PaymentProvider, type ProviderPayment, ProviderRefusal } from './types';

/** The Stripe provider: Checkout (the hosted page) with `capture_method: manual`, through the official SDK. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...stripeHostOptions(settings.apiUrl),
    // Bounded: a slow Stripe leaves the order as it was, the reconcile pass finishes the work.
    timeout: 10_000,
    maxNetworkRetries: 1,
  });

  /** Stripe's refusals (card, state, amount, idempotency) become ProviderRefusal; faults stay errors. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeError &&
        error.statusCode &&
        error.statusCode < 500 &&
        error.statusCode !== 401 &&
        error.statusCode !== 429
      ) {
        const code = [error.code, error.decline_code].filter(Boolean).join('/') || error.type;
        throw new ProviderRefusal(code, error.message);
      }
      throw error;
    }
  }

  function readIntent(intent: Stripe.PaymentIntent | null): Omit<ProviderPayment, 'session'> {
    if (!intent) return NO_INTENT;
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    const known = ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'] as const;
    const state = (known as readonly string[]).includes(intent.status)
      ? (intent.status as (typeof known)[number])
      : 'other';
    const captured = intent.status === 'succeeded' ? intent.amount_received : 0;
    const error = intent.last_payment_error;
    return {
      intentId: intent.id,
      intent: state,
      authorizedCents:
        intent.status === 'requires_capture'
          ? intent.amount_capturable
          : intent.status === 'succeeded'
            ? intent.amount
            : 0,
      capturedCents: captured,
      // On a partial capture Stripe counts the released part as refunded on the charge.
      refundedCents: charge ? Math.max(0, charge.amount_refunded - (charge.amount - captured)) : 0,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      failureCode: error ? [error.code, error.decline_code].filter(Boolean).join('/') : null,
    };
  }

  return {
    id: 'stripe',
    ...stripeSavedCards(stripe, call, readIntent),
    ...stripeDeposits(stripe, call, readIntent),
    async openCheckout(request, key) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: { name: `Pedido ${request.orderNumber}` },
                },
              },
            ],
            payment_intent_data: { capture_method: 'manual', metadata: { order_id: request.orderId } },
            metadata: { order_id: request.orderId },
            ...pageBase(request),
            customer_email: request.customerEmail,
          },
          { idempotencyKey: key },
        ),
      );
      return pageOf(session);
    },
    async capture(intentId, amountCents, key) {
      const intent = await call(() =>
        stripe.paymentIntents.capture(intentId, { amount_to_capture: amountCents }, { idempotencyKey: key }),
      );
      return { capturedCents: intent.amount_received };
    },
    async cancel(intentId, key) {
      await call(() => stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: key }));
    },
    async refund(intentId, amountCents, reason, key) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: intentId,
            amount: amountCents,
            metadata: reason ? { reason: reason.slice(0, 480) } : {},
          },
          { idempotencyKey: key },
        ),
      );
      return { refundId: refund.id };
    },
    async expireCheckout(sessionId, key) {
      await call(() => stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: key }));
    },
    async read(ref) {
      let session: Stripe.Checkout.Session | null = null;
      let intent: Stripe.PaymentIntent | null = null;
      if (ref.sessionId) {
        session = await call(() =>
          stripe.checkout.sessions.retrieve(ref.sessionId as string, {
            expand: ['payment_intent.latest_charge'],
          }),
        );
        intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      } else if (ref.intentId) {
        intent = await call(() =>
          stripe.paymentIntents.retrieve(ref.intentId as string, { expand: ['latest_charge'] }),
        );
      }
      return { session: (session?.status as ProviderPayment['session']) ?? null, ...readIntent(intent) };
    },
    verifyWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new Error('no webhook secret');
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      const object = event.data.object as unknown as Record<string, unknown>;
      const metadata = (object.metadata ?? {}) as Record<string, string>;
      const isSession = event.type.startsWith('checkout.session.');
      const intentRef = isSession
        ? object.payment_intent
        : object.object === 'payment_intent'
          ? object.id
          : object.payment_intent;
      return {
        id: event.id,
        type: event.type,
        orderId:
          metadata.order_id ??
          (typeof object.client_reference_id === 'string' ? object.client_reference_id : null),
        sessionId: isSession ? String(object.id) : null,
        intentId: typeof intentRef === 'string' ? intentRef : null,
        movesPayment: stripeEventMovesPayment(event.type),
      };
    },
    async account() {
      const account = await call(() => stripe.accounts.retrieveCurrent());
      return {
        name: account.business_profile?.name ?? account.settings?.dashboard?.display_name ?? null,
        country: account.country ?? null,
      };
    },
  };
}
