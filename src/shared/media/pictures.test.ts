import { describe, expect, it } from 'vitest';
import {
  artSrcSet,
  artUrl,
  parsePictureName,
  pictureFileName,
  pictureIdOf,
  pictureSrcSet,
  pictureUrl,
} from './pictures';

const id = '0123456789abcdef';

describe('picture URLs', () => {
  it('names the largest WebP by default and any size and format on demand', () => {
    expect(pictureUrl(id)).toBe('/media/pictures/0123456789abcdef-1600.webp');
    expect(pictureUrl(id, 400, 'avif')).toBe('/media/pictures/0123456789abcdef-400.avif');
  });

  it('finds the id only in an uploaded picture URL', () => {
    expect(pictureIdOf(pictureUrl(id, 800))).toBe(id);
    expect(pictureIdOf('/images/products/picanha.svg')).toBeNull();
    expect(pictureIdOf('/media/pictures/../../etc/passwd-400.webp')).toBeNull();
    expect(pictureIdOf(null)).toBeNull();
  });

  it('lists every width in a srcset, and nothing for other pictures', () => {
    expect(pictureSrcSet(pictureUrl(id), 'avif')).toBe(
      '/media/pictures/0123456789abcdef-400.avif 400w, /media/pictures/0123456789abcdef-800.avif 800w, /media/pictures/0123456789abcdef-1600.avif 1600w',
    );
    expect(pictureSrcSet('/images/banners/churrasco.svg')).toBeNull();
  });
});

describe('the demo drawings as WebP (decision 058)', () => {
  it('names the WebP beside each drawing, at every width', () => {
    expect(artUrl('/images/products/picanha.svg')).toBe('/images/products/picanha-800.webp');
    expect(artUrl('/images/categories/aves.svg', 1600)).toBe('/images/categories/aves-1600.webp');
    expect(artSrcSet('/images/products/cupim.svg')).toBe(
      '/images/products/cupim-400.webp 400w, /images/products/cupim-800.webp 800w, /images/products/cupim-1600.webp 1600w',
    );
  });

  it('leaves the banners and hero line art, uploaded pictures, links and other paths alone', () => {
    for (const url of [
      '/images/banners/kits.svg',
      '/images/hero-grill.svg',
      pictureUrl(id),
      'https://example.com/images/products/picanha.svg',
      '/images/products/share/picanha.svg',
      '/images/../secret.svg',
      '/images/products/picanha.png',
      null,
    ]) {
      expect(artUrl(url)).toBeNull();
      expect(artSrcSet(url)).toBeNull();
    }
  });
});

describe('picture file names', () => {
  it('reads a stored name and refuses anything else', () => {
    expect(parsePictureName(`${id}-800.avif`)).toEqual({ id, width: 800, format: 'avif' });
    expect(pictureFileName(id, 400, 'webp')).toBe(`${id}-400.webp`);
    for (const bad of [
      `${id}-500.webp`,
      `${id}-800.png`,
      `../${id}-800.webp`,
      `${id}-800.webp/..`,
      `${id.toUpperCase()}-800.webp`,
      `${id}-0800.webp`,
      '',
    ]) {
      expect(parsePictureName(bad), bad).toBeNull();
    }
  });
});
