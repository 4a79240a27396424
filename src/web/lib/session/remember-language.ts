import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@/shared/i18n/language';
import { accountKeys } from './keys';

/**
 * A signed-in customer's switch of language is kept on her profile, so her messages follow it
 * (issue 38, decision 086): PUT /api/accounts/me/language. Best effort: the switch on screen never
 * waits for it or fails with it. A plain fetch: the typed client would cost the storefront's first
 * load more than this (its budget, decision 055).
 */
export function rememberLanguageOnProfile(queryClient: QueryClient, language: Language): void {
  const data = queryClient.getQueryData<{ session?: { user?: unknown } | null }>(accountKeys.session());
  if (!data?.session?.user) return;
  fetch('/api/accounts/me/language', {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}
