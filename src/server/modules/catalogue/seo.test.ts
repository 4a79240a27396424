import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { SEED_PRODUCTS } from './seed/seed-catalogue';
import { catalogueHead, metaDescription, shareImageFor } from './seo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicDir = join(import.meta.dirname, '../../../../public');

describe('shareImageFor (link previews need a raster image)', () => {
  it.each([
    ['/images/products/picanha.svg', '/images/products/share/picanha.jpg'],
    ['/images/categories/aves.svg', '/images/categories/share/aves.jpg'],
    ['/uploads/picanha.webp', '/uploads/picanha.webp'],
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['/uploads/logo.svg', undefined],
    ['/images/products/../secret.svg', undefined],
    [null, undefined],
  ])('%j → %j', (url, share) => {
    expect(shareImageFor(url)).toBe(share);
  });

  it('has a JPEG twin for every seeded product and category picture', () => {
    for (const p of SEED_PRODUCTS) {
      expect(existsSync(join(publicDir, `images/products/${p.slug}.svg`)), p.slug).toBe(true);
      expect(existsSync(join(publicDir, `images/products/share/${p.slug}.jpg`)), p.slug).toBe(true);
      for (const art of p.gallery ?? [])
        expect(existsSync(join(publicDir, `images/products/${art}.svg`)), art).toBe(true);
    }
    expect(existsSync(join(publicDir, 'images/products/placeholder.svg'))).toBe(true);
    expect(existsSync(join(publicDir, 'og-image.png'))).toBe(true);
  });
});

describe('metaDescription', () => {
  it('keeps a short text and cuts a long one at a word, at most 160 characters', () => {
    expect(metaDescription('  Picanha\n com  capa. ')).toBe('Picanha com capa.');
    const long = metaDescription('palavra '.repeat(40))!;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('palavra…')).toBe(true);
    expect(metaDescription(null)).toBeUndefined();
  });
});

describe('catalogueHead', () => {
  const head = () => catalogueHead(t.services.catalogue);

  it('describes a product page with its own name, description and preview image', async () => {
    expect(await head()('/produto/picanha')).toEqual({
      title: 'Picanha',
      description: expect.stringMatching(/^A rainha do churrasco brasileiro/),
      image: '/images/products/share/picanha.jpg',
      type: 'product',
    });
    expect((await head()('/produto/contra-file/'))?.title).toBe('Contra-filé');
  });

  it('describes category pages, cleats and sneakers included', async () => {
    expect(await head()('/categoria/aves')).toMatchObject({
      title: 'Aves',
      image: '/images/categories/share/aves.jpg',
    });
    expect(await head()('/chuteiras')).toMatchObject({ title: 'Chuteiras' });
    expect(await head()('/tenis')).toMatchObject({ title: 'Tênis' });
  });

  it.each(['/produto/nao-existe', '/categoria/nao-existe', '/produto/%E0%A4%A', '/produto/picanha/extra'])(
    '%s → not found',
    async (path) => {
      expect(await head()(path)).toEqual({ notFound: true });
    },
  );

  it('leaves other pages to the shop-wide head', async () => {
    expect(await head()('/')).toBeNull();
    expect(await head()('/produtos')).toBeNull();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt as text, pointing at the sitemap and keeping private pages out', async () => {
    const res = await t.app.request('http://shop.test/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \//);
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Sitemap: http://shop.test/sitemap.xml');
  });

  it('serves sitemap.xml with the home, listings, categories and every product', async () => {
    const res = await t.app.request('http://shop.test/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/produtos',
      '/chuteiras',
      '/tenis',
      '/about',
      '/categoria/bovinos',
      '/categoria/kits-churrasco',
    ]) {
      expect(locs).toContain(`http://shop.test${path}`);
    }
    expect(locs).not.toContain('http://shop.test/categoria/chuteiras');
    for (const p of SEED_PRODUCTS) expect(locs).toContain(`http://shop.test/produto/${p.slug}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('uses the canonical URL setting when staff set one', async () => {
    await t.services.settings.set({
      key: 'seo.canonical_url',
      value: 'https://brazilprime.example/',
      group: 'seo',
    });
    const text = await (await t.app.request('http://shop.test/robots.txt')).text();
    expect(text).toContain('Sitemap: https://brazilprime.example/sitemap.xml');
    const xml = await (await t.app.request('http://shop.test/sitemap.xml')).text();
    expect(xml).toContain('<loc>https://brazilprime.example/produto/picanha</loc>');
  });
});
