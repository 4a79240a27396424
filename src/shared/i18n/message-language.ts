import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/**
 * The language a customer's message is written in (issue 38, decision 086): the order's (the
 * interface language it was placed in), else her profile's preferred one, else Portuguese.
 * Anything that is not a known language counts as missing.
 */
export function messageLanguage(
  order: string | null | undefined,
  profile?: string | null | undefined,
): Language {
  if (isLanguage(order)) return order;
  if (isLanguage(profile)) return profile;
  return DEFAULT_LANGUAGE;
}

/** A language tag ("en-US", "pt", "pt-BR;q=0.9") as one of ours; null for any other language. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[;,]/)[0]?.trim() ?? '';
  if (base === 'en' || base.startsWith('en-')) return 'en';
  if (base === 'pt' || base.startsWith('pt-')) return 'pt-BR';
  return null;
}

/**
 * The interface language of a request: the web app sends it as the first tag of Accept-Language
 * (api-transport.ts); the language cookie (the header toggle's) when the header names neither
 * language; Portuguese otherwise.
 */
export function requestLanguage(acceptLanguage: string | null | undefined, cookie?: string | null): Language {
  return languageFromTag(acceptLanguage) ?? (isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE);
}
