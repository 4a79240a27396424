import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, type Language } from '@/shared/i18n/language';
import { requestLanguage } from '@/shared/i18n/message-language';
import type { AppEnv } from './types';

/**
 * The interface language a request came in (issue 38, decision 086): the first tag of
 * Accept-Language, which the web app sets to its interface language (api-transport.ts), else the
 * header toggle's cookie, else Portuguese. Only ever one of the two languages.
 */
export function languageOf(c: Context<AppEnv>): Language {
  return requestLanguage(c.req.header('accept-language'), getCookie(c, LANGUAGE_COOKIE));
}
