import { privacyEn } from './privacy-en';
import { privacyPt } from './privacy-pt';
import { termsEn } from './terms-en';
import { termsPt } from './terms-pt';
import type { LegalContacts, LegalDocument, LegalDocumentType, LegalLanguage } from './types';

export const LEGAL_DOCUMENT_TYPES: readonly LegalDocumentType[] = ['terms', 'privacy'];

export const LEGAL_LANGUAGES: readonly LegalLanguage[] = ['pt-BR', 'en'];

export const DEFAULT_LEGAL_LANGUAGE: LegalLanguage = 'pt-BR';

/** Used when the brand_name setting is blank, so the texts never read "… da ." */
export const DEFAULT_LEGAL_BRAND_NAME = 'Brazil Prime';

const SOURCES: Record<LegalLanguage, Record<LegalDocumentType, LegalDocument>> = {
  'pt-BR': { terms: termsPt, privacy: privacyPt },
  en: { terms: termsEn, privacy: privacyEn },
};

export function isLegalDocumentType(value: unknown): value is LegalDocumentType {
  return typeof value === 'string' && (LEGAL_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Maps any language tag to a legal-text language: "en" and "en-*" → en, anything else → pt-BR. */
export function resolveLegalLanguage(lang: string | null | undefined): LegalLanguage {
  const tag = (lang ?? '').trim().toLowerCase();
  return tag === 'en' || tag.startsWith('en-') ? 'en' : DEFAULT_LEGAL_LANGUAGE;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * Returns a fresh copy of a legal document with `{{brandName}}`, `{{contactEmail}}` and
 * `{{contactPhone}}` filled in. The values come from staff-edited site settings and the section
 * bodies are rendered as HTML, so every value is HTML-escaped first. The source texts are wrapped
 * for reading in the code; runs of whitespace are collapsed to one space (no <pre> is used, so the
 * rendered HTML is the same). An unknown language falls back to pt-BR.
 */
export function getLegalDocument(
  type: LegalDocumentType,
  lang: LegalLanguage,
  contacts: LegalContacts,
): LegalDocument {
  const language = Object.hasOwn(SOURCES, lang) ? lang : DEFAULT_LEGAL_LANGUAGE;
  const source = SOURCES[language][type];
  if (!source) throw new Error(`Unknown legal document type: ${String(type)}`);

  const values: Record<string, string> = {
    brandName: escapeHtml(contacts.brandName?.trim() || DEFAULT_LEGAL_BRAND_NAME),
    contactEmail: escapeHtml(contacts.contactEmail?.trim() ?? ''),
    contactPhone: escapeHtml(contacts.contactPhone?.trim() ?? ''),
  };
  // A replacer function (not a replacement string) so "$&" or "$1" in a value stays literal.
  const fill = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(PLACEHOLDER, (match, key: string) => (Object.hasOwn(values, key) ? values[key]! : match));

  return {
    title: fill(source.title),
    lastUpdated: fill(source.lastUpdated),
    content: source.content.map((section) => ({
      title: fill(section.title),
      content: fill(section.content),
    })),
  };
}
