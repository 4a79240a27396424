import { asNewVisitor, SUPER_ADMIN, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * The recent server errors and the links to an entity's history (issue 21, decision 053): an admin
 * opens /admin/registros (view_logs) and, lacking view_audit_logs, sees no "Histórico" link on a
 * store; the super administrator follows that link to the activity log filtered on the store.
 */

const STORE = 'Brazil Prime — Marietta, GA';

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('an admin reads the server errors; the super administrator opens a store’s history', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInToPanel(page);
  await page
    .getByRole('navigation', { name: 'Seções do painel' })
    .getByRole('link', { name: 'Erros do servidor' })
    .click();
  await expect(page).toHaveURL(/\/admin\/registros$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Erros do servidor' })).toBeVisible();
  await expect(page.getByText(/Nenhum erro registrado|Requisição/).first()).toBeVisible();
  // The search goes into the address bar.
  await page.getByLabel('Código da requisição ou rota').fill('/api/orders');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/admin\/registros\?q=%2Fapi%2Forders$/);
  await expect(page.getByText(/Nenhum erro com esta busca|Requisição/).first()).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('server-errors-375.png'), fullPage: true });

  // An admin may not read the activity log: no history link on the store's page.
  await page.goto('/admin/lojas');
  await page.getByRole('link', { name: STORE }).click();
  await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Histórico' })).toHaveCount(0);

  // The super administrator follows it to the log filtered on this store.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToPanel(page, SUPER_ADMIN);
  await page.goto('/admin/lojas');
  await page.getByRole('link', { name: STORE }).click();
  await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();
  const storeId = new URL(page.url()).pathname.split('/').pop() ?? '';
  // A change to log (put back at once, other journeys read this store's notices).
  const notify = page.getByLabel('E-mail para avisos de novos pedidos');
  const original = await notify.inputValue();
  for (const value of ['avisos-do-registro@example.com', original]) {
    await notify.fill(value);
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText('Alterações salvas.').first()).toBeVisible();
    await page.reload();
    await expect(notify).toHaveValue(value);
  }
  await page.getByRole('link', { name: 'Histórico' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/auditoria\\?entity=store&entityId=${storeId}$`));
  // Decision 064: the menu's name is the page's name; the record by its name, never its id.
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de atividades' })).toBeVisible();
  await expect(page.getByText(`Histórico de ${STORE}`)).toBeVisible();
  await expect(page.getByLabel('Código do registro')).toHaveCount(0);
  const entry = page.getByRole('listitem').filter({ hasText: 'avisos-do-registro@example.com' }).first();
  await expect(
    entry.getByRole('heading', { name: new RegExp(`^${STORE}.*Alteração · Loja$`) }),
  ).toBeVisible();
  await expect(entry).toContainText('Super administrador');
  await expect(entry).not.toContainText('super_admin');
  await expect(entry).not.toContainText(storeId);
  await expect(entry.getByRole('term').first()).toHaveText('E-mail para avisos de novos pedidos');
  // The filters fit beside the open sidebar: every choice and date reads in full.
  const bar = page.locator('search');
  for (const [role, name] of [
    ['combobox', 'Registro'],
    ['combobox', 'Ação'],
    ['textbox', 'De'],
    ['textbox', 'Até'],
  ] as const) {
    const box = await bar.getByRole(role, { name, exact: true }).boundingBox();
    expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(150);
  }
  await expect(bar.getByRole('combobox', { name: 'Registro', exact: true })).toHaveValue('store');
  await page.screenshot({ path: testInfo.outputPath('audit-store-history-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Ver todo o registro' }).click();
  await expect(page).toHaveURL(/\/admin\/auditoria$/);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('audit-store-history-375.png'), fullPage: true });
});
