import type { Page } from '@playwright/test';
import { asNewVisitor, PASSWORD, signedUp } from './accounts';
import { expect, test } from './fixtures';

/**
 * Cart journeys (issue 6). Each test is its own visitor address through X-Forwarded-For (the e2e
 * server trusts 127.0.0.1 as a proxy), as the auth journeys do, so the per-address sign-in limit
 * (5 per 15 minutes) of one journey never reaches another.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

const badge = (page: Page) => page.getByTestId('cart-count');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The product page's purchase box: a weight, extras, a quantity, then "Adicionar ao carrinho". */
async function addFromProductPage(
  page: Page,
  slug: string,
  options: { weight?: RegExp; extras?: string[]; quantity?: number } = {},
) {
  await page.goto(`/produto/${slug}`);
  // The page comes drawn by the server; its quantity field comes alive with hydration. Clicks made
  // before that are replayed (e2e/ssr.spec.ts); these journeys shop on the hydrated page.
  await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toBeEnabled();
  if (options.weight) await page.getByRole('radio', { name: options.weight }).check({ force: true });
  for (const extra of options.extras ?? []) await page.getByRole('checkbox', { name: extra }).check();
  for (let i = 1; i < (options.quantity ?? 1); i++) {
    await page.getByRole('button', { name: 'Aumentar quantidade', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(toast(page, 'Item adicionado ao carrinho!').first()).toBeVisible();
}

/**
 * The same visitor adds more of the cart's first line from another tab: the server's cart grows
 * while the page in front still counts what it saw (its next add meets the stock on the server).
 */
async function addFromAnotherTab(page: Page, quantity: number) {
  const cartId = await page.evaluate(() => localStorage.getItem('cartSessionId'));
  const headers = { 'X-Cart-Session': cartId ?? '' };
  const cart = await (await page.request.get('/api/cart', { headers })).json();
  const [first] = cart.items as { productId: string; variationId: string | null }[];
  const added = await page.request.post('/api/cart/items', {
    headers,
    data: { productId: first!.productId, variationId: first!.variationId, quantity },
  });
  expect(added.ok()).toBe(true);
}

const line = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Itens do carrinho' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name }),
    });

test('a visitor fills the cart, reloads, changes quantities, removes a line and clears it', async ({
  page,
  axe,
}) => {
  test.slow(); // several pages and writes on a shared 2-core machine
  await addFromProductPage(page, 'picanha', {
    weight: /^1,2 kg/,
    extras: ['Tempero da casa', 'Montar no espeto'],
  });
  await expect(badge(page)).toHaveText('1');
  await addFromProductPage(page, 'chimichurri', { quantity: 2 });
  await expect(badge(page)).toHaveText('3');
  const cartId = await page.evaluate(() => localStorage.getItem('cartSessionId'));
  expect(cartId).toMatch(/^[0-9a-f-]{36}$/);

  // The cart is still there after a reload: the browser keeps its id.
  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Seu carrinho' })).toBeVisible();
  const picanha = line(page, 'Picanha');
  await expect(picanha).toContainText('1,2 kg');
  await expect(picanha).toContainText('Tempero da casa');
  await expect(picanha).toContainText('R$ 143,88');
  await expect(line(page, 'Chimichurri da casa')).toContainText('R$ 29,80');
  const summary = page.getByRole('region', { name: 'Resumo' });
  // Seasoning once (4,90), skewers per piece (5,00 × 1), decision 111.
  await expect(picanha).toContainText('R$ 5,00 por peça × 1');
  await expect(summary).toContainText('R$ 183,58');
  await expect(summary).toContainText('1,2 kg');
  await axe();

  await picanha.getByRole('button', { name: 'Aumentar quantidade de Picanha' }).click();
  await expect(toast(page, 'Item atualizado!').first()).toBeVisible();
  await expect(badge(page)).toHaveText('4');
  await expect(summary).toContainText('2,4 kg');
  // The skewers follow the two pieces; the seasoning stays once: 2 × (143,88 + 5,00) + 4,90 + 29,80.
  await expect(picanha).toContainText('R$ 5,00 por peça × 2');
  await expect(summary).toContainText('R$ 332,46');

  await page.getByRole('button', { name: 'Remover Chimichurri da casa' }).click();
  await expect(toast(page, 'Item removido!').first()).toBeVisible();
  await expect(line(page, 'Chimichurri da casa')).toHaveCount(0);
  await expect(badge(page)).toHaveText('2');

  await page.getByRole('button', { name: 'Limpar carrinho' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Limpar o carrinho?' });
  await expect(dialog).toBeVisible();
  await axe();
  await dialog.getByRole('button', { name: 'Sim, limpar' }).click();
  await expect(toast(page, 'Carrinho limpo!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/produtos');
  // The shop's favourites under the empty cart: one of them goes in from here, and the cart shows it.
  const favourites = page.getByRole('region', { name: 'Favoritos da casa' });
  await expect(favourites.getByRole('article')).toHaveCount(4);
  await axe();
  await favourites.getByRole('button', { name: 'Adicionar Picanha ao carrinho' }).click();
  const options = page.getByRole('dialog', { name: 'Picanha' });
  await options.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(line(page, 'Picanha')).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await expect(favourites).toHaveCount(0);
});

test('the product page offers only the stock the cart does not already hold', async ({ page }) => {
  // Picanha 1,5 kg has 3 in stock in the demo shop, 1,2 kg has 4.
  await addFromProductPage(page, 'picanha', { weight: /^1,5 kg/, quantity: 3 });
  await expect(badge(page)).toHaveText('3');
  const limit = page.getByTestId('purchase-limit');
  await expect(limit).toHaveText('Você já tem 3 no carrinho.');
  await expect(page.getByRole('button', { name: 'Tudo o que temos já está no carrinho' })).toBeDisabled();
  // Another weight has its own stock: the page offers it, and says how far a typed quantity goes.
  await page.getByRole('radio', { name: /^1,2 kg/ }).check({ force: true });
  await expect(limit).toBeEmpty();
  await page.getByRole('spinbutton', { name: 'Quantidade' }).fill('9');
  await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('4');
  await expect(limit).toHaveText('Só restam 4 para adicionar.');
  // Adding them all leaves nothing to add: the page says what the cart holds, not "only 0 left".
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(limit).toHaveText('Você já tem 4 no carrinho.');
  await expect(page.getByRole('button', { name: 'Tudo o que temos já está no carrinho' })).toBeDisabled();
});

test('the stock limit is refused with its message and the badge rolls back', async ({ page }) => {
  // Picanha 1,5 kg has 3 in stock; another tab of the same visitor takes 2 more than this page knows.
  await addFromProductPage(page, 'picanha', { weight: /^1,5 kg/ });
  await expect(badge(page)).toHaveText('1');
  await addFromAnotherTab(page, 2);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(toast(page, 'Erro ao adicionar item ao carrinho').first()).toContainText(
    'Estoque insuficiente',
  );
  // The refusal brings the cart's true state: the badge and the page now count the other tab's 2.
  await expect(badge(page)).toHaveText('3');
  await expect(page.getByTestId('purchase-limit')).toHaveText('Você já tem 3 no carrinho.');
});
test('a product card adds at once, or asks for the options first', async ({ page, axe }) => {
  test.slow();
  await page.goto('/produtos?q=chimichurri');
  await page.getByRole('button', { name: 'Adicionar Chimichurri da casa ao carrinho' }).click();
  await expect(toast(page, 'Item adicionado ao carrinho!').first()).toBeVisible();
  await expect(badge(page)).toHaveText('1');

  await page.goto('/produtos?q=fraldinha');
  await page.getByRole('button', { name: 'Adicionar Fraldinha ao carrinho' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fraldinha' });
  await expect(dialog).toBeVisible();
  await axe();
  await dialog.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge(page)).toHaveText('2');

  await page.getByRole('button', { name: /^Carrinho, 2 itens$/ }).click();
  const mini = page.getByRole('dialog', { name: 'Seu carrinho' });
  await expect(mini).toContainText('Chimichurri da casa');
  await expect(mini).toContainText('Fraldinha');
  await axe();
  await mini.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("signing in joins the visitor's cart to the account's cart", async ({ page }) => {
  test.slow();
  const email = await signedUp(page, 'Joana Prado', 'carrinho');

  // Signed in: this goes to the account's cart.
  await addFromProductPage(page, 'picanha', { weight: /^1 kg/ });
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page
    .getByRole('menuitem', { name: 'Sair' })
    .or(page.getByRole('button', { name: 'Sair' }))
    .first()
    .click();
  await expect(badge(page)).toHaveCount(0);

  // A visitor again: a new guest cart.
  await addFromProductPage(page, 'chimichurri');
  await addFromProductPage(page, 'picanha', { weight: /^1 kg/ });
  await expect(badge(page)).toHaveText('2');

  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(badge(page)).toHaveText('3');
  await page.goto('/cart');
  await expect(line(page, 'Picanha').getByText('2', { exact: true })).toBeVisible();
  await expect(line(page, 'Chimichurri da casa')).toBeVisible();
});

test('the example cart explains the sums and leaves the real cart alone', async ({ page, axe }) => {
  await page.goto('/CarrinhoExemplo');
  // A cold lazy chunk on two cores shared with another journey: in CI it once passed 10 s twice.
  await expect(page.getByRole('heading', { level: 1, name: 'Carrinho de exemplo' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Como cada conta é feita' })).toBeVisible();
  await expect(page.getByText(/Picanha 1,2 kg: R\$\s143,88 × 2 = R\$\s287,76/)).toBeVisible();
  await expect(page.getByText('Peso total: 3,4 kg')).toBeVisible();
  await axe();
  expect(await page.evaluate(() => localStorage.getItem('cartSessionId'))).toBeNull();
  await expect(badge(page)).toHaveCount(0);
});

test('cart screens at 375 and 1280 px', async ({ page }, testInfo) => {
  test.slow();
  await addFromProductPage(page, 'picanha', {
    weight: /^1,2 kg/,
    extras: ['Tempero da casa', 'Marinada de alho e limão'],
  });
  await addFromProductPage(page, 'linguica-toscana', { quantity: 2 });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ['cart', '/cart'],
      ['example-cart', '/CarrinhoExemplo'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('region', { name: 'Resumo' }).waitFor();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }
});

test("in English, the server's refusal is shown in English, not in the SPEC's Portuguese", async ({
  page,
}) => {
  // Picanha 1,5 kg has 3 in stock in the demo shop; the fourth is refused by the server (409).
  await addFromProductPage(page, 'picanha', { weight: /^1,5 kg/ });
  await addFromAnotherTab(page, 2);
  await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/cart/items') && response.status() === 409,
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect((await (await refused).json()).error.message).toBe('Estoque insuficiente');
  const failure = toast(page, 'Could not add the item to the cart').first();
  await expect(failure).toContainText('Not enough stock');
  await expect(failure).not.toContainText('Estoque');
  await expect(badge(page)).toHaveText('3');
  await expect(page.getByTestId('purchase-limit')).toHaveText('You already have 3 in your cart.');
});
