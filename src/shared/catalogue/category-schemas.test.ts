import { describe, expect, it } from 'vitest';
import { isCategoryPictureUrl } from './category-schemas';

describe('isCategoryPictureUrl (decision 066)', () => {
  it.each([
    ['/media/pictures/0123456789abcdef-1600.webp', true],
    ['/images/categories/bovinos.svg', true],
    ['https://cdn.example.com/categorias/aves.jpg', true],
    ['http://cdn.example.com/aves.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['//cdn.example.com/aves.jpg', false],
    ['/media/pictures/../segredo', false],
    ['aves.jpg', false],
    ['https://cdn.example.com/a b.jpg', false],
  ])('%s → %s', (url, kept) => {
    expect(isCategoryPictureUrl(url)).toBe(kept);
  });
});
