import { z } from 'zod';
import { KEYS } from '../messages';
import type { Reason } from './cards';

/**
 * The Stripe card (issue 35/36, decision 082), shared by the staff route and the card's form: the
 * secret key (sk_test_/sk_live_, or a restricted rk_ key), the publishable key (pk_…) and the
 * webhook signing secret (whsec_…). Secrets left blank keep the stored ones.
 */
const K = KEYS.payment;

const SECRET_KEY = /^(sk|rk)_(test|live)_\w{8,247}$/;
const PUBLISHABLE_KEY = /^pk_(test|live)_\w{8,247}$/;
const WEBHOOK_SECRET = /^whsec_\w{8,247}$/;

export type StripeMode = 'test' | 'live';

/** Test or live, read from a key's prefix (`sk_test_…`, `pk_live_…`); null when it has none. */
export function stripeKeyMode(key: string | null | undefined): StripeMode | null {
  const match = /^(sk|rk|pk)_(test|live)_/.exec(key ?? '');
  return match ? (match[2] as StripeMode) : null;
}

export const stripeCardSchema = z
  .object({
    secretKey: z
      .string()
      .trim()
      .refine((v) => v === '' || SECRET_KEY.test(v), K.secretKeyInvalid),
    publishableKey: z
      .string()
      .trim()
      .refine((v) => v === '' || PUBLISHABLE_KEY.test(v), K.publishableKeyInvalid),
    webhookSecret: z
      .string()
      .trim()
      .refine((v) => v === '' || WEBHOOK_SECRET.test(v), K.webhookSecretInvalid),
  })
  .partial({ publishableKey: true, webhookSecret: true })
  .superRefine((v, ctx) => {
    // Only when both are typed here: a kept secret's mode is checked by the server on save.
    const secret = stripeKeyMode(v.secretKey);
    const publishable = stripeKeyMode(v.publishableKey);
    if (secret && publishable && secret !== publishable)
      ctx.addIssue({ code: 'custom', path: ['publishableKey'], message: K.keysModeMismatch });
  });
export type StripeCardInput = z.input<typeof stripeCardSchema>;
export type StripeCardValues = z.output<typeof stripeCardSchema>;

/** "Verificar conexão": the account the keys belong to, or why not in words. */
export type StripeCheckResult =
  | {
      ok: true;
      mode: StripeMode | null;
      account: { name: string | null; country: string | null };
      message: string;
    }
  | { ok: false; reason: Reason };
