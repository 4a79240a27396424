import type { APIRequestContext, Page } from '@playwright/test';
import {
  asNewVisitor,
  MANAGER,
  newEmail,
  PASSWORD,
  registerThroughApi,
  STAFF,
  signedUp,
  signInToPanel,
} from './accounts';
import { expect, test } from './fixtures';
import { placePickupOrder } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * The admin panel's users area (issue 16): the e2e admin finds a customer who signed up and
 * ordered in the journey, suspends them — the customer's own browser, signed in elsewhere, is
 * signed out at its next page load and a new sign-in is refused — and reactivates them. The e2e
 * manager sees only their store's people and offers no role above customer.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

/** A new customer signed up through the API (its cookie lands in `api`'s context), with one order. */
async function signUpAndOrder(api: APIRequestContext, name: string) {
  const email = newEmail('users');
  await registerThroughApi(api, name, email);
  return { email, order: await placePickupOrder(api) };
}

const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });

async function openUsers(page: Page) {
  await sectionsNav(page).getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Buscar').fill(text);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(text)}`));
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible();
}

test('an admin finds a new customer, suspends them (signed out everywhere at once) and reactivates them', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // Two people, two browsers, a sign-up, an order and a suspension: at load 30 it took over 90 s.
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const name = `Helena Prado ${tag}`;
  // The customer, signed in in a browser of their own.
  const shopper = await browser.newContext();
  await asNewVisitor(shopper);
  const shop = await shopper.newPage();
  const email = await signedUp(shop, name, 'users');
  const order = await placePickupOrder(shop.request);
  await shop.goto('/profile');
  const signedIn = shop.locator('form').filter({ has: shop.getByLabel('Senha atual') });
  // The profile page's chunk, cold, on a busy machine.
  await expect(signedIn).toBeVisible({ timeout: 30_000 });

  await signInToPanel(page, STAFF);
  await openUsers(page);
  await expect(page.getByRole('table', { name: 'Pessoas encontradas' })).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('users-1280.png'), fullPage: true });

  await search(page, tag);
  await expect(page.getByText('1 pessoa', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Cliente');
  await expect(row).toContainText('E-mail não confirmado');
  await row.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Você está em' }).getByRole('listitem')).toHaveText([
    'Painel administrativo',
    'Usuários',
    'Pessoa',
  ]);
  await expect(page.getByRole('link', { name: `Pedido ${order.number}` })).toHaveAttribute(
    'href',
    `/admin/pedidos/${order.id}`,
  );
  // An admin gives the roles below their own.
  const role = page.getByLabel('Perfil', { exact: true });
  await expect(role.locator('option')).toHaveText(['Gerente', 'Cliente']);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('user-1280.png'), fullPage: true });

  // Suspend, after a confirmation that says what happens.
  await page.getByRole('button', { name: 'Suspender' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Suspender ${name}?` });
  await expect(confirm).toContainText('sai de todos os aparelhos de uma vez');
  await axe();
  await confirm.getByRole('button', { name: 'Sim, suspender' }).click();
  await expectToast(page, 'Conta suspensa');
  await expect(page.getByText('Conta suspensa: não consegue entrar até ser reativada.')).toBeVisible();

  // The customer's next page load finds them signed out, and signing in again is refused.
  await shop.reload();
  await expect(shop).toHaveURL(/\/auth\/login$/);
  await expect(signedIn).toHaveCount(0);
  await shop.getByLabel('E-mail').fill(email);
  await shop.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop.getByText('Não foi possível entrar com esta conta.')).toBeVisible();

  // Reactivated: they may sign in again.
  await page.getByRole('button', { name: 'Reativar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, reativar' }).click();
  await expectToast(page, 'Conta reativada.');
  await expect(page.getByRole('button', { name: 'Suspender' })).toBeVisible();
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop).not.toHaveURL(/\/auth\/login/);
  await shopper.close();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('user-375.png'), fullPage: true });
  await page.getByRole('link', { name: 'Voltar aos usuários' }).click();
  await expect(page.getByRole('list', { name: 'Pessoas encontradas' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('users-375.png'), fullPage: true });
});

test('a manager sees their store’s people only, and gives no role above customer', async ({
  page,
  playwright,
  baseURL,
  axe,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const name = `Otávio Reis ${tag}`;
  const api = await playwright.request.newContext({ baseURL });
  const { email } = await signUpAndOrder(api, name);
  await api.dispose();

  await signInToPanel(page, MANAGER);
  await openUsers(page);
  await expect(page.getByText('A equipe da sua loja e os clientes que compraram nela.')).toBeVisible();
  // Themselves (their store's staff), not the admin without a store.
  await expect(page.getByRole('row').filter({ hasText: 'Bruno Costa' })).toContainText('Você');
  // An ordinary account's state reads "Ativa", not an empty cell.
  await expect(page.getByRole('row').filter({ hasText: 'Bruno Costa' })).toContainText('Ativa');
  await expect(page.getByRole('row').filter({ hasText: 'Ana Souza' })).toHaveCount(0);
  await expect(page.getByLabel('Loja')).toHaveCount(0);
  await axe();

  await search(page, tag);
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Perfil', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Como gerente, você cuida dos clientes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspender' })).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('manager-user-1280.png'), fullPage: true });

  // Their own page: nothing to change, and why.
  await page.goto('/admin/usuarios?q=Bruno');
  await page.getByRole('link', { name: 'Bruno Costa' }).click();
  await expect(page.getByText('Esta é a sua própria conta')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspender' })).toHaveCount(0);
});
