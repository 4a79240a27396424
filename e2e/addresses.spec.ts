import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { asNewVisitor, signedUp } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Her address book on "Meu Painel" (issue 38, decision 097): she adds two addresses, makes the
 * second the default, edits one, deletes one, and the checkout's picker starts on her default.
 */

const SHOTS = process.env.SHOTS_DIR;

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addAddress(
  page: Page,
  a: { label: string; street: string; city?: string; zip: string; state?: string },
) {
  await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo endereço' });
  await dialog.getByLabel('Nome do endereço').fill(a.label);
  await dialog.getByLabel('Endereço (número e rua)').fill(a.street);
  if (a.city) await dialog.getByLabel('Cidade').fill(a.city);
  await dialog.getByLabel('ZIP code').fill(a.zip);
  if (a.state) await dialog.getByLabel('Estado').selectOption(a.state);
  await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
  return dialog;
}

test('her address book: add two, make the second the default, edit, delete; checkout starts on the default', async ({
  page,
  axe,
}) => {
  // Many steps, each a server round trip, on two shared cores.
  test.setTimeout(300_000);
  await signedUp(page, 'Lúcia Campos', 'enderecos');
  await page.goto('/profile');
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: /^(Meus endereços|My addresses)$/ }),
  });
  // The profile's chunk comes on a busy machine's time (as account-privacy.spec.ts waits).
  await expect(card.getByText('Nenhum endereço salvo ainda.')).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'profile-addresses-empty');

  // The first one: the ZIP fills the city and the state; the first address is the default.
  let dialog = await addAddress(page, { label: 'Casa', street: '100 Church St', zip: '30060' });
  await expect(dialog).toHaveCount(0);
  const casa = card.locator('li[data-address="Casa"]');
  await expect(casa).toContainText('100 Church St, Marietta, GA 30060');
  await expect(casa.getByText('Padrão', { exact: true })).toBeVisible();

  // A city the ZIP does not know is refused on its field, in Portuguese, and the dialog stays.
  dialog = await addAddress(page, {
    label: 'Trabalho',
    street: '200 Peachtree St NE',
    city: 'Miami',
    zip: '30303',
  });
  await expect(dialog.getByText('O ZIP 30303 é de Atlanta. Confira o ZIP ou a cidade.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Cidade' })).toHaveAttribute('aria-invalid', 'true');
  await axe();
  await shoot(page, 'profile-addresses-refusal');
  await dialog.getByLabel('Cidade').fill('Atlanta');
  await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(dialog).toHaveCount(0);
  const trabalho = card.locator('li[data-address="Trabalho"]');
  await expect(trabalho).toContainText('200 Peachtree St NE, Atlanta, GA 30303');
  await expect(trabalho.getByText('Padrão', { exact: true })).toHaveCount(0);

  // The second becomes the default; the first loses the badge.
  await trabalho.getByRole('button', { name: 'Tornar Trabalho o padrão' }).click();
  await expect(trabalho.getByText('Padrão', { exact: true })).toBeVisible();
  await expect(casa.getByText('Padrão', { exact: true })).toHaveCount(0);

  // Edit the first: a unit added.
  await casa.getByRole('button', { name: 'Editar Casa' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar endereço' });
  await expect(dialog.getByLabel('Endereço (número e rua)')).toHaveValue('100 Church St');
  await dialog.getByLabel('Apartamento, sala ou casa (opcional)').fill('Apt 4');
  await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(casa).toContainText('100 Church St, Apt 4, Marietta, GA 30060');
  await axe();
  await shoot(page, 'profile-addresses');

  // A third, then deleted after the question.
  await addAddress(page, { label: 'Sogra', street: '5 Main St', zip: '30144' });
  const sogra = card.locator('li[data-address="Sogra"]');
  await expect(sogra).toBeVisible();
  await sogra.getByRole('button', { name: 'Apagar Sogra' }).click();
  const question = page.getByRole('alertdialog', { name: 'Apagar o endereço "Sogra"?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Apagar' }).click();
  await expect(sogra).toHaveCount(0);
  await expect(card.locator('li')).toHaveCount(2);

  // In English the card speaks English.
  await page.getByRole('button', { name: 'Mudar idioma para English' }).first().click();
  await expect(page.getByRole('heading', { name: 'My addresses' })).toBeVisible();
  await expect(trabalho.getByText('Default', { exact: true })).toBeVisible();
  await shoot(page, 'profile-addresses-en');
  await page.getByRole('button', { name: 'Switch language to Português' }).first().click();
  await expect(page.getByRole('heading', { name: 'Meus endereços' })).toBeVisible();

  // The checkout's picker offers her default first and chosen: "Trabalho" was saved after "Casa",
  // so being first is the default's place, not the order of saving. "Novo endereço" comes last, and
  // a saved address chosen keeps the typing fields closed.
  await page.goto('/produto/picanha');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Item adicionado ao carrinho!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible({
    timeout: 30_000,
  });
  const picker = page.getByRole('group', { name: 'Endereço de entrega' });
  const choices = picker.getByRole('radio');
  await expect(choices).toHaveCount(3);
  await expect(choices.nth(0)).toHaveAccessibleName(
    /^Trabalho\s*Padrão\s*200 Peachtree St NE, Atlanta, GA 30303$/,
  );
  await expect(choices.nth(0)).toBeChecked();
  await expect(choices.nth(1)).toHaveAccessibleName(/^Casa\s*100 Church St, Apt 4, Marietta, GA 30060$/);
  await expect(choices.nth(1)).not.toBeChecked();
  await expect(choices.nth(2)).toHaveAccessibleName(/^Novo endereço/);
  await expect(choices.nth(2)).not.toBeChecked();
  await expect(picker.getByLabel('Endereço (número e rua)')).toHaveCount(0);
  await axe();
  // On a phone the picker's cards fit the page (decision 040).
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('checkout-picker-375.png'), fullPage: true });
});
