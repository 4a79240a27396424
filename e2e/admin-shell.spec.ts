import type { Page } from '@playwright/test';
import { ADMIN_NAV, asNewVisitor, MANAGER, MANAGER_NAV, STAFF, signInToPanel } from './accounts';
import { expect, test } from './fixtures';

/**
 * The admin panel's frame (decision 028): an admin and a manager (both made with
 * `npm run user:create` by scripts/e2e-server.mjs) see the sections their role may open, the home's
 * shortcuts, breadcrumbs and who is signed in; an admin-only URL answers "not allowed" to the manager.
 */

const ADMIN = STAFF;

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

async function signIn(page: Page, who: { email: string; password: string }, greeting: string) {
  await signInToPanel(page, who);
  await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
}

const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Você está em' });

test('an admin: the side bar, the home with its shortcuts, breadcrumbs; the phone menu at 375 px', async ({
  page,
  axe,
}, testInfo) => {
  await signIn(page, ADMIN, 'Olá, Ana');
  const account = page.getByRole('region', { name: 'Conta conectada' });
  await expect(account).toContainText('Ana Souza');
  await expect(account).toContainText(ADMIN.email);
  await expect(account).toContainText('Administrador');
  await expect(sectionsNav(page).getByRole('link')).toHaveText(ADMIN_NAV);
  await expect(sectionsNav(page).getByRole('link', { name: 'Início' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Painel administrativo');
  await expect(page.getByRole('link', { name: /Pedidos.*Confirme pagamentos/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('admin-home-1280.png'), fullPage: true });

  // A shortcut opens its section; the breadcrumbs follow and lead back.
  await page.getByRole('link', { name: /Pedidos.*Confirme pagamentos/ }).click();
  await expect(page).toHaveURL(/\/admin\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await expect(crumbs(page).getByRole('listitem')).toHaveText(['Painel administrativo', 'Pedidos']);
  await expect(sectionsNav(page).getByRole('link', { name: 'Pedidos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: testInfo.outputPath('admin-orders-1280.png'), fullPage: true });

  // The activity log is the super administrator's alone (view_audit_logs).
  await page.goto('/admin/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
  await page.goto('/admin/nada-aqui');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Esta página do painel não existe.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início do painel' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // At 375 px the side bar gives way to a menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(sectionsNav(page)).toBeHidden();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('admin-home-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu do painel' });
  await expect(menu.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link')).toHaveText(
    ADMIN_NAV,
  );
  await expect(menu).toContainText('Administrador');
  await axe();
  await page.screenshot({ path: testInfo.outputPath('admin-menu-375.png') });
  await menu.getByRole('link', { name: 'Pedidos' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/pedidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
});

test('a manager sees only their sections; an admin-only URL answers "not allowed"', async ({
  page,
  axe,
}, testInfo) => {
  await signIn(page, MANAGER, 'Olá, Bruno');
  await expect(page.getByRole('region', { name: 'Conta conectada' })).toContainText('Gerente');
  await expect(sectionsNav(page).getByRole('link')).toHaveText(MANAGER_NAV);
  await expect(page.getByRole('link', { name: /Categorias|Banners|Configurações/ })).toHaveCount(0);
  await axe();

  // Categories are for admins (manage_all_products): the URL explains, and leads back.
  await page.goto('/admin/categorias');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByText('A seção “Categorias” não faz parte do seu perfil.')).toBeVisible();
  await expect(crumbs(page).getByRole('listitem')).toHaveText(['Painel administrativo', 'Categorias']);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('manager-not-allowed-1280.png'), fullPage: true });

  // In English, at 375 px: settings are for admins too (manage_system_settings).
  // (Through the panel's own link: the shop is then already running, so the toggle answers at once.)
  await page.getByRole('link', { name: 'Ver a loja' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/configuracoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText('The “Settings” section is not part of your role.')).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('manager-not-allowed-375.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to the panel home' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Bruno' })).toBeVisible();
});

test('on a phone the sign-in toast leaves the panel’s menu reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, MANAGER, 'Olá, Bruno');
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  const [t, m] = [await toast.boundingBox(), await menu.boundingBox()];
  expect(t && m).toBeTruthy();
  // Issue 39: the toast covered the menu at the top; on a phone it rises from the bottom.
  expect(t!.y).toBeGreaterThan(m!.y + m!.height);
  await menu.click();
  await expect(page.getByRole('dialog', { name: 'Menu do painel' })).toBeVisible();
});
