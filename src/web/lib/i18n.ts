import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  initialLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@/shared/i18n/language';
import { type LazyResources, namespaces, resources } from '../locales/resources';
import { hydrateEverything } from './hydrate-when-seen';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['pt-BR'] & LazyResources;
  }
}

/** The `language` cookie's value in a `document.cookie` string, or null. */
export function cookieLanguage(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The visitor's own choice: localStorage, else the cookie the server draws pages by (it outlives
 * a cleared or unusable localStorage), so a browser-drawn page speaks the same language as a
 * server-drawn one.
 */
export function storedLanguage(): string | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Private mode or storage blocked: the cookie may still say it.
  }
  return typeof document === 'undefined' ? null : cookieLanguage(document.cookie);
}

/** <html lang> and dir follow the interface language (right to left for the RTL list). */
function applyToDocument(language: string) {
  // Only real changes: a new attribute on <html> makes the browser restyle the whole page.
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
  const dir = directionOf(language);
  if (root.dir !== dir) root.dir = dir;
}

export const i18n = i18next.createInstance();

/**
 * `language`: the one the server drew the page in, when the page is hydrated (decision 017);
 * otherwise the stored choice, else pt-BR until the shop's setting arrives.
 */
export function initI18n(language?: Language): typeof i18n {
  i18n.use(initReactI18next).init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    lng: language ?? initialLanguage(storedLanguage(), null),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const [ns, bundles] of pending) registerNamespace(ns, bundles.pt, bundles.en);
  pending.clear();
  // A server-drawn page already says its language and direction on <html>.
  if (!language) applyToDocument(i18n.language);
  i18n.on('languageChanged', applyToDocument);
  return i18n;
}

/**
 * The choice also goes into a cookie, so the server draws the next page in that language and the
 * browser can hydrate it instead of drawing it again (decision 017).
 */
export function rememberLanguageForServer(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser we support
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The visitor's choice from the header toggle: applied and remembered. */
export function chooseLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  rememberLanguageForServer(language);
  changeLanguageEverywhere(language);
}

/** SPEC §2.2: when nothing is stored, the shop's default_language (fetched at start) applies. */
export function applyShopDefaultLanguage(defaultLanguage: Language) {
  if (storedLanguage()) return;
  if (i18n.language !== defaultLanguage) changeLanguageEverywhere(defaultLanguage);
}

/**
 * Every part of the page is hydrated first (decision 058): a part still holding the server's HTML
 * would not follow the switch, and would no longer match what React draws for it.
 */
function changeLanguageEverywhere(language: Language) {
  void hydrateEverything().then(() => i18n.changeLanguage(language));
}

/**
 * A namespace that only code loaded on demand uses registers itself when that code loads
 * (decision 004): both languages at once, so switching language never waits for a download.
 */
export function registerNamespace(ns: string, pt: object, en: object) {
  if (!i18n.isInitialized) {
    pending.set(ns, { pt, en });
    return;
  }
  if (i18n.hasResourceBundle('pt-BR', ns)) return;
  i18n.addResourceBundle('pt-BR', ns, pt);
  i18n.addResourceBundle('en', ns, en);
}

/** Namespaces registered before initI18n ran (a module evaluated early); added at init. */
const pending = new Map<string, { pt: object; en: object }>();
