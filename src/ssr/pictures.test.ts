import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app';
import { banners, products } from '../server/modules/catalogue/schema';
import { pictureSrcSet } from '../shared/media/pictures';
import { photo } from '../testing/pictures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createPageRenderer } from './index';

/** Uploaded pictures on the server-drawn pages: `<picture>` with AVIF and WebP sets, and the LCP preload. */
let test: TestApp;
let app: ReturnType<typeof createApp>;
let clientDir: string;
let url: string;

beforeAll(async () => {
  test = await createTestApp();
  clientDir = mkdtempSync(join(tmpdir(), 'ssr-client-'));
  copyFileSync(join(import.meta.dirname, '..', '..', 'index.html'), join(clientDir, 'index.html'));
  app = createApp({
    env: test.env,
    database: test.database,
    services: test.services,
    logger: (await import('../server/logger')).createLogger('silent'),
    clientDir,
    pages: createPageRenderer,
  });
  const file = new File([new Uint8Array(await photo(1200, 900))], 'banner.jpg', { type: 'image/jpeg' });
  ({ url } = await test.services.media.upload({ userId: 'test', role: 'admin' }, file));
  const db = test.database.db;
  const [first] = await db
    .select()
    .from(banners)
    .where(eq(banners.is_active, true))
    .orderBy(asc(banners.position));
  await db.update(banners).set({ image_url: url }).where(eq(banners.id, first!.id));
  await db
    .update(products)
    .set({ main_image_url: url, image_urls: [url] })
    .where(eq(products.slug, 'picanha'));
  test.services.catalogue.invalidate();
}, 180_000);

afterAll(async () => {
  await test?.services.media.idle();
  await test?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const attr = (s: string) => s.replaceAll('&', '&amp;');

describe('uploaded pictures on server-drawn pages', () => {
  it('the home page preloads the first banner’s AVIF set in the head and draws it as <picture>', async () => {
    const html = await (await app.request('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const avif = pictureSrcSet(url, 'avif')!;
    const preload = /<link rel="preload"[^>]*imageSrcSet="([^"]+)"[^>]*\/>/.exec(head);
    expect(preload?.[0]).toContain('as="image"');
    expect(preload?.[0]).toContain('type="image/avif"');
    expect(preload?.[0]).toContain('fetchPriority="high"');
    expect(preload?.[0]).toMatch(/imageSizes="[^"]+"/);
    expect(preload?.[1]).toBe(attr(avif));
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(`<source type="image/avif" srcSet="${attr(avif)}"`);
    expect(body).toContain(`<source type="image/webp" srcSet="${attr(pictureSrcSet(url, 'webp')!)}"`);
    // The <img> keeps its size (no layout shift) and its priority.
    const img = new RegExp(`<img src="${url}"[^>]*>`).exec(body)?.[0] ?? '';
    expect(img).toContain('width="720" height="560"');
    expect(img).toContain('fetchPriority="high"');
  });

  it('the product card and the product page draw <picture> with sizes; seeded drawings are their WebP files', async () => {
    const list = await (await app.request('/produtos')).text();
    expect(list).toMatch(
      /<picture class="contents"><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/>/,
    );
    // Decision 057: a seeded drawing is drawn from its WebP files, never as an SVG picture.
    expect(list).toMatch(
      /<img src="\/images\/products\/[a-z0-9-]+-800\.webp" srcSet="\/images\/products\/[a-z0-9-]+-400\.webp 400w, [^"]+" sizes="[^"]+"/,
    );
    expect(list).not.toMatch(/<img [^>]*src="[^"]+\.svg"/);
    const product = await (await app.request('/produto/picanha')).text();
    expect(new RegExp(`<img src="${url}"[^>]*alt="Picanha"[^>]*width="800" height="600"`).test(product)).toBe(
      true,
    );
    expect(product.slice(0, product.indexOf('</head>'))).toContain('type="image/avif"');
  });
});
