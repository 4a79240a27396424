import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, toStorableText } from './text';

describe('text PostgreSQL can store', () => {
  it.each([
    ['plain Portuguese', 'Açougue São João', true],
    ['an emoji (a surrogate pair)', 'picanha 🥩', true],
    ['a NUL character', 'ana\u0000', false],
    ['a lone high surrogate', 'x\uD83D', false],
    ['a lone low surrogate', '\uDC00y', false],
  ])('%s', (_name, text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });

  it('names the first field that holds such text, in objects, arrays and keys', () => {
    expect(findUnstorableText({ name: 'Ana', address: { street: 'Rua\u0000' } })).toBe('address.street');
    expect(findUnstorableText({ extras: [{ id: 'a' }, { note: '\uD800' }] })).toBe('extras.1.note');
    expect(findUnstorableText({ itemNotes: { 'k\u0000': 'ok' } })).toBe('itemNotes.k\u0000');
    expect(findUnstorableText('\u0000')).toBe('_');
    expect(findUnstorableText({ n: 1, ok: true, none: null, list: ['a', 'b'] })).toBeNull();
  });
});

describe('toStorableText: what a log row may quote (issue 34)', () => {
  it.each([
    ['plain', 'Açougue 🥩', 'Açougue 🥩'],
    ['a NUL', 'q=a\u0000b', 'q=a\\0b'],
    ['a lone high surrogate', 'x\uD83D', 'x\uFFFD'],
    ['a lone low surrogate', '\uDC00y', '\uFFFDy'],
    ['a pair cut in two, then a NUL', '\uD83D\u0000\uDE00', '\uFFFD\\0\uFFFD'],
  ])('%s', (_name, text, stored) => {
    expect(toStorableText(text)).toBe(stored);
    expect(isStorableText(toStorableText(text))).toBe(true);
  });
});
