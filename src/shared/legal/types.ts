/** One section of a legal document. `content` is trusted HTML (p, ul, li, strong, em, h3, a). */
export type LegalSection = { title: string; content: string };

/** A legal document as the legal viewer shows it (`SPEC.md` §2.6, §3.8). */
export type LegalDocument = { title: string; lastUpdated: string; content: LegalSection[] };

export type LegalDocumentType = 'terms' | 'privacy';

export type LegalLanguage = 'pt-BR' | 'en';

/**
 * The values that fill the `{{brandName}}`, `{{contactEmail}}` and `{{contactPhone}}` placeholders.
 * They come from site settings (`brand_name`, `contact_email`, `contact_phone`), so they are
 * HTML-escaped before they are inserted.
 */
export type LegalContacts = { brandName: string; contactEmail: string; contactPhone: string };
