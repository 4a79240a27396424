import { randomBytes } from 'node:crypto';
import { startFakeStripe } from './stripe/server';

/**
 * `PAYMENTS=demo` (decision 082): the stand-in for Stripe runs inside the server process on
 * 127.0.0.1, so a newcomer tries the whole card flow with `npm start` — test cards (4242 4242 4242
 * 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds), no
 * real money, no keys. Its webhooks are signed and sent to the shop's own route. It keeps its
 * payments in memory: after a restart, the earlier demo orders' pages are gone and the reconcile
 * pass lets them expire. Production refuses PAYMENTS=demo (env.ts).
 */
export async function startPaymentsDemo(options: {
  webhookUrl: string;
  /** The events the shop's endpoint listens to (decision 133): sent as a dashboard set up so would. */
  enabledEvents: readonly string[];
}) {
  const secretKey = `sk_test_demo${randomBytes(12).toString('hex')}`;
  const fake = await startFakeStripe({
    secretKey,
    webhook: options.webhookUrl,
    enabledEvents: options.enabledEvents,
    account: { name: 'Brazil Prime (demo)', country: 'US' },
    lifetimeMs: null,
    record: false,
  });
  return {
    /** The keys the payments module uses instead of the environment's and the Integrações card's. */
    keys: {
      secretKey,
      publishableKey: 'pk_test_demo',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.baseUrl,
    },
    close: () => fake.close(),
  };
}
