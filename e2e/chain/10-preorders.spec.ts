import type { Page } from '@playwright/test';
import { encodeInStore } from '../../src/shared/labels/ean13';
import { newEmail, registerThroughApi, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';
import { ok } from '../orders';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * Holiday pre-orders (issue 41, decision 093). An admin opens a Thanksgiving campaign (a turkey in
 * two sizes, past the checkout's 14-day horizon, through the API: the panel's editor is not this
 * journey's); a customer finds it on the home, reserves a 7–8 kg turkey for a campaign day and
 * checks out; staff open that day's production list, print it, and from the order behind the
 * 7–8 kg line weigh the turkey by scanning a price-embedded label code and open its scale label
 * (decision 092). It runs in the serial chain (playwright.config.ts): an open campaign shows on
 * everyone's home. It switches the campaign off at the end.
 */

/** The turkey is sold by weight at 15,99 a kg: a 7,8 kg turkey costs 124,72. */
const PER_KG = 1599;
const WEIGHED_GRAMS = 7800;
const WEIGHED_CENTS = Math.round((WEIGHED_GRAMS * PER_KG) / 1000);
/** The campaign's day as the label prints it: "20/12". */
const printed = (day: string) => day.slice(5).split('-').reverse().join('/');

/** `day` moved `n` days on, then past a Monday (the demo store's closed day). */
function openDay(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  if (date.getUTCDay() === 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The shop's day (Georgia) `n` days from now, moved past a Monday. */
const shopDay = (n: number) =>
  openDay(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()), n);

/** The checkout's payment section, at both widths (its text is this journey's). */
async function shootSection(page: Page, name: string, path: (n: string) => string) {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // On a phone the checkout folds the steps she has not opened (decision 104): open the payment's.
    const open = page.getByRole('button', {
      name: /^(Alterar Contato e pagamento|Change Contact and payment)$/,
    });
    if (width < 1024 && (await open.isVisible())) await open.click();
    await page
      .getByRole('group', { name: /Pagamento|Payment/ })
      .first()
      .screenshot({ path: path(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function shoot(page: Page, name: string, path: (n: string) => string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: path(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a customer reserves a 7–8 kg turkey for a campaign day; staff open the day’s production list', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // The deposit is paid on Stripe's page (decision 105): the journey crosses two sites and the desk.
  test.setTimeout(480_000);
  const path = (n: string) => testInfo.outputPath(n);
  const day = shopDay(20);
  const tag = Math.random().toString(36).slice(2, 8);
  // A scale item code of its own (unique per shop): a retry makes another turkey.
  const plu = String(10000 + Math.floor(Math.random() * 89999));
  // The shop's scale label of the 7,8 kg turkey: "2" + price-embedded + item + price + check digit.
  const scaleCode = encodeInStore(plu, 'price', WEIGHED_CENTS);

  // The admin: a turkey and its campaign, through the API with the panel's session.
  await signInToPanel(page);
  const { product } = await ok<{ product: { id: string; variations: { id: string; name: string }[] } }>(
    await page.request.post('/api/catalogue/staff/products', {
      data: {
        name: 'Peru temperado',
        nameEn: 'Seasoned turkey',
        description: 'Peru inteiro temperado para a ceia.',
        slug: `peru-temperado-${tag}`,
        categoryId: null,
        brand: 'Casa',
        featured: false,
        onOffer: false,
        priceCents: 8990,
        displayOrder: 99,
        availableSizes: [],
        // Sold by weight: the deposit and the hold are on the estimate, the rest on the scale's weight.
        shelfLifeDays: 3,
        scaleItemCode: plu,
        variations: [
          { name: '5–6 kg', priceCents: 8990, stockQuantity: null, weightKg: 5.5, pricePerKgCents: PER_KG },
          { name: '7–8 kg', priceCents: 11990, stockQuantity: null, weightKg: 7.5, pricePerKgCents: PER_KG },
        ],
        extraIds: [],
      },
    }),
  );
  const [small, big] = product.variations;
  const body = (active: boolean) => ({
    namePt: 'Ação de Graças',
    nameEn: 'Thanksgiving',
    slug: `acao-de-gracas-${tag}`,
    ordersFrom: shopDay(-1),
    ordersUntil: shopDay(15),
    active,
    depositKind: 'percent',
    depositValue: 30,
    // The next open day after it: on a Tuesday in Georgia, 20 days on is a Monday, moved to 21.
    slots: [day, openDay(day, 1)].flatMap((d) => [
      { day: d, variationId: small!.id, capacity: 0 },
      { day: d, variationId: big!.id, capacity: 4 },
    ]),
  });
  const { campaign } = await ok<{ campaign: { id: string; slug: string } }>(
    await page.request.post('/api/campaigns/staff', { data: body(true) }),
  );

  try {
    // The customer: the home shows the campaign; its page, a day and the big size.
    const customer = await browser.newPage();
    await registerThroughApi(customer.request, 'Helena Prado', newEmail(`preorder-${tag}`));
    await customer.goto('/');
    const band = customer.getByRole('region', { name: 'Encomendas abertas' });
    await expect(band.getByRole('heading', { name: 'Ação de Graças' })).toBeVisible();
    await band.getByRole('link', { name: 'Reservar agora' }).first().click();
    await expect(customer).toHaveURL(new RegExp(`/encomendas/${campaign.slug}$`));
    await expect(customer.getByRole('heading', { level: 1, name: 'Ação de Graças' })).toBeVisible();
    await expect(customer.getByText('Sinal de 30 % do pedido')).toBeVisible();
    // The 5–6 kg has no place on any day: sold out.
    await expect(customer.getByText('Esgotado em todos os dias')).toBeVisible();
    await customer.locator('label:has(input[name="campaign-day"])').first().click();
    await customer.locator('label', { hasText: '7–8 kg' }).click();
    await expect(customer.getByText('Restam 4')).toBeVisible();
    await axe.call(null);
    await shoot(customer, 'campaign', path);
    await customer.getByRole('button', { name: 'Reservar e finalizar' }).click();

    // The checkout opens on that day; its days are the campaign's only.
    await expect(customer.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
    await customer.locator('label:has(input[name="fulfilment"][value="pickup"])').click();
    await expect(customer.locator(`input[name="date"][value="${day}"]`)).toBeChecked();
    await expect(customer.locator('input[name="date"]')).toHaveCount(2);
    await expect(customer.getByText(/Encomenda Ação de Graças: só os dias da encomenda/)).toBeVisible();
    await customer.locator('label:has(input[name="windowId"])').first().click();
    // By card (decision 105): the deposit is charged now on Stripe's page, the rest held later.
    await customer.getByRole('radio', { name: /Cartão de crédito ou débito/ }).check();
    const note = customer.getByTestId('card-hold-note');
    await expect(note).toContainText(
      /^Sinal de \S+\s[\d.]+,\d{2} cobrado agora no cartão, que fica salvo; o restante/,
    );
    const deposit = /(US\$|R\$)\s[\d.]+,\d{2}/.exec((await note.textContent()) ?? '')?.[0] ?? '';
    await axe.call(null);
    await shootSection(customer, 'checkout-deposit', path);
    await customer.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(customer).toHaveURL(/127\.0\.0\.1:\d+\/pay\/cs_test_/, { timeout: 30_000 });
    await customer.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
    await customer.getByRole('button', { name: /^Pagar/ }).click();
    await expect(customer).toHaveURL(/\/order-success\?pedido=.*pagamento=ok/, { timeout: 30_000 });
    await expect(customer.getByRole('heading', { level: 1, name: 'Pedido recebido!' })).toBeVisible({
      timeout: 30_000,
    });
    const orderId = new URL(customer.url()).searchParams.get('pedido');
    // The deposit charged, shown with the order: 30 % of the order's total.
    await expect(customer.getByText('Sinal da encomenda (Ação de Graças)')).toBeVisible();
    await expect(customer.getByTestId('card-deposit')).toHaveText(`Sinal de ${deposit} cobrado no cartão.`);
    await expect(customer.getByTestId('card-payment')).toContainText('Cartão salvo');
    await shoot(customer, 'success-deposit', path);
    await customer.goto('/meus-pedidos');
    await expect(customer.getByTestId('my-order-card').first()).toHaveText(`Sinal de ${deposit} cobrado`);
    await customer.goto(`/meus-pedidos?pedido=${orderId}`);
    await expect(customer.getByTestId('card-deposit')).toBeVisible();
    await shoot(customer, 'my-order-deposit', path);
    const number = (
      await customer
        .getByText(/BP-\d+/)
        .first()
        .textContent()
    )?.match(/BP-\d+/)?.[0];
    expect(number).toBeTruthy();

    // Staff: the campaigns, then the day's production list with the order behind the 7–8 kg line.
    await page.goto('/admin/encomendas');
    await expect(page.getByRole('heading', { level: 1, name: 'Encomendas' })).toBeVisible({
      timeout: 30_000,
    });
    await page
      .getByRole('link', { name: /1 de 4 reservados/ })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lista de produção — Ação de Graças' }),
    ).toBeVisible();
    const line = page.getByRole('region', { name: /7–8 kg/ });
    await expect(line.getByRole('cell', { name: number! })).toBeVisible();
    await expect(line.getByRole('cell', { name: 'Helena Prado' })).toBeVisible();
    await expect(page.getByText('Total de peças: 1')).toBeVisible();
    await axe.call(null);
    await shoot(page, 'production', path);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await axe.call(null);

    // Printed: only the list, the panel's navigation and buttons hidden, within A4's printable
    // width (210 mm less the sheet's 12 mm margins: 186 mm ≈ 703 px at 96 dpi).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Seções do painel' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    const sheet = page.locator('article.print-sheet');
    expect((await sheet.boundingBox())?.y).toBeLessThan(2);
    await page.setViewportSize({ width: 703, height: 1050 });
    expect((await sheet.boundingBox())?.width).toBeLessThanOrEqual(703);
    // Nothing cut off at the right edge: neither the sheet nor a table's own box scrolls sideways.
    expect(
      await sheet.evaluate((el) =>
        [el, ...el.querySelectorAll('.overflow-x-auto')].every((box) => box.scrollWidth <= box.clientWidth),
      ),
    ).toBe(true);
    await expect(line.getByRole('cell', { name: number! })).toBeVisible();
    await page.screenshot({ path: path('production-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // The order behind the 7–8 kg line, on the desk: the deposit confirmed it (the saved card's
    // hold of the rest comes 2 days before her day), so nothing is left to confirm by hand.
    await page.setViewportSize({ width: 1280, height: 900 });
    await line.getByRole('link', { name: number! }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pedidos/${orderId}$`));
    const panel = page.getByTestId('payment-panel');
    await expect(panel).toContainText('Cartão salvo', { timeout: 30_000 });
    await expect(page.getByText('Confirmado', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('payment-deposit')).toHaveText(deposit);
    await expect(panel.getByRole('listitem').filter({ hasText: 'Sinal' })).toContainText(deposit);
    await axe.call(null);
    await shoot(page, 'desk-deposit', path);

    // Weighed by scanning the scale's label into the scan field, then saved.
    const weight = page.getByLabel(/^Peru temperado — 7–8 kg — estimado 7,5 kg/);
    const scan = page.getByLabel('Código da etiqueta — Peru temperado');
    await scan.fill(scaleCode);
    await scan.press('Enter');
    await expect(weight).toHaveValue('7,8');
    await expect(
      page.getByText('Peso lido da etiqueta: 7,8 kg. Salve a pesagem para registrar.'),
    ).toBeVisible();
    await axe.call(null);
    await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
    await expect(page.getByText(/Pesos salvos\. Total final/)).toBeVisible();
    // Weighed before the rest is held: nothing to charge yet. The card stays saved, no capture is
    // offered; the hold of the rest comes on its day and the capture after it.
    await expect(panel).toContainText('Cartão salvo');
    await expect(panel.getByRole('button', { name: /^(Capturar|Fechar pelo sinal|Liberar)/ })).toHaveCount(0);

    // The turkey's label: for her, her order and her campaign's day.
    await page.getByRole('link', { name: 'Etiqueta — Peru temperado' }).click();
    const label = page.getByRole('article', { name: /Etiqueta de Peru temperado/ });
    await expect(label).toBeVisible({ timeout: 30_000 });
    await expect(label).toContainText('Peru temperado — 7–8 kg');
    await expect(label).toContainText('7,8 kg');
    await expect(label).toContainText(/\S+\s15,99\/kg/);
    await expect(label).toContainText(/\S+\s124,72/);
    await expect(label).toContainText(`Pedido #${number}`);
    await expect(label).toContainText('Helena');
    await expect(label.locator('[data-slot="preorder"]')).toHaveText(
      `Encomenda Ação de Graças · ${printed(day)}`,
    );
    await expect(label).toContainText('Embalado');
    await expect(label).toContainText('Validade');
    await expect(label.locator(`[data-barcode="${scaleCode}"] svg`)).toBeVisible();
    await axe.call(null);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir etiquetas' })).toBeHidden();
    expect(Math.round((await label.boundingBox())?.width ?? 0)).toBe(219);
    // The campaign's line is printed whole, not cut off at the label's edge.
    expect(
      await label
        .locator('[data-slot="preorder"]')
        .evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    ).toBe(true);
    await page.screenshot({ path: path('label-print.png') });
    await page.emulateMedia({ media: 'screen' });
  } finally {
    // Put the home back: the campaign off.
    await ok(await page.request.put(`/api/campaigns/staff/${campaign.id}`, { data: body(false) }));
  }
});
