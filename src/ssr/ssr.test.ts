import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server/app';
import { siteSettings } from '../server/modules/settings/schema';
import { formatBRL } from '../shared/money';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type SsrState, serializeSsrState } from '../web/lib/ssr-state';
import { createPageRenderer } from './index';

// The real app with a web build directory holding only index.html (no manifest: pages still draw).
let test: TestApp;
let app: ReturnType<typeof createApp>;
let clientDir: string;

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
});

afterAll(async () => {
  await test?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  const html = await res.text();
  const block = /<script type="application\/json" id="ssr-state"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const root =
    /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(html)?.[1] ?? '';
  return {
    res,
    html,
    root,
    raw: block?.[1] ?? null,
    state: block ? (JSON.parse(block[1]!) as SsrState) : null,
  };
}

describe('server-drawn pages', () => {
  it('draws /produto/picanha with its name, prices and the data block it hydrates from', async () => {
    const product = await test.services.catalogue.product('picanha');
    const { res, root, state } = await page('/produto/picanha');
    expect(res.status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>Picanha<\/h1>/);
    const firstPrice = product.variations[0]?.priceCents ?? product.priceCents;
    expect(root).toContain(formatBRL(firstPrice));
    // Sold by weight (issue 20): the drawn page has the same words the browser hydrates with.
    expect(root).toContain(`${formatBRL(11990)}/kg`);
    expect(root).toContain('Vendido por peso: o valor é estimado.');
    expect(root).not.toContain('Carregando...');
    expect(state?.language).toBe('pt-BR');
    const entry = state?.queries.find((q) => q.key[1] === 'product');
    expect(entry && 'data' in entry ? (entry.data as { slug: string }).slug : null).toBe('picanha');
    // The same JSON the API answers with, so the browser's cache holds what a fetch would have put there.
    const api = await (await app.request('/api/catalogue/products/picanha')).json();
    expect(entry && 'data' in entry ? entry.data : null).toEqual(api);
  });

  it("draws a product's \"More in …\" row with its category's other products, from the category page's list", async () => {
    const { root, state } = await page('/produto/picanha');
    expect(root).toContain('Mais em Bovinos');
    const entry = state?.queries.find((q) => q.key[1] === 'products');
    const items = entry && 'data' in entry ? (entry.data as { items: { slug: string }[] }).items : [];
    // The very list the category page's first load asks for (one cached answer for both).
    const api = await (await app.request('/api/catalogue/products?category=bovinos')).json();
    expect(entry && 'data' in entry ? entry.data : null).toEqual(api);
    const others = items.filter((item) => item.slug !== 'picanha').slice(0, 4);
    expect(others).toHaveLength(4);
    for (const item of others) expect(root).toContain(`href="/produto/${item.slug}"`);
    expect(root).toContain('href="/categoria/bovinos"');
  });

  it('answers an unknown product with 404 and the not-found view, its refusal in the data block', async () => {
    const { res, root, state } = await page('/produto/nao-existe');
    expect(res.status).toBe(404);
    expect(root).toContain('Produto não encontrado');
    const entry = state?.queries.find((q) => q.key[1] === 'product');
    expect(entry && 'error' in entry ? entry.error.status : null).toBe(404);
  });

  it('draws an unknown path as the not-found page with 404', async () => {
    const { res, root } = await page('/pagina-que-nao-existe');
    expect(res.status).toBe(404);
    expect(root).toContain('Página não encontrada');
  });

  it('draws the home page with the first banner as a high-priority picture preloaded in the head', async () => {
    const { res, html, root } = await page('/');
    expect(res.status).toBe(200);
    expect(root).toContain('id="nossas_categorias"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/images\/banners\/[^"]+\.svg" fetchPriority="high"\/>/,
    );
    expect(root).not.toMatch(/^<link/);
  });

  it('draws the contact form complete on the home page and /about, its fields waiting for the app (decision 060)', async () => {
    for (const path of ['/', '/about']) {
      const { root } = await page(path);
      const contact = root.slice(root.indexOf('id="contato"'));
      expect(contact, path).toMatch(/<h[23] id="contact-title"[^>]*>Fale com a gente<\/h[23]>/);
      expect(contact, path).toMatch(/<fieldset disabled=""/);
      for (const label of ['Nome', 'E-mail', 'Telefone (opcional)', 'Mensagem'])
        expect(contact, `${path}: ${label}`).toContain(`>${label}</label>`);
      expect(contact, path).toMatch(/<button type="submit"[^>]*>Enviar mensagem<\/button>/);
      // Not the placeholder of a page the browser draws.
      expect(contact, path).not.toContain('min-h-[38rem]');
    }
  });

  it('draws /produtos with the list of its URL, under the key the browser will look for', async () => {
    const { root, state } = await page('/produtos?category=bovinos&sort=price_asc');
    const entry = state?.queries.find((q) => q.key[1] === 'products');
    expect(entry?.key[2]).toMatchObject({ category: 'bovinos', sort: 'price_asc', page: 1 });
    const items = entry && 'data' in entry ? (entry.data as { items: { name: string }[] }).items : [];
    expect(items.length).toBeGreaterThan(0);
    expect(root).toContain(items[0]!.name);
  });

  it('draws in the language of the visitor’s cookie', async () => {
    const { html, root, state } = await page('/produto/picanha', { cookie: 'language=en' });
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(state?.language).toBe('en');
    expect(root).toContain('Add to cart');
  });

  it('draws the footer text of the visitor’s language: English default while blank, then the saved one', async () => {
    // Written straight to the table (the staff route and its audit are tested in modules/settings).
    const setEnglish = async (value: string) => {
      await test.database.db
        .update(siteSettings)
        .set({ value })
        .where(eq(siteSettings.key, 'footer_text_en'));
      test.services.settings.invalidate();
    };
    const pt = 'Cortes brasileiros de verdade';
    expect((await page('/produto/picanha')).root).toContain(pt);
    const blank = (await page('/produto/picanha', { cookie: 'language=en' })).root;
    expect(blank).toContain('Real Brazilian cuts, handmade sausages and the taste of Brazil');
    expect(blank).not.toContain(pt);
    await setEnglish('Real picanha, cut the Brazilian way.');
    try {
      expect((await page('/produto/picanha', { cookie: 'language=en' })).root).toContain(
        'Real picanha, cut the Brazilian way.',
      );
      expect((await page('/produto/picanha')).root).toContain(pt);
    } finally {
      await setEnglish('');
    }
  });

  it('leaves pages it does not draw as the shell the browser draws', async () => {
    const { res, html, state } = await page('/cart');
    expect(res.status).toBe(200);
    expect(html).toContain('Carregando...');
    expect(state).toBeNull();
  });
});

describe('the data block', () => {
  it('escapes every < so no text in the data can end the script element', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const state: SsrState = {
      language: 'pt-BR',
      renderedAt: 1,
      queries: [{ key: ['catalogue', 'product', hostile], data: { name: hostile } }],
    };
    const text = serializeSsrState(state);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(state);
  });

  it('holds no raw < on a real page', async () => {
    const { raw } = await page('/');
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('<');
  });
});
