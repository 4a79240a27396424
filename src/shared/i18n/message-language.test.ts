import { describe, expect, it } from 'vitest';
import { languageFromTag, messageLanguage, requestLanguage } from './message-language';

describe('messageLanguage: the order, else the profile, else Portuguese', () => {
  it.each([
    ['en', 'pt-BR', 'en'],
    ['pt-BR', 'en', 'pt-BR'],
    [null, 'en', 'en'],
    [undefined, 'pt-BR', 'pt-BR'],
    [null, null, 'pt-BR'],
    ['fr', 'en', 'en'],
    ['', undefined, 'pt-BR'],
  ])('order %s, profile %s → %s', (order, profile, language) => {
    expect(messageLanguage(order, profile)).toBe(language);
  });
});

describe('requestLanguage: Accept-Language first, then the cookie', () => {
  it.each([
    ['en', null, 'en'],
    ['en-US,en;q=0.9', 'pt-BR', 'en'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'en', 'pt-BR'],
    ['pt', null, 'pt-BR'],
    ['fr-FR,fr', 'en', 'en'],
    ['fr-FR', null, 'pt-BR'],
    [undefined, undefined, 'pt-BR'],
    ['', 'klingon', 'pt-BR'],
  ])('header %s, cookie %s → %s', (header, cookie, language) => {
    expect(requestLanguage(header, cookie)).toBe(language);
  });

  it('reads only the first tag', () => {
    expect(languageFromTag('es;q=1, en')).toBeNull();
  });
});
