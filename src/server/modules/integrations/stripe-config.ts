import type { Env } from '@/server/env';
import type { OpenedSecret, StoredIntegration } from './config';

/** The environment variables of the Stripe card (decision 082); each one set wins over the screen. */
export type StripeCardEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
>;

/**
 * The Stripe keys in force: for each one the environment first, then the card. `apiUrl` is
 * STRIPE_API_URL (another Stripe API host: a proxy, the tests' fake); none, api.stripe.com.
 */
export type StripeKeys = {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  apiUrl: string | null;
};

const stored = (row: StoredIntegration | undefined, field: string) =>
  row?.settings[field]?.trim() || undefined;

/** Stripe's answer to the last check of the keys (decision 109): they were refused, not merely unreachable. */
const KEYS_REFUSED = 'payment.stripeAuthRefused';

/**
 * The Stripe configuration in force (null keys: card payment is not offered). `refused`: Stripe
 * refused these keys at their last check, and nothing has worked since — the checkout does not
 * offer the card until the owner saves keys again or a check passes (decision 109).
 */
export function stripeConfig(
  env: StripeCardEnv,
  row: StoredIntegration | undefined,
  open: (field: string) => OpenedSecret,
): { keys: StripeKeys | null; unreadable: boolean; refused: boolean } {
  const secret = (envValue: string | undefined, field: string): OpenedSecret =>
    envValue ? { value: envValue, problem: null } : open(field);
  const secretKey = secret(env.STRIPE_SECRET_KEY, 'secretKey');
  const webhookSecret = secret(env.STRIPE_WEBHOOK_SECRET, 'webhookSecret');
  return {
    keys: secretKey.value
      ? {
          secretKey: secretKey.value,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? stored(row, 'publishableKey') ?? null,
          webhookSecret: webhookSecret.value ?? null,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null,
    unreadable: Boolean(secretKey.problem || webhookSecret.problem),
    refused: Boolean(row?.failing_since && row.last_error_key === KEYS_REFUSED),
  };
}

/** The Stripe card's fields the environment sets (shown as "set on the server", never saved). */
export function stripeEnvFields(env: StripeCardEnv): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}
