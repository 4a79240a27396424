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
  await page.getByRole('link', { name: 'Histórico' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/auditoria\\?entity=store&entityId=${storeId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  await expect(page.getByLabel('Código do registro')).toHaveValue(storeId);
  // An entry's heading names the action and the kind of record in words ("Alteração · Loja").
  await expect(page.getByText(/Nenhuma alteração encontrada|· Loja$/).first()).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('audit-store-history-375.png'), fullPage: true });
});
