import type Stripe from 'stripe';
import { pageBase, pageOf } from './stripe-page';
import type { PaymentProvider, ProviderPayment } from './types';

/**
 * Saving a card and holding it later (decision 101), through the official SDK: a Checkout Session
 * in `setup` mode (a SetupIntent for off-session use, her Customer made when she confirms it), and
 * when the hold is due a PaymentIntent on the saved card (`off_session`, `confirm`,
 * `capture_method: manual`).
 */
export function stripeSavedCards(
  stripe: Stripe,
  call: <T>(run: () => Promise<T>) => Promise<T>,
  readIntent: (intent: Stripe.PaymentIntent | null) => Omit<ProviderPayment, 'session'>,
): Pick<PaymentProvider, 'openSetup' | 'readSetup' | 'holdSaved'> {
  return {
    async openSetup(request, key) {
      const metadata = { order_id: request.orderId };
      // One call (decision 134): Stripe makes her Customer when she confirms the page, and saves
      // the card to it; the customer is read from the session with the card (`readSetup`).
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'setup',
            currency: request.currency.toLowerCase(),
            customer_creation: 'always',
            customer_email: request.customerEmail,
            setup_intent_data: { metadata },
            metadata,
            ...pageBase(request),
          },
          { idempotencyKey: key },
        ),
      );
      return pageOf(session);
    },
    async readSetup(sessionId) {
      const session = await call(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent.payment_method'] }),
      );
      const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
      const method =
        intent?.status === 'succeeded' && typeof intent.payment_method === 'object'
          ? intent.payment_method
          : null;
      return {
        session: (session.status ?? 'open') as 'open' | 'complete' | 'expired',
        customerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
        paymentMethodId: method?.id ?? null,
        cardBrand: method?.card?.brand ?? null,
        cardLast4: method?.card?.last4 ?? null,
      };
    },
    async holdSaved(request, key) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            capture_method: 'manual',
            metadata: { order_id: request.orderId },
            expand: ['latest_charge'],
          },
          { idempotencyKey: key },
        ),
      );
      return { session: null, ...readIntent(intent) };
    },
  };
}
