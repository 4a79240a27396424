import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  getLegalDocument,
  isLegalDocumentType,
  LEGAL_DOCUMENT_TYPES,
  resolveLegalLanguage,
} from './documents';
import { ALL, contacts, docText, SOURCES, text } from './test-support';
import type { LegalDocumentType, LegalLanguage } from './types';

describe('document structure', () => {
  it.each([
    [
      'terms',
      'pt-BR',
      'Termos de Uso',
      [
        'Informações Gerais',
        'Definições',
        'Cadastro e Conta do Usuário',
        'Produtos e Preços',
        'Pedidos e Pagamentos',
        'Entrega',
        'Direito de Arrependimento',
        'Responsabilidades',
        'Propriedade Intelectual',
        'Limitação de Responsabilidade',
        'Modificações',
        'Lei Aplicável e Foro',
        'Contato',
      ],
    ],
    [
      'terms',
      'en',
      'Terms of Use',
      [
        'General Information',
        'Definitions',
        'Registration and User Account',
        'Products and Prices',
        'Orders and Payments',
        'Delivery',
        'Right of Withdrawal',
        'Responsibilities',
        'Intellectual Property',
        'Limitation of Liability',
        'Changes',
        'Governing Law and Venue',
        'Contact',
      ],
    ],
    [
      'privacy',
      'pt-BR',
      'Política de Privacidade',
      [
        'Informações Gerais',
        'Dados Coletados',
        'Finalidades do Tratamento',
        'Compartilhamento de Dados',
        'Armazenamento e Segurança',
        'Seus Direitos de Privacidade',
        'Cookies',
        'Menores de Idade',
        'Alterações',
        'Contato',
      ],
    ],
    [
      'privacy',
      'en',
      'Privacy Policy',
      [
        'General Information',
        'Data Collected',
        'Purposes of Processing',
        'Data Sharing',
        'Storage and Security',
        'Your Privacy Rights',
        'Cookies',
        'Minors',
        'Changes',
        'Contact',
      ],
    ],
  ] as const)('%s (%s) is "%s" with its sections in order', (type, lang, title, titles) => {
    const doc = getLegalDocument(type, lang, contacts);
    expect(doc.title).toBe(title);
    expect(doc.content.map((s) => s.title)).toEqual(titles);
  });

  it.each([
    ['terms', 13],
    ['privacy', 10],
  ] as const)('%s has %i sections in both languages', (type, count) => {
    expect(getLegalDocument(type, 'pt-BR', contacts).content).toHaveLength(count);
    expect(getLegalDocument(type, 'en', contacts).content).toHaveLength(count);
  });

  it.each([
    ['terms', 'pt-BR', 'Janeiro de 2025'],
    ['privacy', 'pt-BR', 'Janeiro de 2025'],
    ['terms', 'en', 'January 2025'],
    ['privacy', 'en', 'January 2025'],
  ] as const)('%s (%s) was last updated "%s"', (type, lang, lastUpdated) => {
    expect(getLegalDocument(type, lang, contacts).lastUpdated).toBe(lastUpdated);
  });

  it.each(ALL)('%s (%s): every section has real content', (type, lang) => {
    for (const s of getLegalDocument(type, lang, contacts).content) {
      expect(s.title.trim(), s.title).not.toBe('');
      expect(text(s.content).trim().length, s.title).toBeGreaterThan(150);
      expect(s.content, s.title).not.toMatch(/lorem|ipsum/i);
      expect(s.content, s.title).not.toMatch(/\b(TODO|TBD|XXX)\b|\[\w+\]/);
    }
  });

  it.each(ALL)('%s (%s): uses only simple, balanced HTML', (type, lang) => {
    for (const s of getLegalDocument(type, lang, contacts).content) {
      const tags = [...s.content.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/gi)];
      const names = new Set(tags.map((t) => t[2]));
      for (const name of names) expect(['p', 'ul', 'li', 'strong', 'em', 'h3', 'a'], s.title).toContain(name);
      for (const name of names) {
        const opened = tags.filter((t) => t[2] === name && t[1] === '').length;
        const closed = tags.filter((t) => t[2] === name && t[1] === '/').length;
        expect(opened, `${s.title} <${name}>`).toBe(closed);
      }
      for (const t of tags.filter((t) => t[2] === 'a' && t[1] === '')) {
        expect(t[3], s.title).toMatch(/^ href="mailto:[^"]+"$/);
      }
    }
  });
});

describe('placeholders', () => {
  it.each(SOURCES)('%s (%s) source uses only the known placeholders, and the contact ones', (_t, _l, doc) => {
    const all = doc.content.map((s) => s.content).join(' ');
    const keys = new Set([...all.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
    expect([...keys].sort()).toEqual(['brandName', 'contactEmail', 'contactPhone']);
    expect(all.match(/\{\{brandName\}\}/g)!.length).toBeGreaterThanOrEqual(3);
    // Nothing hard-coded: no e-mail address or phone number in the source text.
    expect(all).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
    expect(all).not.toMatch(/\(\d{2,3}\)\s?\d|\d{3}[-.\s]\d{4}/);
  });

  it.each(ALL)('%s (%s): every placeholder is replaced', (type, lang) => {
    const doc = getLegalDocument(type, lang, contacts);
    const everything = JSON.stringify(doc);
    expect(everything).not.toContain('{{');
    expect(everything).not.toContain('}}');
    expect(docText(doc)).toContain('Casa Teste');
  });

  it.each(ALL)('%s (%s): the contact section has the mailto link and the phone', (type, lang) => {
    const doc = getLegalDocument(type, lang, contacts);
    const contact = doc.content.at(-1)!;
    expect(contact.title).toBe(lang === 'en' ? 'Contact' : 'Contato');
    expect(contact.content).toContain('<a href="mailto:contato@example.com">contato@example.com</a>');
    expect(contact.content).toContain('+1 (404) 555-0100');
    expect(contact.content).toContain('Casa Teste');
  });

  it.each(ALL)('%s (%s): values are HTML-escaped before insertion', (type, lang) => {
    const doc = getLegalDocument(type, lang, {
      brandName: `Tom & Jerry's "Prime" <b>`,
      contactEmail: '<script>x</script>',
      contactPhone: '<img src=x onerror=alert(1)>',
    });
    const html = doc.content.map((s) => s.content).join(' ');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Tom &amp; Jerry&#39;s &quot;Prime&quot; &lt;b&gt;');
    const contact = doc.content.at(-1)!.content;
    expect(contact).toContain(
      '<a href="mailto:&lt;script&gt;x&lt;/script&gt;">&lt;script&gt;x&lt;/script&gt;</a>',
    );
    expect(contact).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps "$" sequences in values literal', () => {
    const doc = getLegalDocument('terms', 'en', { ...contacts, brandName: "A$&B$1$'" });
    expect(doc.content[0]!.content).toContain('A$&amp;B$1$&#39;');
  });

  it('trims values and falls back to the default brand name when it is blank', () => {
    const doc = getLegalDocument('terms', 'pt-BR', {
      brandName: '  ',
      contactEmail: ' a@b.co ',
      contactPhone: '1',
    });
    expect(doc.content[0]!.content).toContain('<strong>Brazil Prime</strong>');
    expect(doc.content.at(-1)!.content).toContain('<a href="mailto:a@b.co">a@b.co</a>');
  });

  it.each(SOURCES)('%s (%s): the source document is not changed', (type, lang, source) => {
    const before = JSON.stringify(source);
    const doc = getLegalDocument(type, lang, contacts);
    expect(JSON.stringify(source)).toBe(before);
    expect(doc).not.toBe(source);
    expect(doc.content).not.toBe(source.content);
    doc.content[0]!.title = 'changed';
    expect(getLegalDocument(type, lang, contacts).content[0]!.title).not.toBe('changed');
  });
});

describe('languages and types', () => {
  it.each(LEGAL_DOCUMENT_TYPES)('%s has the same number of sections in pt-BR and en', (type) => {
    expect(getLegalDocument(type, 'en', contacts).content).toHaveLength(
      getLegalDocument(type, 'pt-BR', contacts).content.length,
    );
  });

  it.each(['es', 'pt', '', 'fr-FR'])('unknown language "%s" falls back to pt-BR', (lang) => {
    for (const type of LEGAL_DOCUMENT_TYPES) {
      expect(getLegalDocument(type, lang as LegalLanguage, contacts)).toEqual(
        getLegalDocument(type, 'pt-BR', contacts),
      );
    }
  });

  it('does not treat inherited object keys as languages', () => {
    expect(getLegalDocument('terms', 'toString' as LegalLanguage, contacts).title).toBe('Termos de Uso');
  });

  it('refuses an unknown document type', () => {
    expect(() => getLegalDocument('cookies' as LegalDocumentType, 'en', contacts)).toThrow(/Unknown legal/);
  });

  it('collapses the source line wrapping', () => {
    const doc = getLegalDocument('privacy', 'en', contacts);
    for (const s of doc.content) {
      expect(s.content).not.toMatch(/\s{2,}|\n/);
      expect(s.content).toBe(s.content.trim());
    }
  });

  it.each([
    ['terms', true],
    ['privacy', true],
    ['cookies', false],
    [undefined, false],
  ])('isLegalDocumentType(%s) is %s', (value, expected) => {
    expect(isLegalDocumentType(value)).toBe(expected);
  });

  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['es', 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('resolveLegalLanguage(%s) is %s', (value, expected) => {
    expect(resolveLegalLanguage(value)).toBe(expected);
  });

  it('escapeHtml escapes the five HTML-special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});
