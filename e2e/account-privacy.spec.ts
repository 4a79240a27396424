import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { asNewVisitor, PASSWORD, STAFF, signedUp, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { placePickupOrder } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Privacy requests (issue 16, decision 047): a customer downloads their data from their profile
 * (the JSON file holds their order) and asks for their account to be deleted; the e2e admin
 * carries it out from the users area; the customer can no longer sign in; the order stays on the
 * desk with the personal data anonymised.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a customer downloads their data and asks for deletion; an admin anonymises the account; the order stays', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // Cold chunks, a sign-up and two sign-ins on a shared 2-core machine: a bound against a hang.
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const name = `Marina Lopes ${tag}`;
  const email = await signedUp(page, name, 'privacy');
  const order = await placePickupOrder(page.request);

  // The profile's privacy card: download the data.
  await page.goto('/profile');
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Seus dados' }) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
  await expect(toast(page, 'Seus dados foram baixados')).toBeVisible();

  // Ask for deletion, after a confirmation that says what happens.
  await card.getByRole('button', { name: 'Excluir minha conta' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Excluir a sua conta?' });
  await expect(ask).toContainText('15 dias úteis');
  await axe();
  await ask.getByRole('button', { name: 'Sim, excluir minha conta' }).click();
  await expect(card.getByRole('status')).toContainText('Seu pedido de exclusão está em andamento');
  await expect(card.getByRole('button', { name: 'Excluir minha conta' })).toHaveCount(0);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('profile-1280.png'), fullPage: true });
  // On a phone, read again: the open request comes from the server.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(card.getByRole('status')).toContainText('Seu pedido de exclusão está em andamento');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('profile-375.png'), fullPage: true });

  // The admin, in the same browser once the customer's cookies are gone, carries it out.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToPanel(page, STAFF);
  await page
    .getByRole('navigation', { name: 'Seções do painel' })
    .getByRole('link', { name: 'Usuários' })
    .click();
  await page.getByRole('link', { name: 'Pedidos de privacidade' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de privacidade' })).toBeVisible({
    timeout: 30_000,
  });
  const request = page.getByRole('listitem').filter({ hasText: email });
  await expect(request).toContainText('Em aberto');
  await expect(request).toContainText('Responder até');
  await expect(page.getByText(/sem contar fins de semana e feriados federais dos EUA/)).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('requests-1280.png'), fullPage: true });
  await request.getByRole('button', { name: 'Anonimizar conta' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Anonimizar ${name}?` });
  await expect(confirm).toContainText('não pode mais entrar');
  await expect(confirm).toContainText('depois são apagados');
  await axe();
  await confirm.getByRole('button', { name: 'Sim, anonimizar' }).click();
  await expect(toast(page, 'Conta anonimizada; 1 pedido guardado sem dados pessoais.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await page.getByRole('button', { name: 'Atendidos' }).click();
  await expect(page).toHaveURL(/\?state=completed$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Atendido em' }).first()).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Atendido em' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('requests-375.png'), fullPage: true });

  // The customer can no longer sign in.
  const elsewhere = await browser.newContext();
  await asNewVisitor(elsewhere);
  const shop = await elsewhere.newPage();
  await shop.goto('/auth/login');
  await shop.getByLabel('E-mail').fill(email);
  await shop.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await shop.getByRole('button', { name: 'Entrar' }).click();
  await expect(shop.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await elsewhere.close();

  // The order is still on the desk, its customer anonymised.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/pedidos/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/removed-[0-9a-f-]{36}@anonymised\.invalid/).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('order-1280.png'), fullPage: true });
});
