import { LEGAL_DOCUMENT_TYPES, LEGAL_LANGUAGES } from './documents';
import { privacyEn } from './privacy-en';
import { privacyPt } from './privacy-pt';
import { termsEn } from './terms-en';
import { termsPt } from './terms-pt';
import type { LegalContacts, LegalDocument, LegalDocumentType, LegalLanguage } from './types';

/** Shared by the legal document tests. */
export const contacts: LegalContacts = {
  brandName: 'Casa Teste',
  contactEmail: 'contato@example.com',
  contactPhone: '+1 (404) 555-0100',
};

export const SOURCES: [LegalDocumentType, LegalLanguage, LegalDocument][] = [
  ['terms', 'pt-BR', termsPt],
  ['terms', 'en', termsEn],
  ['privacy', 'pt-BR', privacyPt],
  ['privacy', 'en', privacyEn],
];

export const ALL = LEGAL_DOCUMENT_TYPES.flatMap((type) =>
  LEGAL_LANGUAGES.map((lang) => [type, lang] as const),
);

/** Visible text: tags removed, entities of the escaped values left as they are, whitespace collapsed. */
export const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

export const docText = (doc: LegalDocument) =>
  text(doc.content.map((s) => `${s.title} ${s.content}`).join(' '));

export const section = (doc: LegalDocument, title: string) => {
  const found = doc.content.find((s) => s.title === title);
  if (!found) throw new Error(`section "${title}" not found in ${doc.title}`);
  return found;
};
