import { describe, expect, it } from 'vitest';
import { cookieLanguage } from './i18n';

describe('cookieLanguage', () => {
  it.each([
    ['language=en', 'en'],
    ['shop.session_data=abc; language=pt-BR; other=1', 'pt-BR'],
    ['mylanguage=en; language=en', 'en'],
    ['other=1', null],
    ['', null],
    ['language=%E0%A4%A', null],
  ])('%j → %j', (cookies, language) => {
    expect(cookieLanguage(cookies)).toBe(language);
  });
});
