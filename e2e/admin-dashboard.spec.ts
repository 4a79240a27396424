import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { asNewVisitor, customerPage, signedUp, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { fillDelivery } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * The dashboard and the CSV exports (issue 21): a new customer places an order, then an admin
 * finds it on the panel's home (today's "to confirm", the charts and their tables), switches the
 * period, and downloads the orders file, which starts with the BOM and parses back with the order.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('the dashboard charts the day’s order; an orders export downloads a CSV that parses', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // A new customer's whole checkout, then the admin screens: a bound against a hang on a shared
  // 2-core machine, not a speed check.
  test.setTimeout(240_000);
  const shopper = await customerPage(browser);
  await signedUp(shopper, 'Inês Açaí', 'dashboard');
  await shopper.goto('/produto/picanha');
  await shopper.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(shopper.getByText('Item adicionado ao carrinho!')).toBeVisible();
  await shopper.goto('/checkout');
  await fillDelivery(shopper);
  await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(shopper).toHaveURL(/\/order-success\?pedido=/);
  await shopper.context().close();

  // The panel's home is the dashboard: today's counts, the charts with data, a table under each.
  await signInToPanel(page);
  const toConfirm = page.getByRole('link', { name: /A confirmar/ });
  await expect(toConfirm).toBeVisible({ timeout: 30_000 });
  await expect(toConfirm).not.toContainText(/^A confirmar\s*0/);
  const perDay = page.getByRole('region', { name: 'Faturamento e pedidos por dia', exact: true });
  await expect(perDay.locator('[data-chart] svg').first()).toBeVisible();
  await expect(perDay.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const top = page.getByRole('region', { name: 'Produtos que mais faturaram', exact: true });
  await expect(top.getByRole('table').getByRole('row').filter({ hasText: 'Picanha' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pedidos por situação', exact: true }).getByRole('table'),
  ).toContainText('Aguardando pagamento');
  await expect(page.getByRole('heading', { name: 'Atalhos' })).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });

  await page.getByRole('button', { name: '7 dias' }).click();
  await expect(page).toHaveURL(/\?days=7$/);
  await expect(page.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(perDay.locator('[data-chart] svg').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-375.png'), fullPage: true });

  // The orders export: a streamed file with the BOM that parses back with the customer's order.
  await page.goto('/admin/exportar');
  await expect(page.getByRole('heading', { level: 1, name: 'Exportar' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('exports-375.png'), fullPage: true });
  const form = page.getByRole('form', { name: 'Pedidos', exact: true });
  await form.getByLabel('Situação').selectOption('pending_payment');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // The panel is in Portuguese: so are the headers (decision 053) and the values as Excel pt-BR
  // reads them — `;` between cells, words, dd/mm/yyyy (decision 102).
  const rows = parse(bytes.toString('utf8'), { bom: true, columns: true, delimiter: ';' }) as Record<
    string,
    string
  >[];
  expect(rows.length).toBeGreaterThan(0);
  expect(Object.keys(rows[0] ?? {}).slice(0, 3)).toEqual(['Número', 'Data do pedido', 'Situação']);
  expect(rows.every((r) => r.Situação === 'Aguardando pagamento')).toBe(true);
  expect(rows[0]?.['Data do pedido']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  expect(rows.map((r) => r.Cliente)).toContain('Inês Açaí');
  await expect(page.getByText(/Arquivo pedidos-.*\.csv baixado\./)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('exports-1280.png'), fullPage: true });
});
