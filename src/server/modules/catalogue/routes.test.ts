import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Banner,
  Category,
  Connectivity,
  HomeCatalogue,
  HomeSectionContent,
  ProductDetail,
  ProductPage,
  Testimonial,
} from '@/shared/catalogue/types';
import type { ErrorBody } from '@/shared/errors';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { SEED_PRODUCTS } from './seed/seed-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/catalogue${path}`, { headers });

async function json<T>(path: string, status = 200): Promise<T> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
}

const errorOf = async (path: string, status: number) => (await json<ErrorBody>(path, status)).error;

describe('GET /categories', () => {
  it('lists the active categories by display_order, the six filter entries first', async () => {
    const list = await json<Category[]>('/categories');
    expect(list.map((c) => c.slug)).toEqual([
      'bovinos',
      'suinos',
      'aves',
      'linguicas',
      'kits-churrasco',
      'mercado',
      'chuteiras',
      'tenis',
    ]);
    expect(list[0]).toMatchObject({
      name: 'Bovinos',
      nameEn: 'Beef',
      imageUrl: '/images/categories/bovinos.svg',
    });
  });

  it('is cacheable by a CDN, with an ETag, and answers 304 to a matching If-None-Match', async () => {
    const res = await get('/categories');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get('/categories', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await get('/categories', { 'if-none-match': `"other", ${etag.slice(2)}` })).status).toBe(304);
    expect((await get('/categories', { 'if-none-match': '"stale"' })).status).toBe(200);
  });
});

describe('GET /categories/:slug (SPEC §5.3, §8.4)', () => {
  it('finds an active category by slug', async () => {
    expect(await json<Category>('/categories/linguicas')).toMatchObject({
      slug: 'linguicas',
      name: 'Linguiças',
    });
  });

  it.each(['/categories/', '/categories/%20%20'])(
    '%s → 422 "Slug da categoria é obrigatório"',
    async (path) => {
      expect(await errorOf(path, 422)).toEqual({
        code: 'validation_failed',
        key: 'category.slugRequired',
        message: 'Slug da categoria é obrigatório',
      });
    },
  );

  it('answers 404 with the §8.4 message for an unknown slug', async () => {
    expect(await errorOf('/categories/peixes', 404)).toEqual({
      code: 'not_found',
      key: 'category.notFound',
      params: { slug: 'peixes' },
      message: 'Categoria não encontrada: peixes',
    });
  });

  it('refuses an over-long slug', async () => {
    expect((await errorOf(`/categories/${'a'.repeat(81)}`, 422)).code).toBe('validation_failed');
  });
});

describe('GET /banners, /sections, /testimonials', () => {
  it('lists the active banners by position with both languages', async () => {
    const list = await json<Banner[]>('/banners');
    expect(list.map((b) => b.position)).toEqual([1, 2, 3]);
    for (const b of list) {
      expect(b.titlePt).toBeTruthy();
      expect(b.titleEn).toBeTruthy();
      expect(b.buttonTextPt).toBeTruthy();
      expect(b.buttonTextEn).toBeTruthy();
      expect(b.linkUrl).toMatch(/^\//);
    }
  });

  it('lists the home sections, including the about text (2017, na Geórgia)', async () => {
    const list = await json<HomeSectionContent[]>('/sections');
    expect(list.map((s) => s.key)).toEqual([
      'categories',
      'featured',
      'promotions',
      'brazilian_cuts',
      'testimonials',
      'about',
    ]);
    const about = list.find((s) => s.key === 'about')!;
    expect(about.bodyPt).toMatch(/2017/);
    expect(about.bodyPt).toMatch(/na Geórgia/);
    expect(about.bodyEn).toMatch(/2017/);
  });

  it('lists the published testimonials, newest first, rated 1 to 5', async () => {
    const list = await json<Testimonial[]>('/testimonials');
    expect(list).toHaveLength(6);
    expect([...list].sort((a, b) => b.date.localeCompare(a.date))).toEqual(list);
    for (const r of list) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.source).toBe('Google');
    }
  });
});

describe('GET /products', () => {
  it('pages every active product, 12 by default', async () => {
    const page = await json<ProductPage>('/products');
    expect(page).toMatchObject({ page: 1, pageSize: 12, total: SEED_PRODUCTS.length });
    expect(page.items).toHaveLength(12);
    expect(page.totalPages).toBe(Math.ceil(SEED_PRODUCTS.length / 12));
    const picanha = page.items.find((p) => p.slug === 'picanha')!;
    expect(picanha).toMatchObject({
      priceCents: 11990,
      minPriceCents: 11990,
      maxPriceCents: 17985,
      minWeightKg: 1,
      maxWeightKg: 1.5,
      featured: true,
      brazilianCut: true,
      inStock: true,
      category: { slug: 'bovinos' },
    });
    expect(picanha).not.toHaveProperty('description');
  });

  it.each([
    [
      '?category=aves',
      (p: ProductPage) => p.items.every((i) => i.category?.slug === 'aves') && p.total === 4,
    ],
    ['?featured=true&pageSize=48', (p: ProductPage) => p.items.every((i) => i.featured) && p.total >= 6],
    [
      '?offer=true&pageSize=48',
      (p: ProductPage) => p.items.every((i) => i.onOffer && i.previousPriceCents! > i.minPriceCents),
    ],
    ['?brazilian=true&pageSize=48', (p: ProductPage) => p.items.every((i) => i.brazilianCut) && p.total >= 6],
    // The name match first, then the kit whose description mentions it.
    [
      '?q=CORACAO',
      (p: ProductPage) => p.items.map((i) => i.slug).join() === 'coracao-de-frango,kit-churrasco-familia',
    ],
    ['?q=contra%20fil%C3%A9', (p: ProductPage) => p.items[0]?.slug === 'contra-file'],
    ['?q=nada-assim', (p: ProductPage) => p.total === 0 && p.items.length === 0],
    [
      '?sort=price_asc&pageSize=48',
      (p: ProductPage) => p.items.every((x, i, a) => i === 0 || a[i - 1]!.minPriceCents <= x.minPriceCents),
    ],
    [
      '?sort=price_desc&pageSize=48',
      (p: ProductPage) => p.items.every((x, i, a) => i === 0 || a[i - 1]!.minPriceCents >= x.minPriceCents),
    ],
    ['?page=99', (p: ProductPage) => p.items.length === 0 && p.page === 99],
  ])('%s', async (query, check) => {
    expect(check(await json<ProductPage>(`/products${query}`))).toBe(true);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=501', 'page'],
    ['?page=abc', 'page'],
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=49', 'pageSize'],
    ['?sort=cheapest', 'sort'],
    ['?featured=sim', 'featured'],
    [`?q=${'x'.repeat(81)}`, 'q'],
    ['?q=pica%00nha', 'q'],
  ])('%s → 422 naming %s', async (query, field) => {
    const error = await errorOf(`/products${query}`, 422);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('sends a large list compressed to a client that accepts gzip, and a small answer as it is', async () => {
    const plain = await (await get('/products?pageSize=48')).text();
    const res = await get('/products?pageSize=48', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(plain);
    const br = await get('/products?pageSize=48', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const small = await get('/categories/aves', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('GET /products/:idOrSlug', () => {
  it('returns a product by slug with its variations (kg) and extras (cents)', async () => {
    const p = await json<ProductDetail>('/products/picanha');
    expect(p.description).toMatch(/capa de gordura/);
    expect(p.variations.map((v) => [v.name, v.weightKg, v.priceCents, v.stockQuantity])).toEqual([
      ['1 kg', 1, 11990, null],
      ['1,2 kg', 1.2, 14388, 4],
      ['1,5 kg', 1.5, 17985, 3],
    ]);
    expect(p.extras.map((e) => [e.name, e.priceCents])).toEqual([
      ['Tempero da casa', 490],
      ['Marinada de alho e limão', 590],
      ['Montar no espeto', 500],
    ]);
    expect(p.imageUrls).toEqual(['/images/products/picanha.svg', '/images/products/picanha-fatiada.svg']);
  });

  it('returns the same product by id', async () => {
    const bySlug = await json<ProductDetail>('/products/cupim');
    expect(await json<ProductDetail>(`/products/${bySlug.id}`)).toEqual(bySlug);
    expect(await json<ProductDetail>(`/products/${bySlug.id.toUpperCase()}`)).toEqual(bySlug);
  });

  it.each([
    ['/products/nao-existe', 404, 'Produto não encontrado'],
    ['/products/00000000-0000-4000-8000-000000000000', 404, 'Produto não encontrado'],
    ['/products/%20', 422, 'Informe o slug ou o id do produto.'],
    [`/products/${'p'.repeat(201)}`, 422, 'Informe o slug ou o id do produto.'],
  ])('%s → %d', async (path, status, message) => {
    expect((await errorOf(path, status)).message).toBe(message);
  });

  it('shows sizes and colours on cleats and sneakers, each size a variation the customer picks', async () => {
    const p = await json<ProductDetail>('/products/chuteira-society');
    expect(p.availableSizes.length).toBeGreaterThan(3);
    expect(p.availableColors).toContain('Branco');
    expect(p.variations.map((v) => v.name)).toEqual(p.availableSizes);
    expect(p.variations.every((v) => v.priceCents === 27990 && v.weightKg === null)).toBe(true);
    expect(p).toMatchObject({ onOffer: true, priceCents: 27990, previousPriceCents: 34990 });
  });
});

describe('GET /home and /connectivity', () => {
  it('gathers what the home page shows in one answer', async () => {
    const home = await json<HomeCatalogue>('/home');
    expect(home.banners).toHaveLength(3);
    expect(home.categories).toHaveLength(8);
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.featured.every((p) => p.featured)).toBe(true);
    expect(home.offers.every((p) => p.onOffer)).toBe(true);
    expect(home.brazilianCuts.every((p) => p.brazilianCut)).toBe(true);
    expect(home.featured.length).toBeLessThanOrEqual(8);
    expect(home.testimonials).toHaveLength(6);
  });

  it('selects one product row straight from the database, never cached', async () => {
    const res = await get('/connectivity');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Connectivity;
    expect(body.ok).toBe(true);
    expect(body.ms).toBeGreaterThanOrEqual(0);
    expect(body.sample?.slug).toBeTruthy();
  });
});
