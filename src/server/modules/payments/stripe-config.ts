import type { StripeKeys } from '../integrations/public';

/**
 * The Stripe keys in force (decision 078): the server's environment (`STRIPE_SECRET_KEY`,
 * `STRIPE_PUBLISHABLE_KEY`, `STRIPE_WEBHOOK_SECRET`) wins over what the owner saved on the
 * Integrações screen. `apiUrl` points the SDK at another Stripe API host (the demo mode's
 * in-process server, or a proxy); left out, api.stripe.com.
 */
export type StripeSettings = StripeKeys;

export type StripeEnv = {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
};

/** Test or live, read from the key's prefix (`sk_test_…`, `sk_live_…`). */
export const stripeMode = (secretKey: string): 'test' | 'live' | null =>
  secretKey.startsWith('sk_test_') ? 'test' : secretKey.startsWith('sk_live_') ? 'live' : null;

/** The settings from the environment alone (null: card payment is not offered). */
export function stripeFromEnv(env: StripeEnv): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    apiUrl: env.STRIPE_API_URL ?? null,
  };
}
