import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@/shared/i18n/language';
import { call, client } from '../api-client';
import { accountKeys } from './keys';

/**
 * A signed-in customer's switch of language is kept on her profile, so her messages follow it
 * (issue 38, decision 086): PUT /api/accounts/me/language. Best effort: the switch on screen never
 * waits for it or fails with it.
 */
export function rememberLanguageOnProfile(queryClient: QueryClient, language: Language): void {
  const data = queryClient.getQueryData<{ session?: { user?: unknown } | null }>(accountKeys.session());
  if (!data?.session?.user) return;
  call(client.accounts.me.language.$put({ json: { language } })).catch(() => undefined);
}
