import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { asNewVisitor, MANAGER, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * The admin panel's products (/admin/produtos, decision 030): an admin creates a product with two
 * variations and an extra, sees it in the shop, changes a price and sees the shop follow, then
 * deletes it (the catalogue journeys count the shop's products on the same server). A manager
 * sees the section without create, duplicate or delete, and cannot change the category.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}

test('an admin creates a product with two variations and an extra; the shop shows it and its new price', async ({
  page,
  axe,
}, testInfo) => {
  // The editor, the shop's product page and the filters at two widths: a bound against a hang.
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const name = `Costela gaúcha ${tag}`;
  const slug = `costela-gaucha-${tag}`;

  await signInToPanel(page);
  await page.goto('/admin/produtos');
  // The first screen of a cold admin chunk can wait past 10 s on a shared 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Produtos da loja' })).toBeVisible();
  // From md up the filter choices lie open, with no "Filtros" toggle (issue 39).
  await expect(page.getByRole('combobox', { name: 'Situação' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros' })).toBeHidden();
  // A control's own classes win over the shared look (decision 126): "Por página" is h-9 py-0,
  // its "20" whole (with the look's py-3 it was cut in half).
  const pageSize = page.getByRole('combobox', { name: 'Por página' });
  expect(await pageSize.evaluate((e) => getComputedStyle(e).paddingTop)).toBe('0px');
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('products-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'Novo produto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo produto' })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Nome em inglês (opcional)').fill(`Gaucho beef ribs ${tag}`);
  await page.getByRole('button', { name: 'Adicionar variação' }).click();
  await page.getByRole('button', { name: 'Adicionar variação' }).click();
  const first = page.getByRole('group', { name: 'Variação 1' });
  await first.getByLabel('Nome').fill('1 kg');
  await first.getByLabel('Preço').fill('59,90');
  await first.getByLabel('Peso (kg)').fill('1');
  await first.getByLabel('Estoque', { exact: true }).fill('10');
  const second = page.getByRole('group', { name: 'Variação 2' });
  await second.getByLabel('Nome').fill('2 kg');
  await second.getByLabel('Preço').fill('109,90');
  await second.getByLabel('Peso (kg)').fill('2');
  // With variations the product's own price field gives way to their range and where it is set.
  await expect(page.getByText('A partir de R$ 59,90 (até R$ 109,90)')).toBeVisible();
  await expect(page.getByText('Com variações, o preço é definido em cada variação')).toBeVisible();
  await expect(page.getByLabel('Preço', { exact: true })).toHaveCount(2);
  await page.getByRole('checkbox', { name: /Tempero da casa/ }).check();
  await page.getByLabel('Categoria').selectOption({ label: 'Bovinos' });
  // A real photo through the picture pipeline: the editor shows its 400-wide WebP once stored.
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 150, g: 40, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByRole('group', { name: 'Fotos do produto' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'costela.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('img[src*="/media/pictures/"][src$="-400.webp"]')).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('product-editor-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expectToast(page, 'Sucesso!', 'Produto criado com sucesso.');
  await expect(page).toHaveURL(/\/admin\/produtos\/[0-9a-f-]{36}$/);

  // The shop shows it at the next request: its page, the list's search.
  const shop = await page.context().newPage();
  await shop.goto(`/produto/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByText('R$ 59,90').first()).toBeVisible();
  // Its picture in every size and format the storefront asks for.
  const srcset = await shop.locator('main picture source[type="image/webp"]').first().getAttribute('srcset');
  expect(srcset).toMatch(/\/media\/pictures\/[0-9a-f]{16}-400\.webp 400w/);
  const large = await shop.request.get(srcset!.split(', ').at(-1)!.split(' ')[0]!);
  expect(large.status()).toBe(200);
  expect(large.headers()['content-type']).toBe('image/webp');
  expect(large.headers()['cache-control']).toContain('immutable');
  await shop.goto(`/produtos?q=${tag}`);
  await expect(shop.getByRole('link', { name }).first()).toBeVisible();

  // A new price for the first variation reaches the product page.
  await first.getByLabel('Preço').fill('49,90');
  await expect(page.getByText('Alterações não salvas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Produto atualizado com sucesso.');
  await shop.goto(`/produto/${slug}`);
  await expect(shop.getByText('R$ 49,90').first()).toBeVisible();
  await shop.close();

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('product-editor-375.png'), fullPage: true });

  // Delete it after the confirmation (no cart or order has it).
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Excluir o produto ${name}?` });
  await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
  await expectToast(page, 'Sucesso!', 'Produto excluído com sucesso.');
  await expect(page).toHaveURL(/\/admin\/produtos$/);
  // At 375 px the list is a column of cards, as wide as the screen.
  await expect(page.getByRole('list', { name: 'Produtos da loja' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Produtos da loja' })).toBeHidden();
  // On a phone the choices fold behind "Filtros" until opened (issue 39).
  const cards = page.getByRole('list', { name: 'Produtos da loja' }).locator(':scope > li');
  await expect(page.getByRole('combobox', { name: 'Categoria' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: testInfo.outputPath('products-folded-375.png') });
  const all = await cards.count();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByRole('combobox', { name: 'Situação' })).toBeVisible();
  // Choosing a category filters at once; the open choices stay open and the toggle counts it.
  await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Chuteiras' });
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(cards.filter({ hasNotText: 'Chuteiras' })).toHaveCount(0);
  await expect(cards.first()).toContainText('Chuteiras');
  expect(await cards.count()).toBeLessThan(all);
  await expect(page.getByRole('combobox', { name: 'Categoria' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros, 1 ativo' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('products-375.png'), fullPage: true });
  expect((await page.request.get(`/api/catalogue/products/${slug}`)).status()).toBe(404);
});

test('a manager edits products but neither creates, duplicates, deletes nor moves them', async ({
  page,
  axe,
}, testInfo) => {
  await signInToPanel(page, MANAGER);
  await page.goto('/admin/produtos?q=picanha');
  // The first screen of a cold admin chunk can wait past 10 s on a shared 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Editar Picanha', exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo produto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Duplicar / })).toHaveCount(0);
  await axe();
  await page
    .getByRole('link', { name: /^Editar Picanha/ })
    .first()
    .click();
  await expect(page.getByLabel('Categoria')).toBeDisabled();
  await expect(page.getByText('Só administradores podem mudar a categoria de um produto.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir', exact: true })).toHaveCount(0);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('product-editor-manager-1280.png'), fullPage: true });
});
