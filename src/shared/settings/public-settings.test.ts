import { describe, expect, it } from 'vitest';
import { allSettingDefaults, BRAND_NAME_FALLBACK, GENERAL_KEYS, SEO_KEYS } from './keys';
import { toPublicSettings } from './public-settings';

describe('setting defaults (SPEC §3.4)', () => {
  it('cover every general key and every seo key once', () => {
    const all = allSettingDefaults();
    expect(all).toHaveLength(GENERAL_KEYS.length + SEO_KEYS.length);
    expect(new Set(all.map((s) => s.key)).size).toBe(all.length);
    expect(all.filter((s) => s.group === 'seo')).toHaveLength(19);
  });
});

describe('toPublicSettings', () => {
  it('reads the footer text in each language; the English one is blank by default (decision 065)', () => {
    const defaults = toPublicSettings(allSettingDefaults());
    expect(defaults.footerText).toMatch(/^Cortes brasileiros/);
    expect(defaults.footerTextEn).toBe('');
    expect(toPublicSettings([{ key: 'footer_text_en', value: ' Real cuts ' }]).footerTextEn).toBe(
      'Real cuts',
    );
  });

  it('falls back to the brand name when the setting is missing or blank', () => {
    expect(toPublicSettings([]).brandName).toBe(BRAND_NAME_FALLBACK);
    expect(toPublicSettings([{ key: 'brand_name', value: '  ' }]).brandName).toBe(BRAND_NAME_FALLBACK);
    expect(toPublicSettings([{ key: 'brand_name', value: 'Casa do Churrasco' }]).brandName).toBe(
      'Casa do Churrasco',
    );
  });

  it.each([
    [
      { hero: '111', header: '222', footer: '333' },
      { hero: '111', header: '222', footer: '333' },
    ],
    [
      { hero: '111', header: '', footer: '' },
      { hero: '111', header: '111', footer: '111' },
    ],
    [
      { hero: '', header: '222', footer: '' },
      { hero: '222', header: '222', footer: '222' },
    ],
    [
      { hero: '', header: '', footer: '333' },
      { hero: '333', header: '333', footer: '333' },
    ],
    [
      { hero: '', header: '', footer: '' },
      { hero: '', header: '', footer: '' },
    ],
  ])('chat numbers %o fall back hero → header → footer: %o', (given, expected) => {
    const rows = [
      { key: 'hero_whatsapp_number', value: given.hero },
      { key: 'header_whatsapp_number', value: given.header },
      { key: 'footer_whatsapp_number', value: given.footer },
    ];
    expect(toPublicSettings(rows).whatsapp).toEqual(expected);
  });

  it('maps default_language: "en" gives en, anything else pt-BR', () => {
    expect(toPublicSettings([{ key: 'default_language', value: 'en' }]).defaultLanguage).toBe('en');
    expect(toPublicSettings([{ key: 'default_language', value: 'pt' }]).defaultLanguage).toBe('pt-BR');
    expect(toPublicSettings([]).defaultLanguage).toBe('pt-BR');
  });

  it('reads seo values from the seo group and keeps an explicitly blank one blank', () => {
    const settings = toPublicSettings([
      { key: 'seo.site_title', value: 'Título' },
      { key: 'seo.canonical_url', value: '' },
    ]);
    expect(settings.seo.site_title).toBe('Título');
    expect(settings.seo.canonical_url).toBe('');
    expect(settings.seo.og_type).toBe('website');
  });
});
