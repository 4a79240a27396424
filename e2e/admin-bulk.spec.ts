import type { Page } from '@playwright/test';
import { asNewVisitor, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * The bulk grid and the CSV import (issue 21, decision 052): an admin edits two cells of the grid by
 * keyboard and pastes a column, saves all after one confirmation, and the storefront's API answers
 * the new values; then imports an Excel pt-BR file — a broken one is refused with its row and
 * changes nothing, a good one is dry-run (before → after) and applied.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

const product = async (page: Page, slug: string) => {
  const res = await page.request.get(`/api/catalogue/products/${slug}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    variations: { name: string; priceCents: number; stockQuantity: number | null }[];
  };
};

test('grid: keyboard edits and a pasted column, saved at once; import: dry run then apply', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInToPanel(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Grade de preços e estoque' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grade de preços e estoque' })).toBeVisible();
  await page.getByLabel('Buscar').fill('alho');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/admin\/grade\?q=alho$/);
  const price5 = page.getByLabel('Preço de Pão de alho Pacote com 5');
  await expect(price5).toHaveValue('19,90');

  // Keyboard: type a price, Enter goes down a row, ArrowRight twice reaches the stock cell.
  await price5.click();
  await price5.fill('21,90');
  await price5.press('Enter');
  const price10 = page.getByLabel('Preço de Pão de alho Pacote com 10');
  await expect(price10).toBeFocused();
  await price10.press('ArrowRight');
  await expect(page.getByLabel('Estoque de Pão de alho Pacote com 10')).toBeFocused();

  // A column pasted from a spreadsheet fills the stock cells down from the one pasted into.
  const stock5 = page.getByLabel('Estoque de Pão de alho Pacote com 5');
  await stock5.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', '8\r\n15\r\n');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(stock5).toHaveValue('8');
  await expect(page.getByLabel('Estoque de Pão de alho Pacote com 10')).toHaveValue('15');
  await expect(page.getByText('3 células alteradas')).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('grid-1280.png'), fullPage: true });

  // A wrong cell stops the save with a message that goes away once the cell is right again.
  await price10.fill('abc');
  await page.getByRole('button', { name: 'Salvar tudo' }).click();
  const fixFirst = page.getByText('Corrija as células destacadas antes de salvar.');
  await expect(fixFirst).toBeVisible();
  await price10.fill('35,90');
  await expect(fixFirst).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar tudo' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Salvar as alterações?' });
  await expect(dialog).toContainText('3 células em 2 linhas serão salvas.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nenhuma alteração')).toBeVisible();
  await expect(price5).toHaveValue('21,90');
  const saved = await product(page, 'pao-de-alho');
  expect(saved.variations.map((v) => [v.name, v.priceCents, v.stockQuantity])).toEqual([
    ['Pacote com 5', 2190, 8],
    ['Pacote com 10', 3590, 15],
  ]);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('grid-375.png'), fullPage: true });

  // The import: a broken row is refused with its row and column, and there is nothing to apply.
  await page.getByRole('link', { name: 'Importar um CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar produtos por CSV' })).toBeVisible();
  const upload = async (text: string) => {
    await page.getByLabel('Arquivo CSV').setInputFiles({
      name: 'produtos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
    });
    await page.getByRole('button', { name: 'Simular' }).click();
  };
  await upload(
    'slug;variation;price;stock\r\npao-de-alho;Pacote com 10;"37,90";\r\npao-de-alho;Pacote com 5;abc;3\r\n',
  );
  const refused = page.getByRole('region', { name: 'Recusado' }).first();
  await expect(refused.getByRole('row').filter({ hasText: 'Valor inválido: abc' })).toContainText('3');
  await expect(page.getByRole('button', { name: 'Aplicar a importação' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await axe();

  // A good file: the dry run shows before → after; applied after one confirmation.
  await upload('slug;variation;price;stock\r\npao-de-alho;Pacote com 10;"37,90";15\r\n');
  await expect(
    page.getByText(
      '1 linha: nenhum produto novo, 1 produto alterado, nenhuma recusa, nenhuma linha sem mudança.',
    ),
  ).toBeVisible();
  const changed = page.getByRole('region', { name: 'Será alterado' }).first();
  await expect(changed.getByRole('row').filter({ hasText: 'Pacote com 10' })).toContainText('35,90');
  await expect(changed.getByRole('row').filter({ hasText: 'Pacote com 10' })).toContainText('37,90');
  await axe();
  await page.screenshot({ path: testInfo.outputPath('import-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Aplicar a importação' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aplicar' }).click();
  await expect(
    page.getByText('Importação aplicada: nenhum produto criado, 1 alterado.').first(),
  ).toBeVisible();
  expect((await product(page, 'pao-de-alho')).variations[1]!.priceCents).toBe(3790);
});
