import { formatRetryTime } from '@/shared/accounts/retry-time';
import type { ApiError } from './api-error';
import { i18n } from './i18n';
import { notify } from './toast';

/** Calls whose refusal is a block after repeated attempts ("Muitas tentativas…"). */
const AUTH_PATHS = [
  '/accounts/login',
  '/accounts/register',
  '/accounts/forgot-password',
  '/accounts/reset-password',
  '/accounts/password',
  '/accounts/unlock',
  '/accounts/unlock/request',
];

/** The time a refused caller may try again, on the shop's clock like the server's message. */
export function retryTimeOf(error: ApiError): string {
  return formatRetryTime(error.retryAt ?? new Date(Date.now() + 60_000));
}

/** SPEC §8.1: one toast titled "Limite de Requisições", 5 s, saying when to try again. */
export function showRateLimitToast(error: ApiError, path: string) {
  // A paced account (decision 074) is told on the sign-in form itself, with its unlock action.
  if (error.body.key === 'auth.signInPaced') return;
  const kind = AUTH_PATHS.includes(path) ? 'blocked' : 'limited';
  notify('error', i18n.t('common:rateLimit.title'), {
    id: 'rate-limit',
    duration: 5000,
    description: i18n.t(`common:rateLimit.${kind}`, { time: retryTimeOf(error) }),
  });
}
