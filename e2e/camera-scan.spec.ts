import { asNewVisitor, customerPage, newEmail, registerThroughApi, signInToPanel } from './accounts';
import { cameraVideoPath, MAMINHA_LABEL } from './camera-video';
import { chromiumLaunch } from './chromium-launch';
import { expect, test } from './fixtures';
import { ok, placePickupOrder } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Scan to weigh with the camera (issue 41, decision 092): Chromium's fake camera plays a video of
 * maminha's scale label (price-embedded EAN-13, item 04321, R$ 70,09 = 1,080 kg at R$ 64,90/kg);
 * staff open "Ler com a câmera" on the weighing panel and ZXing (Chromium on Linux has no native
 * BarcodeDetector) reads it: the line's weight is filled with 1,08. Only this journey's browser
 * gets the fake camera.
 */
test.use({
  permissions: ['camera'],
  launchOptions: chromiumLaunch([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${cameraVideoPath(MAMINHA_LABEL)}`,
  ]),
});

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

// The page's Permissions-Policy must let the shop's own pages use the camera: with `camera=()`
// every scan failed with "Não foi possível usar a câmera" (found by this journey, 2026-11-30).
test('staff weigh a line by showing its scale label to the camera', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  test.setTimeout(240_000);
  const shopper = await customerPage(browser);
  await registerThroughApi(shopper.request, 'Joana Câmera', newEmail('camera'));
  const order = await placePickupOrder(shopper.request, 'maminha');
  await shopper.context().close();

  // Maminha's scale item code, as the scale-labels journey gives it (the same value).
  await signInToPanel(page);
  await page.goto('/admin/produtos?q=maminha');
  await page
    .getByRole('link', { name: /^Editar Maminha/ })
    .first()
    .click({ timeout: 30_000 });
  const plu = page.getByLabel('Código de balança (PLU)');
  await plu.fill('4321');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(plu).toHaveValue('04321');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Produto atualizado' })).toBeVisible();

  await ok(
    await page.request.post(`/api/orders/staff/${order.id}/status`, { data: { status: 'confirmed' } }),
  );
  await page.goto(`/admin/pedidos/${order.id}`);
  const weight = page.getByLabel(/Maminha — 1 kg — estimado 1 kg/);
  // A full load of the order page (cold admin chunks) on a loaded machine.
  await expect(weight).toHaveValue('', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Ler com a câmera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ler etiqueta com a câmera' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('camera-1280.png') });
  // The first code read closes the camera and fills the line's weight.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(weight).toHaveValue('1,08');
  await expect(
    page.getByText('Peso lido da etiqueta: 1,08 kg. Salve a pesagem para registrar.'),
  ).toBeVisible();
  await expect(page.getByText(/Cobrado: R\$\s70,09/)).toBeVisible();

  // The weighing panel with its camera button and the weight read, at 1280 and 375 px.
  await axe();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('button', { name: 'Ler com a câmera' })).toBeVisible();
  await axe();
  await page
    .locator('section[aria-labelledby="weighing-title"]')
    .screenshot({ path: testInfo.outputPath('camera-read-375.png') });
});
