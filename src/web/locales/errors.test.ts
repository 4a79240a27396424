import { describe, expect, it } from 'vitest';
import { lookup, MESSAGE_KEYS, MESSAGES, placeholdersOf } from '@/shared/messages';
import { errors as en } from './en/errors';
import { errors as pt } from './pt-BR/errors';

/** `{{name}}` placeholders of a dictionary text, sorted. */
const i18nPlaceholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();

/** Decision 023: every key the server can send has a text in both languages, with the same values. */
describe('the errors dictionaries', () => {
  it('cover the whole catalogue', () => {
    expect(MESSAGE_KEYS.length).toBeGreaterThan(130);
  });

  it.each(MESSAGE_KEYS)('%s: non-empty in pt-BR and en, with the same placeholders', (key) => {
    const portuguese = lookup(pt, key);
    const english = lookup(en, key);
    expect(portuguese?.trim(), `pt-BR ${key}`).toBeTruthy();
    expect(english?.trim(), `en ${key}`).toBeTruthy();
    const catalogue = placeholdersOf(lookup(MESSAGES, key) ?? '').sort();
    expect(i18nPlaceholders(portuguese ?? '')).toEqual(catalogue);
    expect(i18nPlaceholders(english ?? '')).toEqual(catalogue);
    // A single-brace placeholder left in a dictionary would show as it is.
    expect(english?.replace(/\{\{\s*\w+\s*\}\}/g, '')).not.toMatch(/\{\w+\}/);
  });

  it('have no key the catalogue does not know', () => {
    const keysOf = (dictionary: object) =>
      Object.entries(dictionary).flatMap(([group, texts]) =>
        Object.keys(texts).map((name) => `${group}.${name}`),
      );
    expect(keysOf(en).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(keysOf(pt).sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it('pt-BR is the shared catalogue itself, placeholders written the i18next way', () => {
    expect(pt.cart.insufficientStock).toBe('Estoque insuficiente');
    expect(pt.order.insufficientStock).toBe(
      'Estoque insuficiente para "{{line}}": restam {{left}}. Ajuste a quantidade no carrinho.',
    );
  });
});

/** Decision 086: the refusals of a window outside the store's hours and of an unknown language. */
describe('issue 38 refusals in both languages', () => {
  it.each([
    [
      'window.outside_hours',
      'Este horário fica fora do funcionamento da loja neste dia. Escolha outro horário.',
      "This time slot falls outside the store's opening hours that day. Choose another time.",
    ],
    ['auth.languageInvalid', 'Escolha português ou inglês.', 'Choose Portuguese or English.'],
  ])('%s', (key, portuguese, english) => {
    expect(lookup(pt, key)).toBe(portuguese);
    expect(lookup(en, key)).toBe(english);
  });
});
