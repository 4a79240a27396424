import { Hono } from 'hono';
import { AppError } from '@/server/http/app-error';
import type { AppEnv } from '@/server/http/types';
import type { PaymentsService } from './service';

/** Where Stripe sends its events (the address the Integrações card shows to copy). */
export { PAYMENTS_WEBHOOK_PATH } from '@/shared/payments/paths';

/** The most a provider's event may weigh (Stripe's are a few KB). */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * Stripe's webhook (a visitor's route: Stripe signs it, there is no session). The raw body is what
 * the signature covers, so it is read as text, never parsed and re-serialised first.
 */
export function paymentsWebhookRoutes(payments: PaymentsService) {
  return (
    new Hono<AppEnv>()
      .post('/stripe/webhook', async (c) => {
        const length = Number(c.req.header('content-length') ?? 0);
        if (length > WEBHOOK_MAX_BYTES) throw new AppError('bad_request', 'payment.webhookInvalid');
        const raw = await c.req.text();
        const result = await payments.webhook(raw, c.req.header('stripe-signature'));
        return c.json({ received: true, duplicate: result.duplicate });
      })
      // Whether the checkout offers the card (a visitor's read: it says only whether Stripe is set up).
      .get('/availability', async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ card: await payments.cardAvailable() });
      })
  );
}
