import type { Page } from '@playwright/test';
import { asNewVisitor, customerPage, newEmail, registerThroughApi, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { ok, placePickupOrder } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Scale labels tied to the order (issue 41, decision 092): staff give maminha (sold by weight,
 * R$ 64,90/kg) a shelf life and a scale item code in the product editor; on a customer's order
 * they weigh its line by scanning a label code into the scan field (a wrong check digit and
 * another product's label are refused first), save, and open the line's label: product, the cut
 * she chose (maminha gains an optional fat cut), weight, price per kg, price, packed-on and use-by
 * dates, order number, first name and the price-embedded EAN-13.
 */

// "2" + price-embedded + item 04321 + R$ 70,09 (1,080 kg at 64,90/kg) + check digit.
const MAMINHA_LABEL = '2004321070092';
const WRONG_CHECK = '2004321070093';
const OTHER_PRODUCT = '2000042070090';

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

/** The store's day (Georgia) `n` days from today, as the label prints it: "30/11/2026". */
function shopDate(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n);
  return day.toLocaleDateString('pt-BR', { timeZone: 'UTC' });
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('staff weigh a line by scanning its label code, then open and print its scale label', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // Cold admin chunks and two sign-ins on a shared 2-core machine: a bound against a hang.
  test.setTimeout(240_000);

  // The product editor: shelf life and scale item code, refused then saved; an optional fat cut
  // (decision 091), which the camera journey's order without cuts does not need.
  await signInToPanel(page);
  await page.goto('/admin/produtos?q=maminha');
  await page
    .getByRole('link', { name: /^Editar Maminha/ })
    .first()
    .click({ timeout: 30_000 });
  await page.getByLabel('Validade (dias após embalar)').fill('5');
  await page
    .getByTestId('cut-options-editor')
    .getByRole('checkbox', { name: 'Gordura', exact: true })
    .check();
  const plu = page.getByLabel('Código de balança (PLU)');
  await plu.fill('43a');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(/Código de balança inválido/).first()).toBeVisible();
  await plu.fill('4321');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Produto atualizado com sucesso.')).toBeVisible();
  await expect(plu).toHaveValue('04321');

  // Her order: maminha with its fat trimmed.
  const shopper = await customerPage(browser);
  await registerThroughApi(shopper.request, 'Joana Etiqueta', newEmail('labels'));
  const order = await placePickupOrder(shopper.request, 'maminha', {
    choices: [{ group: 'fat', value: 'trimmed' }],
    note: null,
  });
  await shopper.context().close();

  // The order, confirmed; the weighing panel's scan field.
  await ok(
    await page.request.post(`/api/orders/staff/${order.id}/status`, { data: { status: 'confirmed' } }),
  );
  await page.goto(`/admin/pedidos/${order.id}`);
  const scan = page.getByLabel('Código da etiqueta — Maminha');
  const weight = page.getByLabel(/Maminha — 1 kg — estimado 1 kg/);
  await scan.fill(WRONG_CHECK);
  await scan.press('Enter');
  await expect(
    page.getByText('Código com dígito verificador errado. Leia a etiqueta de novo.'),
  ).toBeVisible();
  await scan.fill(OTHER_PRODUCT);
  await scan.press('Enter');
  await expect(
    page.getByText(/A etiqueta é de outro produto \(código 00042; este item é 04321\)/),
  ).toBeVisible();
  await expect(weight).toHaveValue('');
  await scan.fill(MAMINHA_LABEL);
  await scan.press('Enter');
  await expect(weight).toHaveValue('1,08');
  await expect(
    page.getByText('Peso lido da etiqueta: 1,08 kg. Salve a pesagem para registrar.'),
  ).toBeVisible();
  await expect(page.getByText(/Cobrado: R\$\s70,09/)).toBeVisible();
  await axe();
  const panel = page.locator('section[aria-labelledby="weighing-title"]');
  await panel.screenshot({ path: testInfo.outputPath('desk-scan-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await panel.screenshot({ path: testInfo.outputPath('desk-scan-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
  await expect(page.getByText(/Pesos salvos\. Total final/)).toBeVisible();

  // The line's label.
  await page.getByRole('link', { name: 'Etiqueta — Maminha' }).click();
  const label = page.getByRole('article', { name: /Etiqueta de Maminha/ });
  await expect(label).toBeVisible({ timeout: 30_000 });
  await expect(label).toContainText('Maminha — 1 kg');
  await expect(label).toContainText('1,08 kg');
  await expect(label).toContainText(/R\$\s64,90\/kg/);
  await expect(label).toContainText(/R\$\s70,09/);
  await expect(label).toContainText(`Pedido #${order.number}`);
  await expect(label).toContainText('Joana');
  // Packed today (the store's day), use by 5 days later; the cut in words.
  await expect(label).toContainText(`Embalado${shopDate(0)}`);
  await expect(label).toContainText(`Validade${shopDate(5)}`);
  const cut = label.locator('[data-slot="cut-options"]');
  await expect(cut).toHaveText('gordura aparada');
  const barcode = label.locator(`[data-barcode="${MAMINHA_LABEL}"] svg`);
  await expect(barcode).toBeVisible();
  // Nothing spills out of the 58 mm label.
  expect(
    await label.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth),
  ).toBe(true);
  await axe();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('label-58mm-1280.png'), fullPage: true });

  // Printing shows only the label, at the top of its page, 58 mm wide (≈ 219 px at 96 dpi).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir etiquetas' })).toBeHidden();
  await expect(cut).toBeVisible();
  const printed = await label.boundingBox();
  expect(printed?.y).toBeLessThan(2);
  expect(Math.round(printed?.width ?? 0)).toBe(219);
  await page.screenshot({ path: testInfo.outputPath('label-58mm-print.png') });
  await page.emulateMedia({ media: 'screen' });

  // 2 × 1 in: the texts still fit.
  await page.getByText('2 × 1 pol. (51 × 25 mm)').click();
  await expect(label).toHaveAttribute('data-layout', 'in2x1');
  expect(
    await label.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth),
  ).toBe(true);
  await expect(barcode).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('label-2x1-1280.png'), fullPage: true });

  await page.getByText('Rolo de 58 mm').click();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('label-58mm-375.png'), fullPage: true });
});
