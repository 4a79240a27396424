import { AppError } from '@/server/http/app-error';
import type { StripeCardValues, StripeCheckResult } from '@/shared/integrations/stripe-schemas';
import { stripeKeyMode } from '@/shared/integrations/stripe-schemas';
import { type MessageKey, type MessageParams, renderMessage } from '@/shared/messages';
import type { EffectiveConfig } from './config';
import type { ProviderResult } from './service';
import type { StripeKeys } from './stripe-config';

/**
 * Port (decision 082): asks Stripe for the account the keys belong to (`GET /v1/account` through
 * the official SDK). Implemented by payments, which owns the SDK, and wired in services.ts.
 * Resolves the account or a reason in words; bounded by `timeoutMs`.
 */
export type StripeAccountCheck = (
  keys: StripeKeys,
  timeoutMs: number,
) => Promise<
  | { ok: true; name: string | null; country: string | null }
  | { ok: false; reason: { key: MessageKey; params?: MessageParams } }
>;

const withText = (key: MessageKey, params?: MessageParams) => ({
  key,
  ...(params ? { params } : {}),
  message: renderMessage(key, params),
});

/**
 * A save keeps a stored secret key when the field is left blank, so the schema alone cannot see
 * a live publishable key typed beside a stored test secret key: checked here against what is in force.
 */
export function assertSameMode(values: StripeCardValues, config: EffectiveConfig): void {
  const secret = stripeKeyMode(values.secretKey || config.stripe.keys?.secretKey);
  const publishable = stripeKeyMode(values.publishableKey || config.stripe.keys?.publishableKey);
  if (secret && publishable && secret !== publishable)
    throw new AppError('validation_failed', 'payment.keysModeMismatch', {
      fields: { publishableKey: [{ key: 'payment.keysModeMismatch' }] },
    });
}

/** "Verificar conexão" with the saved keys; its result also tells the card's health. */
export async function checkStripe(deps: {
  config: EffectiveConfig;
  check: StripeAccountCheck | undefined;
  timeoutMs: number;
  recordHealth: (result: ProviderResult) => Promise<void>;
}): Promise<StripeCheckResult> {
  const { stripe } = deps.config;
  if (stripe.unreadable) return { ok: false, reason: withText('integrations.otherKey') };
  if (!stripe.keys) throw new AppError('conflict', 'integrations.notSetUp');
  if (!deps.check) throw new Error('integrations: no Stripe check wired (services.ts)');
  const seconds = Math.max(1, Math.round(deps.timeoutMs / 1000));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Awaited<ReturnType<StripeAccountCheck>>>((done) => {
    timer = setTimeout(
      () => done({ ok: false, reason: { key: 'integrations.testTimedOut', params: { seconds } } }),
      deps.timeoutMs + 2_000,
    );
  });
  const result = await Promise.race([
    deps.check(stripe.keys, deps.timeoutMs).catch(
      (): Awaited<ReturnType<StripeAccountCheck>> => ({
        ok: false,
        reason: { key: 'payment.stripeUnreachable' },
      }),
    ),
    timedOut,
  ]).finally(() => clearTimeout(timer));
  await deps.recordHealth(result.ok ? { ok: true } : { ok: false, reason: result.reason }).catch(() => {});
  if (!result.ok) return { ok: false, reason: withText(result.reason.key, result.reason.params) };
  const params = { name: result.name ?? '—', country: result.country ?? '—' };
  return {
    ok: true,
    mode: stripeKeyMode(stripe.keys.secretKey),
    account: { name: result.name, country: result.country },
    message: renderMessage('payment.stripeChecked', params),
  };
}
