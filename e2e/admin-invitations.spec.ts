import type { Page } from '@playwright/test';
import { asNewVisitor, newEmail, PASSWORD, signInToPanel } from './accounts';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Invitations (issue 16, decision 036): the e2e admin invites a manager for the demo store, reads
 * the link on the invitation (the e2e server has no SMTP), and a new browser opens it, sets a
 * name and password, and lands in the panel with a manager's navigation.
 */

const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' }).first();

test('an admin invites a manager, who accepts through the link and lands in the panel', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // About 30 s on a quiet machine; a 3-minute bound like the other admin journeys on a busy one.
  test.setTimeout(180_000);
  await asNewVisitor(page.context());
  await signInToPanel(page);
  await page.goto('/admin/usuarios');
  await page.getByRole('link', { name: 'Convidar para a equipe' }).click();
  await expect(page).toHaveURL(/\/admin\/convites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Convites' })).toBeVisible();

  const email = newEmail('convite');
  await page.getByLabel('E-mail').fill(email);
  await expect(page.getByLabel('Papel')).toHaveValue('manager');
  // With one store the form does not ask which (issue 39); another journey may have opened a second.
  const { stores } = (await (await page.request.get('/api/accounts/stores')).json()) as { stores: unknown[] };
  if (stores.length > 1) await page.getByLabel('Loja').selectOption({ label: 'Brazil Prime — Marietta, GA' });
  else await expect(page.getByLabel('Loja')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card.getByText('Pendente')).toBeVisible();
  const link = await card.getByRole('textbox', { name: 'Link do convite' }).inputValue();
  expect(link).toMatch(/\/accept-invitation\?token=[\w-]{43}$/);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('invitations-1280.png'), fullPage: true });

  // The invited person, in a browser of their own.
  const invited = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await asNewVisitor(invited);
  const other = await invited.newPage();
  await other.goto(new URL(link).pathname + new URL(link).search);
  // A new browser loads every chunk cold: on a shared 2-core machine that can pass 10 s.
  await expect(other.getByRole('heading', { level: 1, name: 'Convite para a equipe' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(other.getByText(/como Gerente da loja Brazil Prime — Marietta, GA/)).toBeVisible();
  await expectNoAxeViolations(other);
  await other.screenshot({ path: testInfo.outputPath('accept-invitation-1280.png'), fullPage: true });
  await other.getByLabel('Nome completo').fill('Carla Gerente');
  await other.getByLabel('Crie uma senha').fill(PASSWORD);
  await other.getByLabel('Confirmar senha').fill(PASSWORD);
  await other.getByRole('button', { name: 'Aceitar e entrar' }).click();
  await expect(other).toHaveURL(/\/admin$/);
  await expect(other.getByRole('region', { name: 'Conta conectada' })).toContainText('Gerente');
  await expect(sectionsNav(other).getByRole('link', { name: 'Pedidos' })).toBeVisible();
  await expect(sectionsNav(other).getByRole('link', { name: /Categorias|Convites/ })).toHaveCount(0);

  // The link is spent: opening it again says so.
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other.getByRole('heading', { level: 1, name: 'Convite já usado' })).toBeVisible();
  await invited.close();

  // The admin's list says accepted, and the link is gone.
  await page.reload();
  await expect(card.getByText('Aceito', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Link do convite' })).toHaveCount(0);
});
