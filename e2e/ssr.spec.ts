import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Decision 017: the catalogue pages come drawn by the server and the browser hydrates them. */

/** Console errors and uncaught exceptions of the page, hydration mismatches included (React logs them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own document answers 404 by design; that is not an error of the app.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Marks the window once the app has hydrated the page (lib/hydration.ts sends `app:ready`). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('app:ready', () => {
      (window as { __ready?: boolean }).__ready = true;
    });
  });
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as { __ready?: boolean }).__ready === true, null, { timeout: 15_000 });

test('the page content is in the HTML before any script runs', async ({ request }) => {
  for (const [path, text] of [
    ['/produto/picanha', 'Picanha'],
    ['/produtos', 'Produtos'],
    ['/', 'Nossas categorias'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, path).toContain(text);
    expect(root, path).not.toContain('Carregando...');
    expect(html, path).toMatch(/<script type="application\/json" id="ssr-state"/);
  }
  const missing = await request.get('/produto/nao-existe');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Produto não encontrado');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price and purchase box', async ({ page }) => {
    await page.goto('/produto/picanha');
    await expect(page.getByRole('heading', { level: 1, name: 'Picanha' })).toBeVisible();
    await expect(page.getByText(/R\$\s?\d/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  });

  test('the home page and /about show the contact form, not an empty panel (decision 060)', async ({
    page,
  }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const contact = page.locator('#contato');
      await expect(contact.getByRole('heading', { name: 'Fale com a gente' })).toBeVisible();
      // Drawn as it will be, its fields waiting for the app (decision 017).
      await expect(contact.getByLabel('Mensagem')).toBeDisabled();
      await expect(contact.getByRole('button', { name: 'Enviar mensagem' })).toBeVisible();
    }
  });
});

test('hydrates the three pages without errors or hydration warnings', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of ['/', '/produtos', '/produto/picanha', '/produto/nao-existe']) {
    await page.goto(path);
    await hydrated(page);
    // Something only the hydrated app does: the header's language toggle answers.
    await expect(
      page.getByRole('button', { name: /Mudar idioma para English|Switch language to Português/ }).first(),
    ).toBeEnabled();
  }
  expect(errors).toEqual([]);
});

/**
 * Holds back the app's code (every script but the entry, which keeps early clicks) until the
 * returned function is called: what the visitor does meanwhile surely happens before hydration.
 */
async function holdAppCode(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const html = await (await page.request.get(path)).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? 'missing';
  await page.route('**/assets/*.js', async (route) => {
    if (!route.request().url().endsWith(entry)) await held;
    await route.continue();
  });
  return release;
}

/** The "added to cart" toast. */
const addedToast = (page: Page) =>
  page
    .locator('[data-sonner-toast]')
    .filter({ hasText: /adicionado/i })
    .first();

test('add to cart works on the server-drawn product page, even clicked before hydration', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/produto/picanha', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  // The replayed click waits for hydration, then the toast's library and, since picanha offers cut
  // options (decision 091), the picker's words: on a busy CI machine 15 s was once not enough.
  await expect(addedToast(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Carrinho, 1 item' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('several clicks made before hydration are all replayed, in order ("+", "+", then add)', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The clicks surely land before hydration: the app's code waits until they are made.
  const release = await holdAppCode(page, '/produto/picanha');
  await page.goto('/produto/picanha');
  const increase = page.getByRole('button', { name: 'Aumentar quantidade', exact: true });
  await increase.click();
  await increase.click();
  const add = page.getByRole('button', { name: 'Adicionar ao carrinho' });
  await add.click();
  await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toBeDisabled(); // not hydrated yet
  // Each tap shows at once that it was taken (decision 060): the button is busy until the app answers.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(increase).toHaveAttribute('data-early-tap', '');
  release();
  await expect(addedToast(page)).toBeVisible({ timeout: 15_000 });
  await expect(add).not.toHaveAttribute('aria-busy');
  await expect(increase).not.toHaveAttribute('data-early-tap');
  await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('3');
  // The server's cart (the guest cart's id is in localStorage): one line of 3.
  const quantities = await page.evaluate(async () => {
    const id = localStorage.getItem('cartSessionId') ?? '';
    const cart = await (await fetch('/api/cart', { headers: { 'x-cart-session': id } })).json();
    return cart.items.map((item: { quantity: number }) => item.quantity);
  });
  expect(quantities).toEqual([3]);
  expect(errors).toEqual([]);
});

test('the language switch to English works on a hydrated page and the next page comes drawn in English', async ({
  page,
  request,
}) => {
  await page.goto('/produto/picanha');
  await hydrated(page);
  await page.getByRole('button', { name: 'Mudar idioma para English' }).first().click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The choice went into a cookie: the server draws the next page in English (no redraw, no flash).
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('en');
  const res = await request.get('/produtos', { headers: { cookie: 'language=en' } });
  expect(await res.text()).toContain('<html lang="en"');
  const errors = collectErrors(page);
  await page.goto('/produtos');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a stored English choice without the cookie: the drawn page switches to English in place, scroll kept', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const errors = collectErrors(page);
  const release = await holdAppCode(page, '/produto/picanha');
  await page.goto('/produto/picanha');
  await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(400);
  release();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await hydrated(page);
  // Hydrated, not drawn again: the visitor is still where they scrolled to.
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(400);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the English cookie alone (nothing in localStorage) gives English on a page the browser draws too', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  const errors = collectErrors(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/produto/picanha');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Whether React has hydrated the element (it keeps its props on the elements it owns). */
const isLive = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')));

test('the home page hydrates its sections as they come near the screen (decision 058), and a tap on one is never lost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const errors = collectErrors(page);
  await page.goto('/');
  await hydrated(page);
  // The top of the page answers; the footer, far below, is still the server's HTML.
  await expect.poll(() => isLive(page, 'header button')).toBe(true);
  expect(await isLive(page, 'footer[class*="bg-charcoal"] a')).toBe(false);
  // Scrolled to, it hydrates.
  await page.locator('footer[class*="bg-charcoal"]').scrollIntoViewIfNeeded();
  await expect.poll(() => isLive(page, 'footer[class*="bg-charcoal"] a')).toBe(true);

  // A quick add in a section jumped to and tapped at once still opens its dialog.
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => document.getElementById('cortes_brasileiros_v2')?.scrollIntoView());
  await page
    .locator('#cortes_brasileiros_v2')
    .getByRole('button', { name: /^Adicionar/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // Switching language with sections not hydrated yet: every section follows, without a mismatch.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Mudar idioma para English' }).first().click();
  await expect(page.getByRole('contentinfo')).toContainText('Premium Brazilian butcher');
  await expect(page.locator('#testimonials h2')).toHaveText('What our customers say');
  // The contact form, a part inside the about section with code of its own, follows too (decision 060).
  await expect(page.locator('#contact-title')).toHaveText('Get in touch');
  await page.locator('#contato').scrollIntoViewIfNeeded();
  await expect(page.locator('#contato').getByLabel('Message')).toBeEnabled();
  expect(errors).toEqual([]);
});
