import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { customerPage, signedUp, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';
import { ok } from '../orders';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * Pounds (issue 38, decision 084): the owner switches the shop's weight units to imperial; a
 * customer sees the picanha at "R$ 54,39/lb" on the product page and in the cart; staff weigh her
 * order as "2 lb 6 oz" on the desk and the order shows pounds. Runs in the shop-wide chain (every
 * other journey reads "/kg") and puts the setting back, through the API when a step failed.
 */

const SHOTS = process.env.SHOTS_DIR;

const axeOn = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/units-${name}-${width}.png`, fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const saveUnits = (page: Page, value: string) =>
  page.request.put('/api/settings/staff/general/weight_units', {
    data: { value },
    headers: { origin: new URL(page.url()).origin },
  });

test('the owner switches to pounds; a customer sees /lb; staff weigh "2 lb 6 oz"', async ({
  page,
  browser,
  axe,
}) => {
  // Settings, a customer's visit, an order and the desk on a shared 2-core machine: a bound against a hang.
  test.setTimeout(240_000);
  await signInToPanel(page);
  try {
    await page.goto('/admin/configuracoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible({
      timeout: 30_000,
    });
    const units = page.getByLabel('Unidades de peso', { exact: true });
    await expect(units).toHaveValue('metric');
    await units.selectOption('imperial');
    await units.scrollIntoViewIfNeeded();
    await axe();
    await page.getByRole('button', { name: 'Salvar Unidades de peso' }).click();
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Unidades de peso atualizado com sucesso!' })
        .first(),
    ).toBeVisible();
    await units.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/units-settings-1280.png` });

    // A customer: the product page and the cart quote the price per lb (stored 119,90/kg).
    const shopper = await customerPage(browser);
    await signedUp(shopper, 'Ana Libra', 'units');
    await shopper.goto('/produto/picanha');
    await shopper.reload();
    await expect(shopper.getByTestId('weighed-summary')).toHaveText(
      /≈ 2,2 lb · R\$\s119,90 · R\$\s54,39\/lb/,
    );
    await expect(shopper.locator('main').getByText(/\/kg/)).toHaveCount(0);
    await axeOn(shopper);
    await shots(shopper, 'product');
    await shopper.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(shopper.getByText('Item adicionado ao carrinho!')).toBeVisible();
    await shopper.goto('/cart');
    await expect(shopper.getByText(/R\$\s54,39\/lb/).first()).toBeVisible();
    await axeOn(shopper);
    await shots(shopper, 'cart');

    // Her order (pickup, paid on delivery; the checkout screens have their own journeys).
    const quote = await ok<{ windows: { date: string; windowId: string }[] }>(
      await shopper.request.get('/api/orders/quote?fulfilment=pickup'),
    );
    const { order } = await ok<{ order: { id: string } }>(
      await shopper.request.post('/api/orders', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          fulfilment: 'pickup',
          date: quote.windows[0]!.date,
          windowId: quote.windows[0]!.windowId,
          paymentMethod: 'pay_on_delivery',
        },
      }),
    );
    await shopper.context().close();

    // Staff confirm it and weigh in pounds and ounces: 2 lb 6 oz = 1077 g → R$ 129,13.
    await ok(
      await page.request.post(`/api/orders/staff/${order.id}/status`, {
        data: { status: 'confirmed' },
        headers: { origin: new URL(page.url()).origin },
      }),
    );
    await page.goto(`/admin/pedidos/${order.id}`);
    const weight = page.getByLabel(/Picanha — 1 kg — estimado 2,20 lb/);
    await expect(weight).toHaveAttribute('placeholder', '2 lb 6 oz', { timeout: 20_000 });
    await weight.fill('2 lb 16 oz');
    await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
    await expect(page.getByText('Depois das libras, use menos de 16 oz (16 oz = 1 lb).')).toBeVisible();
    await weight.fill('2 lb 6 oz');
    await expect(page.getByText(/Cobrado: R\$\s129,13/)).toBeVisible();
    await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
    await expect(page.getByText(/Pesos salvos\. Total final: .*O cliente foi avisado\./)).toBeVisible();
    await expect(page.getByTestId('item-weighing')).toContainText(/2,37 lb · R\$\s129,13/);
    // The saved weight shows again exactly (thousandths of a pound), so saving again changes nothing.
    await expect(weight).toHaveValue('2,374 lb');
    await axe();
    await shots(page, 'desk');
  } finally {
    expect((await saveUnits(page, 'metric')).status()).toBe(200);
  }
  const settings = (await (await page.request.get('/api/settings')).json()) as { units: string };
  expect(settings.units).toBe('metric');
});
