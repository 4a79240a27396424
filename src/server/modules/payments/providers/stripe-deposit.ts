import type Stripe from 'stripe';
import { pageBase, pageOf } from './stripe-page';
import type { PaymentProvider, ProviderPayment } from './types';

/**
 * A pre-order's deposit by card (decision 105), through the official SDK: a Checkout Session in
 * payment mode for the deposit, captured at once, with `setup_future_usage: 'off_session'` so the
 * card is saved to her (a Customer Stripe makes when she pays) for the later hold of the rest.
 */
export function stripeDeposits(
  stripe: Stripe,
  call: <T>(run: () => Promise<T>) => Promise<T>,
  readIntent: (intent: Stripe.PaymentIntent | null) => Omit<ProviderPayment, 'session'>,
): Pick<PaymentProvider, 'openDeposit' | 'readDeposit'> {
  return {
    async openDeposit(request, key) {
      const metadata = { order_id: request.orderId };
      // Her Customer is made by Stripe when she pays the page (decision 134), the card saved to it.
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer_creation: 'always',
            customer_email: request.customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountCents,
                  product_data: {
                    name: request.locale.startsWith('pt')
                      ? `Sinal do pedido ${request.orderNumber}`
                      : `Deposit for order ${request.orderNumber}`,
                  },
                },
              },
            ],
            payment_intent_data: {
              capture_method: 'automatic',
              setup_future_usage: 'off_session',
              metadata: { ...metadata, part: 'deposit' },
            },
            metadata,
            ...pageBase(request),
          },
          { idempotencyKey: key },
        ),
      );
      return pageOf(session);
    },
    async readDeposit(sessionId) {
      const session = await call(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] }),
      );
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      const { authorizedCents: _held, ...read } = readIntent(intent);
      const method = intent?.payment_method;
      return {
        session: (session.status ?? 'open') as 'open' | 'complete' | 'expired',
        ...read,
        customerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
        paymentMethodId:
          intent?.status === 'succeeded'
            ? typeof method === 'string'
              ? method
              : (method?.id ?? null)
            : null,
      };
    },
  };
}
