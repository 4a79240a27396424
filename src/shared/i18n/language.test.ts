import { describe, expect, it } from 'vitest';
import { directionOf, initialLanguage, languageFromSetting } from './language';

describe('languageFromSetting (SPEC §4.5)', () => {
  it.each([
    ['en', 'en'],
    [' EN ', 'en'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['es', 'pt-BR'],
    ['', 'pt-BR'],
    [null, 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('%s → %s', (setting, language) => {
    expect(languageFromSetting(setting)).toBe(language);
  });
});

describe('initialLanguage', () => {
  it.each([
    ['en', 'pt', 'en'],
    ['pt-BR', 'en', 'pt-BR'],
    [null, 'en', 'en'],
    [null, 'pt', 'pt-BR'],
    ['klingon', 'en', 'en'],
  ])('stored %s, setting %s → %s', (stored, setting, language) => {
    expect(initialLanguage(stored, setting)).toBe(language);
  });
});

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa', 'rtl'],
    ['ur_PK', 'rtl'],
    ['pt-BR', 'ltr'],
    ['en', 'ltr'],
  ])('%s → %s', (language, dir) => {
    expect(directionOf(language)).toBe(dir);
  });
});
