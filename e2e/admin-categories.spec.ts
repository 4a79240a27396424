import type { Locator, Page } from '@playwright/test';
import { asNewVisitor, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * The admin panel's categories (/admin/categorias): an admin (the staff account scripts/e2e-server.mjs
 * makes with `npm run user:create`) creates a category and sees it in the shop, deactivates it,
 * moves it to the top with the keyboard, renames it and deletes it, with the SPEC §8.4 toasts.
 * The category is active only between its creation and the storefront check, because the
 * catalogue journeys count the home page's category tiles on the same server.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

/** The toast "Sucesso!" (or "Erro") with its text. */
async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}

const rowsOf = (list: Locator) => list.getByRole('listitem');

test('an admin creates a category, sees it in the shop, reorders it by keyboard, renames and deletes it', async ({
  page,
  axe,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const name = `Peixaria ${tag}`;
  const slug = `peixaria-${tag}`;
  const renamed = `Peixes frescos ${tag}`;

  await signInToPanel(page);
  await page.goto('/admin/categorias');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Categorias em ordem de exibição' });
  await expect(rowsOf(list).first()).toBeVisible();
  const before = await rowsOf(list).count();
  await expect(list.getByText('3 produtos').first()).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('categories-1280.png'), fullPage: true });

  // Create: the slug follows the name until it is edited.
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog.getByLabel('Nome em inglês (opcional)').fill(`Fish market ${tag}`);
  await axe();
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expectToast(page, 'Sucesso!', 'Categoria criada com sucesso.');
  await expect(dialog).toBeHidden();
  const row = rowsOf(list).filter({ hasText: name });
  await expect(row).toContainText('Ativa');
  await expect(row).toContainText('Nenhum produto');
  await expect(rowsOf(list)).toHaveCount(before + 1);
  await expect(rowsOf(list).last()).toContainText(name);

  // The shop shows it at the next request: its page and the home page's tiles.
  const shop = await page.context().newPage();
  await shop.goto(`/categoria/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await shop.goto('/');
  await expect(shop.locator('#nossas_categorias').getByRole('link', { name })).toBeVisible();
  await shop.close();

  // Deactivate (out of the shop again).
  await row.getByRole('button', { name: `Desativar ${name}` }).click();
  await expectToast(page, 'Sucesso!', 'Categoria atualizada com sucesso.');
  await expect(row).toContainText('Inativa');

  // Reorder with the keyboard: "Subir" keeps the focus while the row climbs to the top.
  const up = page.getByRole('button', { name: `Subir ${name}` });
  await up.focus();
  for (let position = before; position >= 1; position -= 1) {
    await page.keyboard.press('Enter');
    await expect(rowsOf(list).nth(position - 1)).toContainText(name);
  }
  await expect(rowsOf(list).first()).toContainText(name);
  // At the top "Subir" is disabled: the focus is on "Descer", ready to go back down.
  await expect(page.getByRole('button', { name: `Descer ${name}` })).toBeFocused();
  await expect(page.getByText(`${name} agora está na posição 1 de ${before + 1}.`)).toBeAttached();
  // Saved: the server's list has it first (then the page, read again).
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/catalogue/staff/categories');
      return ((await res.json()) as { categories: { name: string }[] }).categories[0]?.name;
    })
    .toBe(name);
  await page.reload();
  await expect(rowsOf(list).first()).toContainText(name);

  // Rename: the slug stays as it was.
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar categoria' });
  await expect(edit.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await edit.getByLabel('Nome', { exact: true }).fill(renamed);
  await expect(edit.getByLabel('Slug')).toHaveValue(slug);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Categoria atualizada com sucesso.');
  await expect(rowsOf(list).first()).toContainText(renamed);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('categories-375.png'), fullPage: true });

  // Delete, after the confirmation that says how many products are linked.
  await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Excluir a categoria ${renamed}?` });
  await expect(confirm).toContainText('Nenhum produto está ligado a ela.');
  await axe();
  await page.screenshot({ path: testInfo.outputPath('categories-delete-375.png') });
  await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
  await expectToast(page, 'Sucesso!', 'Categoria excluída com sucesso.');
  await expect(rowsOf(list).filter({ hasText: renamed })).toHaveCount(0);
  await expect(rowsOf(list)).toHaveCount(before);
  await axe();

  const gone = await page.request.get(`/api/catalogue/categories/${slug}`);
  expect(gone.status()).toBe(404);
});

test('a refused create keeps the form and says why on the slug field; the toast says "Erro"', async ({
  page,
}) => {
  await signInToPanel(page);
  await page.goto('/admin/categorias');
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Bovinos');
  await expect(dialog.getByLabel('Slug')).toHaveValue('bovinos');
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expectToast(page, 'Erro', 'Erro ao criar categoria. Tente novamente.');
  await expect(dialog.getByText('Já existe uma categoria com este slug.')).toBeVisible();
  await expect(dialog.getByLabel('Slug')).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('categories-form-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('categories-form-375.png') });
});

test('a row dragged with the mouse takes its new place, and the order is saved', async ({ page }) => {
  await signInToPanel(page);
  await page.goto('/admin/categorias');
  const list = page.getByRole('list', { name: 'Categorias em ordem de exibição' });
  await expect(rowsOf(list).first()).toBeVisible();
  const names = async () =>
    (
      (await (await page.request.get('/api/catalogue/staff/categories')).json()) as {
        categories: { name: string }[];
      }
    ).categories.map((c) => c.name);
  const before = await names();
  const second = rowsOf(list).nth(1);
  await expect(second).toContainText(before[1]!);

  await second.dragTo(rowsOf(list).first());
  await expect(rowsOf(list).first()).toContainText(before[1]!);
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);

  // Put back as it was (the shop's other journeys read the home page's categories).
  await rowsOf(list).nth(1).dragTo(rowsOf(list).first());
  await expect.poll(names).toEqual(before);
});
