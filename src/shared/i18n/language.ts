/** Interface languages (SPEC §2.2, §4.5). pt-BR is the default and the fallback. */
export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';
/** localStorage key holding the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * The visitor's language choice as the server sees it: the toggle writes it beside localStorage,
 * so the server draws the next page in that language (decision 017).
 */
export const LANGUAGE_COOKIE = 'language';

/** Languages written right to left; the layout mirrors for them. */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'ckb', 'dv'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The default_language setting: "en" gives en, anything else pt-BR. */
export function languageFromSetting(value: string | null | undefined): Language {
  return value?.trim().toLowerCase() === 'en' ? 'en' : 'pt-BR';
}

/** A stored choice wins; otherwise the shop's setting decides. */
export function initialLanguage(
  stored: string | null | undefined,
  setting: string | null | undefined,
): Language {
  return isLanguage(stored) ? stored : languageFromSetting(setting);
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}
