import type { Language } from '@/shared/i18n/language';
import { call, client } from '../api-client';

/**
 * A signed-in customer's switch of language is kept on her profile, so her messages follow it
 * (issue 38, decision 086). Best effort: the switch on screen never waits for it or fails with it.
 */
export function rememberLanguageOnProfile(language: Language): void {
  call(client.accounts.me.language.$put({ json: { language } })).catch(() => undefined);
}
