import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 5 journeys: the home page, product lists, category and product pages, SEO as crawlers see it. */

const SECTION_IDS = [
  'nossas_categorias',
  'produtos_destaque',
  'promocoes',
  'cortes_brasileiros_v2',
  'testimonials',
  'sobre',
];

/** Scrolls through the page so lazy pictures load before a screenshot. */
async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

test.describe('home', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the carousel and every section, in the order of SPEC §2.1, with content', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Destaques da loja' });
    await expect(carousel.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(carousel.getByRole('heading', { level: 2, name: /Picanha de verdade/ })).toBeVisible();
    // The six food categories of SPEC §3.2 (the admin journeys may add one of their own for a
    // moment); the shoes are not in this grid but in the menu (decision 056).
    const tiles = page.locator('#nossas_categorias');
    for (const name of ['Bovinos', 'Suínos', 'Aves', 'Linguiças', 'Kits para churrasco', 'Mercado']) {
      await expect(tiles.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(tiles.getByRole('link', { name: /Chuteiras|Tênis/ })).toHaveCount(0);

    const tops = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN),
      SECTION_IDS,
    );
    expect(tops.every((top, i) => Number.isFinite(top) && (i === 0 || top > tops[i - 1]!))).toBe(true);

    await expect(page.locator('#produtos_destaque article').first()).toBeVisible();
    await expect(page.locator('#promocoes article')).not.toHaveCount(0);
    await expect(page.locator('#cortes_brasileiros_v2 article')).not.toHaveCount(0);
    await expect(page.locator('#testimonials li blockquote')).toHaveCount(6);
    await expect(page.locator('#sobre')).toContainText('2017');
    await axe();
  });

  test('the header links scroll to their sections', async ({ page }) => {
    await page.goto('/');
    // Once the sections have their content, so the target does not move after the scroll.
    await expect(page.locator('#testimonials blockquote')).toHaveCount(6);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('button', { name: 'Ofertas' }).click();
    await expect(page.locator('#promocoes h2')).toBeInViewport();
    await nav.getByRole('button', { name: 'Destaques' }).click();
    await expect(page.locator('#produtos_destaque h2')).toBeInViewport();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Depoimentos' }).click();
    await expect(page.locator('#testimonials h2')).toBeInViewport();
    // From another page the header goes home first, then scrolls.
    await page.goto('/produtos');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('button', { name: 'Categorias' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#nossas_categorias h2')).toBeInViewport();
  });

  test('the carousel moves with its buttons, dots and arrow keys', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Destaques da loja' });
    const visibleTitle = () => carousel.getByRole('heading', { level: 2 }).filter({ visible: true });
    await carousel.getByRole('button', { name: 'Pausar a troca automática' }).click();
    await expect(visibleTitle()).toHaveText(/Picanha/);
    await carousel.getByRole('button', { name: 'Próximo banner' }).click();
    await expect(visibleTitle()).toHaveText(/Kits de churrasco/);
    await page.keyboard.press('ArrowRight');
    await expect(visibleTitle()).toHaveText(/Ofertas da semana/);
    await page.keyboard.press('ArrowRight');
    await expect(visibleTitle()).toHaveText(/Picanha/);
    await carousel.getByRole('button', { name: 'Ir para o banner 3' }).click();
    await expect(visibleTitle()).toHaveText(/Ofertas da semana/);
    await carousel.getByRole('link', { name: 'Ver ofertas' }).click();
    await expect(page).toHaveURL(/\/produtos\?offer=true$/);
    await expect(page.getByRole('button', { name: 'Ofertas', pressed: true })).toBeVisible();
  });

  test('the carousel stands still for reduced motion and while hovered, and advances otherwise', async ({
    page,
  }) => {
    // The page's own timers on Playwright's clock: the 6 s rotation is run in an instant, not waited for.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Destaques da loja' });
    const visibleTitle = () => carousel.getByRole('heading', { level: 2 }).filter({ visible: true });
    await expect(visibleTitle()).toHaveText(/Picanha/);
    await expect(carousel.getByRole('button', { name: 'Pausar a troca automática' })).toHaveCount(0);
    await page.clock.runFor(6_500);
    await expect(visibleTitle()).toHaveText(/Picanha/);

    await carousel.hover();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.runFor(6_500);
    await expect(visibleTitle()).toHaveText(/Picanha/);
    await page.mouse.move(5, 890);
    await page.clock.runFor(6_500);
    await expect(visibleTitle()).toHaveText(/Kits de churrasco/);
  });
});

test.describe('product list', () => {
  test('filters by category and search, keeps them in a shareable URL, and Back undoes them', async ({
    page,
    browser,
    axe,
  }) => {
    await page.goto('/produtos');
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await expect(page.getByText(/^\d+ produtos$/)).toBeVisible();
    await page.getByRole('button', { name: 'Aves' }).click();
    await expect(page).toHaveURL(/\/produtos\?category=aves$/);
    await expect(page.getByText('4 produtos')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('coraçao');
    await expect(page).toHaveURL(/category=aves&q=cora%C3%A7ao$/);
    await expect(page.getByText('1 produto', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Coração de frango' })).toBeVisible();
    await page.getByLabel('Ordenar por').selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await axe();

    // The link opens the same list for someone else.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('link', { name: 'Coração de frango' })).toBeVisible();
    await expect(shared.getByRole('button', { name: 'Aves', pressed: true })).toBeVisible();
    await expect(shared.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('coraçao');
    await shared.close();

    // Back walks through the filters (the search box replaces its own entries).
    await page.goBack();
    await expect(page).toHaveURL(/category=aves&q=cora%C3%A7ao$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/produtos$/);
    await expect(page.getByRole('button', { name: 'Todos', pressed: true })).toBeVisible();
  });

  test('shows "No results found" in the current language and pages through results', async ({ page }) => {
    await page.goto('/produtos?q=lagosta');
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Page 2 of')).toBeVisible();
  });
});

test.describe('category and product pages', () => {
  test('a category lists its products; a product shows weights, prices, stock and extras', async ({
    page,
    axe,
  }) => {
    await page.goto('/categoria/linguicas');
    await expect(page.getByRole('heading', { level: 1, name: 'Linguiças' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await axe();
    await page.getByRole('link', { name: 'Linguiça cuiabana com queijo' }).click();
    await expect(page).toHaveURL(/\/produto\/linguica-cuiabana$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Linguiça cuiabana com queijo' })).toBeVisible();
    await expect(page).toHaveTitle(/^Linguiça cuiabana com queijo \| /);

    const weights = page.getByRole('group', { name: 'Escolha o peso' });
    await expect(weights.getByRole('radio')).toHaveCount(2);
    await expect(weights).toContainText('500 g');
    await expect(weights.getByRole('radio', { name: /500 g/ })).toBeChecked();
    await expect(weights).toContainText('Em estoque');
    // 3 packs of 1 kg are above that variation's threshold in force (2 kg by default: 2 packs,
    // decision 099), so neither size reads "Últimas".
    await expect(weights).not.toContainText('Últimas');
    await weights.getByText('1 kg').click();
    await expect(page.getByText('Total').locator('..')).toContainText('R$ 34,90');
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    // Vacuum packing is charged per piece (decision 111): 2 × (34,90 + 3,50).
    const vacuum = page.getByRole('checkbox', { name: 'Embalagem a vácuo' });
    await expect(page.locator('label').filter({ has: vacuum })).toContainText('+ R$ 3,50 por peça');
    await vacuum.check();
    await expect(page.getByText('Total').locator('..')).toContainText('R$ 76,80');
    // Stock caps the quantity: 3 units of 1 kg.
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(page.getByRole('button', { name: 'Aumentar quantidade' })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir pelo WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    // Under it, the category's other products (not this one), each with its quick add.
    const more = page.getByRole('region', { name: 'Mais em Linguiças' });
    await expect(more.getByRole('article')).toHaveCount(3);
    await expect(more.getByRole('link', { name: 'Linguiça cuiabana com queijo' })).toHaveCount(0);
    await expect(more.getByRole('button', { name: /^Adicionar .+ ao carrinho$/ })).toHaveCount(3);
    await axe();
    await more.getByRole('link', { name: 'Ver tudo em Linguiças' }).click();
    await expect(page).toHaveURL(/\/categoria\/linguicas$/);
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('a sold-out weight cannot be chosen; a whole kg shows without decimals, in English too', async ({
    page,
  }) => {
    await page.goto('/produto/cupim');
    const weights = page.getByRole('group', { name: 'Escolha o peso' });
    await expect(weights.getByRole('radio', { name: /2 kg/ })).toBeDisabled();
    await expect(weights).toContainText('Esgotado');
    await page.goto('/produto/picanha');
    await expect(page.getByRole('group', { name: 'Escolha o peso' })).toContainText('1,5 kg');
    await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
    await expect(page.getByRole('group', { name: 'Choose the weight' })).toContainText('1.5 kg');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Picanha (top sirloin cap)');
  });

  test('cleats and sneakers, reached from the menu, show their sizes and colours', async ({ page, axe }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Tênis' })).toBeVisible();
    await nav.getByRole('link', { name: 'Chuteiras' }).click();
    await expect(page).toHaveURL(/\/chuteiras$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chuteiras' })).toBeVisible();
    // The search speaks of shoes here, not of picanha.
    await expect(page.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveAttribute(
      'placeholder',
      /tênis/i,
    );
    await expect(page.getByRole('article')).toHaveCount(2);
    // BR sizes with their US men's sizes (decision 113).
    await expect(page.getByRole('article').first()).toContainText('37–44 BR · 5,5–11 US');
    await page.goto('/tenis');
    await expect(page.getByRole('heading', { level: 1, name: 'Tênis' })).toBeVisible();
    await page.getByRole('link', { name: 'Tênis casual Ginga' }).click();
    // Each size is a choice of its own (BR and US), with its stock.
    await expect(page.getByRole('group', { name: 'Escolha o tamanho' })).toBeVisible();
    await page.getByText('40 BR · 8 US', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /^40 BR · 8 US/ })).toBeChecked();
    await expect(page.getByText('Cores disponíveis')).toBeVisible();
    await expect(page.getByText('Verde')).toBeVisible();
    await axe();
  });

  test('unknown product and category slugs answer 404 with a not-found view', async ({ page }) => {
    const product = await page.goto('/produto/lagosta-gigante');
    expect(product?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
    const category = await page.goto('/categoria/peixes');
    expect(category?.status()).toBe(404);
    // The by-slug query retries once (SPEC §9) before the view says so.
    await expect(page.getByRole('heading', { level: 1, name: 'Categoria não encontrada' })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('about tells the story and the status page checks the server and the database', async ({
    page,
    axe,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('2017');
    await expect(page.getByRole('main')).toContainText('na Geórgia');
    // The stores and the shop's direct lines beside the form: phones as people read them.
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Nossas lojas' })).toContainText('+1 (678) 555-0142');
    await expect(page.getByRole('contentinfo')).toContainText('+1 (678) 555-0142');
    const lines = main.getByRole('region', { name: 'Prefere falar agora?' });
    await expect(lines.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/14045550134\?text=/,
    );
    await expect(lines.getByRole('link', { name: 'Telefone: +1 (404) 555-0134' })).toHaveAttribute(
      'href',
      'tel:+14045550134',
    );
    await expect(lines.getByRole('link', { name: /contato@/ })).toHaveAttribute('href', /^mailto:contato@/);
    // At 1280 px they fill the column beside the form (one store card alone left an empty band).
    const side = await lines.boundingBox();
    const form = await main.getByRole('region', { name: 'Fale com a gente' }).boundingBox();
    expect(side!.x + side!.width).toBeLessThanOrEqual(form!.x);
    expect(side!.y).toBeLessThan(form!.y + form!.height);
    await page.goto('/teste-acougue');
    await expect(page.getByRole('heading', { level: 1, name: 'Status do sistema' })).toBeVisible();
    await expect(page.getByText('Funcionando', { exact: true })).toHaveCount(2);
    await expect(page.getByText(/^Produto lido: /)).toBeVisible();
    await page.getByRole('button', { name: 'Testar novamente' }).click();
    await expect(page.getByText('Funcionando', { exact: true })).toHaveCount(2);
    await axe();
  });
});

test.describe('SEO as a link-preview crawler sees it (no scripts run)', () => {
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];

  test('a product page carries its own title, description and an absolute raster og:image', async ({
    request,
  }) => {
    const res = await request.get('/produto/picanha');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Picanha \| [^<]+<\/title>/);
    expect(meta(html, 'og:title')).toMatch(/^Picanha \| /);
    expect(meta(html, 'og:description')).toMatch(/^A rainha do churrasco brasileiro/);
    expect(meta(html, 'og:type')).toBe('product');
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(/^https?:\/\/[^/]+\/images\/products\/share\/picanha\.jpg$/);
    const picture = await request.get(new URL(image).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/produto\/picanha">/);
  });

  test('a category page has its own head; the home keeps the shop-wide one', async ({ request }) => {
    const category = await (await request.get('/categoria/bovinos')).text();
    expect(meta(category, 'og:title')).toMatch(/^Bovinos \| /);
    const home = await (await request.get('/')).text();
    expect(meta(home, 'og:image')).toMatch(/\/og-image\.png$/);
    expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
  });

  test('robots.txt and sitemap.xml come from the catalogue', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    for (const path of ['/produtos', '/categoria/aves', '/produto/picanha', '/chuteiras']) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });
});

for (const width of [375, 1280]) {
  test(`screenshots at ${width} px (home, products, product), axe clean`, async ({ page, axe }, testInfo) => {
    // Three pages, each scrolled through (lazy images, the contact form), scanned and captured.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ['home', '/'],
      ['products', '/produtos'],
      ['product', '/produto/picanha'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await loadLazyImages(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await axe();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}
