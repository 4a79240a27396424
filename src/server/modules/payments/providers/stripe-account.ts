import Stripe from 'stripe';
import type { StripeAccountCheck } from '@/server/modules/integrations/public';
import type { StripeSettings } from '../stripe-config';

/** The SDK's options for a Stripe API host other than Stripe's (STRIPE_API_URL, the demo's fake). */
export function stripeHostOptions(apiUrl: string | null) {
  if (!apiUrl) return {};
  const api = new URL(apiUrl);
  return {
    host: api.hostname,
    port: Number(api.port || (api.protocol === 'http:' ? 80 : 443)),
    protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
  };
}

/**
 * "Verificar conexão" on the Integrações Stripe card (decision 082): `GET /v1/account` through the
 * official SDK with the keys typed there, bounded, no retry. The answer is the account's name and
 * country, or why not in words — a refused key, Stripe unreachable, Stripe's own words otherwise.
 */
export const checkStripeAccount: StripeAccountCheck = async (keys: StripeSettings, timeoutMs) => {
  const stripe = new Stripe(keys.secretKey, {
    ...stripeHostOptions(keys.apiUrl),
    timeout: timeoutMs,
    maxNetworkRetries: 0,
  });
  try {
    const account = await stripe.accounts.retrieveCurrent();
    return {
      ok: true,
      name: account.business_profile?.name ?? account.settings?.dashboard?.display_name ?? null,
      country: account.country ?? null,
    };
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    )
      return { ok: false, reason: { key: 'payment.stripeAuthRefused' } };
    if (error instanceof Stripe.errors.StripeConnectionError)
      return { ok: false, reason: { key: 'payment.stripeUnreachable' } };
    if (error instanceof Stripe.errors.StripeError)
      return { ok: false, reason: { key: 'payment.providerRefused', params: { detail: error.message } } };
    return { ok: false, reason: { key: 'payment.stripeUnreachable' } };
  }
};
