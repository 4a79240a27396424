import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { asNewVisitor, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * The admin panel's categories (/admin/categorias): an admin (the staff account scripts/e2e-server.mjs
 * makes with `npm run user:create`) creates a category and sees it in the shop, deactivates it,
 * moves it to the top with the keyboard, renames it and deletes it, with the SPEC §8.4 toasts.
 * Its picture is uploaded through the same picture pipeline as a product's (decision 066) and
 * the home page's tile shows it in every stored size.
 * The category is active only between its creation and the storefront check, because the
 * catalogue journeys count the home page's category tiles on the same server.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

/**
 * The newest toast (in front) is "Sucesso!" (or "Erro") with its text: two saves in a row leave the
 * first one's toast on screen for a while, behind the second.
 */
async function expectToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}

const rowsOf = (list: Locator) => list.getByRole('listitem');

/** A real JPEG, as a phone would take it (sharp), in a colour of its own so each upload is new. */
const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

const PICTURE = 'Foto da categoria (opcional)';
const pictureInput = (scope: Locator) =>
  scope.getByRole('group', { name: PICTURE }).locator('input[type="file"]');
const staffCategory = async (page: Page, slug: string) =>
  (
    (await (await page.request.get('/api/catalogue/staff/categories')).json()) as {
      categories: { slug: string; imageUrl: string | null }[];
    }
  ).categories.find((c) => c.slug === slug);

test('an admin creates a category, sees it in the shop, reorders it by keyboard, renames and deletes it', async ({
  page,
  axe,
}, testInfo) => {
  // Three real uploads (each made into its WebP sizes) on a shared 2-core machine.
  test.setTimeout(180_000);
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
  // Its picture, uploaded as a product's is: bad files are refused with the pipeline's own words.
  const input = pictureInput(dialog);
  await input.setInputFiles({
    name: 'cardapio.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('não é foto'),
  });
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Não foi possível enviar cardapio.jpg.' }),
  ).toContainText('Formato não aceito. Envie uma foto JPEG, PNG ou WebP.');
  await input.setInputFiles({
    name: 'enorme.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Não foi possível enviar enorme.jpg.' }),
  ).toContainText('A foto passa de 10 MB. Envie uma foto menor.');
  await input.setInputFiles({ name: 'peixes.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40, 90, 140) });
  const preview = dialog.getByRole('img', { name: 'Foto escolhida' });
  await expect(preview).toHaveAttribute('src', /^\/media\/pictures\/[0-9a-f]{16}-800\.webp$/);
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue(name);
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
  const picture = (await staffCategory(page, slug))?.imageUrl;
  expect(picture).toMatch(/^\/media\/pictures\/[0-9a-f]{16}-1600\.webp$/);
  await shop.goto('/');
  const tile = shop.locator('#nossas_categorias').getByRole('link', { name });
  await expect(tile).toBeVisible();
  // The tile draws the uploaded picture as the product cards do: AVIF and WebP at every width.
  const id = picture!.slice('/media/pictures/'.length, -'-1600.webp'.length);
  await expect(tile.locator('picture source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    `/media/pictures/${id}-400.webp 400w, /media/pictures/${id}-800.webp 800w, /media/pictures/${id}-1600.webp 1600w`,
  );
  await expect(tile.locator('picture source[type="image/avif"]')).toHaveAttribute('sizes', /50vw$/);
  await tile.scrollIntoViewIfNeeded();
  const img = tile.locator('img');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(`/media/pictures/${id}-`);
  // The other tiles keep their drawings.
  await expect(shop.locator('#nossas_categorias img[src*="/images/"]').first()).toBeAttached();
  await shop.locator('#nossas_categorias').screenshot({ path: testInfo.outputPath('home-tiles-1280.png') });
  await shop.setViewportSize({ width: 375, height: 812 });
  await tile.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(shop);
  await shop.locator('#nossas_categorias').screenshot({ path: testInfo.outputPath('home-tiles-375.png') });
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
  // Replace the picture: the new one shows once it has arrived.
  await expect(edit.getByRole('img', { name: 'Foto escolhida' })).toHaveAttribute(
    'src',
    `/media/pictures/${id}-800.webp`,
  );
  await pictureInput(edit).setInputFiles({
    name: 'peixes-2.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(200, 150, 60),
  });
  await expect(edit.getByRole('img', { name: 'Foto escolhida' })).not.toHaveAttribute(
    'src',
    `/media/pictures/${id}-800.webp`,
  );
  await expect(edit.getByRole('img', { name: 'Foto escolhida' })).toHaveAttribute(
    'src',
    /^\/media\/pictures\/[0-9a-f]{16}-800\.webp$/,
  );
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Categoria atualizada com sucesso.');
  await expect(rowsOf(list).first()).toContainText(renamed);
  const replaced = (await staffCategory(page, slug))?.imageUrl;
  expect(replaced).toMatch(/^\/media\/pictures\/[0-9a-f]{16}-1600\.webp$/);
  expect(replaced).not.toBe(picture);

  // Remove it: the category goes back to the drawing.
  await page.getByRole('button', { name: `Editar ${renamed}` }).click();
  await edit.getByRole('button', { name: 'Remover a foto' }).click();
  await expect(edit.getByRole('img', { name: 'Foto escolhida' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Escolher foto' })).toBeFocused();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Sucesso!', 'Categoria atualizada com sucesso.');
  await expect.poll(async () => (await staffCategory(page, slug))?.imageUrl).toBeNull();

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

test('a refused create keeps the form and its picture and says why on the slug field and in the toast', async ({
  page,
}) => {
  await signInToPanel(page);
  await page.goto('/admin/categorias');
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Bovinos');
  await expect(dialog.getByLabel('Slug')).toHaveValue('bovinos');
  await dialog.getByLabel('Descrição (opcional)').fill('Cortes do boi');
  await pictureInput(dialog).setInputFiles({
    name: 'boi.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(120, 30, 30),
  });
  const preview = dialog.getByRole('img', { name: 'Foto escolhida' });
  await expect(preview).toHaveAttribute('src', /^\/media\/pictures\/[0-9a-f]{16}-800\.webp$/);
  const uploaded = await preview.getAttribute('src');
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  // The refusal itself, not "try again" (issue 39): the slug exists.
  await expectToast(page, 'Erro', 'Já existe uma categoria com este slug.');
  await expect(dialog.getByText('Já existe uma categoria com este slug.')).toBeVisible();
  await expect(dialog.getByLabel('Slug')).toBeFocused();
  // Nothing typed or uploaded is lost.
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Bovinos');
  await expect(dialog.getByLabel('Descrição (opcional)')).toHaveValue('Cortes do boi');
  await expect(preview).toHaveAttribute('src', uploaded!);
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
