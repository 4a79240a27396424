// The fake Stripe of src/demo/stripe as a process of its own, for `npm run bench`'s place-order row
// with card payment on (decision 101): it listens on 127.0.0.1, prints one JSON line with its
// address and keys, sends its signed webhooks to WEBHOOK_URL, and runs until SIGTERM.
import { randomBytes } from 'node:crypto';
import { startFakeStripe } from '@/demo/stripe/server';
import { STRIPE_WEBHOOK_EVENTS } from '@/shared/payments/webhook-events';

const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
const fake = await startFakeStripe({
  secretKey,
  webhook: process.env.WEBHOOK_URL,
  // The events the README asks the owner to enable on the endpoint (decision 133).
  enabledEvents: STRIPE_WEBHOOK_EVENTS,
  lifetimeMs: null,
  record: false,
});
process.stdout.write(
  `${JSON.stringify({ apiUrl: fake.baseUrl, secretKey, webhookSecret: fake.webhookSecret })}\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
