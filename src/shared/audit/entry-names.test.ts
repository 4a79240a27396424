import { describe, expect, it } from 'vitest';
import { listChange, objectChange, referencedIds, storedEntryName } from './entry-names';

describe('storedEntryName: what an entry itself keeps of its record’s name (decision 064)', () => {
  it.each([
    ['a deleted product', 'product', { name: 'Picanha', priceCents: 100 }, null, 'Picanha'],
    ['a renamed category: the new name', 'category', { name: 'Bois' }, { name: 'Bovinos' }, 'Bovinos'],
    ['a coupon by its code', 'coupon', null, { code: 'VERAO10', name: 'Verão' }, 'VERAO10'],
    ['a banner by its Portuguese title', 'banner', { titlePt: ' Churrasco ' }, null, 'Churrasco'],
    ['a testimonial by its author', 'testimonial', null, { author: 'Maria' }, 'Maria'],
    ['an invitation by its e-mail', 'invitation', null, { email: 'a@b.com' }, 'a@b.com'],
    ['a picture by its file name', 'picture', null, { fileName: 'picanha.jpg' }, 'picanha.jpg'],
    ['a reorder keeps no name', 'category', { displayOrder: 1 }, { displayOrder: 2 }, null],
    ['a user keeps none (privacy: names are read live)', 'user', { role: 'admin' }, null, null],
    ['an unknown kind', 'gadget', { name: 'X' }, null, null],
    ['a blank name is none', 'product', { name: '  ' }, null, null],
  ])('%s', (_, type, before, after, expected) => {
    expect(storedEntryName(type, before, after)).toBe(expected);
  });
});

describe('referencedIds', () => {
  const id = '4ec35a84-e99d-412c-a084-bced3282599d';
  it('one id, a list of ids, or nothing that is not an id', () => {
    expect(referencedIds(id)).toEqual([id]);
    expect(referencedIds([id, 'x', 3])).toEqual([id]);
    expect(referencedIds('general')).toEqual([]);
    expect(referencedIds(null)).toEqual([]);
  });
});

describe('listChange: a list summarised as counts', () => {
  const a = { name: '500 g', priceCents: 100 };
  const b = { name: '1 kg', priceCents: 190 };
  const c = { name: '2 kg', priceCents: 350 };
  it.each([
    ['one item edited', [a, b], [a, { ...b, priceCents: 200 }], { changed: 1, added: 0, removed: 0 }],
    ['one added', [a], [a, b], { changed: 0, added: 1, removed: 0 }],
    ['two removed', [a, b, c], [c], { changed: 0, added: 0, removed: 2 }],
    ['a creation: every item added', null, [a, b, c], { changed: 0, added: 3, removed: 0 }],
    ['a reorder changes nothing counted', [a, b], [b, a], { changed: 0, added: 0, removed: 0 }],
    [
      'pictures: one swapped, one added',
      ['x.webp'],
      ['y.webp', 'z.webp'],
      { changed: 1, added: 1, removed: 0 },
    ],
  ])('%s', (_, before, after, expected) => {
    expect(listChange(before, after)).toEqual(expected);
  });
});

describe('objectChange', () => {
  it('the first-level keys that differ, sorted', () => {
    expect(objectChange({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 }, d: true })).toEqual(['b', 'd']);
    expect(objectChange(null, { x: 1 })).toEqual(['x']);
  });
});
