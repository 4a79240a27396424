import type { Page } from '@playwright/test';
import { customerPage, signedUp, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';
import { fillDelivery } from '../orders';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * Sales tax (issue 37, decision 079): staff switch the shop to "tax added at checkout"; a customer
 * buys ≈ 1 kg picanha (grocery food, Cobb's 2 %) and turf cleats (general merchandise, 6 %, with
 * the delivery fee) delivered to a Marietta ZIP; the checkout shows each rate's tax; staff weigh
 * 1,08 kg and the food tax follows; the monthly report lists the sale. The setting is put back
 * (through the API too, when a step failed), since other journeys expect prices to include tax.
 */
const putTaxSettings = (page: Page, mode: 'auto' | 'added') =>
  page.request.put('/api/tax/staff/settings', {
    data: { mode, rounding: 'invoice', deliveryFeeClass: 'general' },
    headers: { origin: new URL(page.url()).origin },
  });

test('picanha and cleats to a Cobb ZIP: each rate’s tax at checkout, the food tax follows the scale, the report lists it', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInToPanel(page);
  try {
    await page.goto('/admin/impostos');
    await expect(page.getByRole('heading', { level: 1, name: 'Impostos sobre vendas' })).toBeVisible();
    const marietta = page.getByTestId('tax-place-marietta');
    // Days as Portuguese readers write them, whatever the browser's locale (decision 083).
    await expect(marietta).toContainText('Em vigor: geral 6 %, alimentos 2 % desde 01/10/2026');
    await expect(marietta.getByLabel('Início')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(page.getByTestId('tax-place-atlanta-metro')).toContainText('Sem alíquota em vigor');
    // A rate above 20 % is refused on its field.
    await marietta.getByLabel('Geral (%)').fill('25');
    await marietta.getByLabel('Alimentos (%)').fill('2');
    await marietta.getByLabel('Início').fill('01012030');
    await expect(marietta.getByLabel('Início')).toHaveValue('01/01/2030');
    await marietta.getByRole('button', { name: 'Adicionar alíquota' }).click();
    await expect(marietta.getByText('A alíquota deve estar entre 0 e 20 %.')).toBeVisible();
    // Next chart entered ahead, then removed through the app's confirm dialog (not the browser's).
    await marietta.getByLabel('Geral (%)').fill('7');
    await marietta.getByRole('button', { name: 'Adicionar alíquota' }).click();
    const ahead = marietta.getByRole('listitem').filter({ hasText: '01/01/2030' });
    await expect(ahead).toContainText('a partir de 01/01/2030');
    await ahead.getByRole('button', { name: 'Remover' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remover a alíquota de 01/01/2030?' });
    await expect(ask).toBeVisible();
    await axe();
    await ask.getByRole('button', { name: 'Remover' }).click();
    await expect(ahead).toHaveCount(0);
    await axe();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('tax-rates-1280.png'), fullPage: true });

    await page.getByRole('tab', { name: 'Configuração' }).click();
    await page.getByLabel('Preços e imposto').selectOption('added');
    await page.getByRole('button', { name: 'Salvar configuração' }).click();
    await expect(page.getByText('Configuração salva.')).toBeVisible();

    const shopper = await customerPage(browser);
    await signedUp(shopper, 'Caio Imposto', 'tax');
    for (const product of ['picanha', 'chuteira-society']) {
      await shopper.goto(`/produto/${product}`);
      await shopper.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
      await expect(shopper.getByText('Item adicionado ao carrinho!')).toBeVisible();
    }
    // The cart estimates at the pickup counter's Cobb rates: 2,40 + 279,90 × 6 % = 2,40 + 16,79.
    await shopper.goto('/cart');
    await expect(shopper.getByTestId('cart-tax-estimate')).toContainText(/Imposto estimado.*R\$\s19,19/s);
    await shopper.goto('/checkout');
    await fillDelivery(shopper);
    await shopper.getByRole('radio', { name: /Transferência \(Zelle\)/ }).check();
    // Food 119,90 × 2 % = 2,40; general (279,90 + fee 7,99) × 6 % = 17,27.
    await expect(shopper.getByTestId('tax-food')).toContainText(/Imposto — alimentos \(2 %\)\s*R\$\s2,40/);
    await expect(shopper.getByTestId('tax-general')).toContainText(/Imposto — geral \(6 %\)\s*R\$\s17,27/);
    await expect(shopper.getByTestId('checkout-total')).toHaveText(/R\$\s427,46/);
    await shopper.screenshot({ path: testInfo.outputPath('checkout-tax-1280.png'), fullPage: true });
    await shopper.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(shopper);
    await shopper.screenshot({ path: testInfo.outputPath('checkout-tax-375.png'), fullPage: true });
    await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(shopper).toHaveURL(/\/order-success\?pedido=/);
    const orderId = new URL(shopper.url()).searchParams.get('pedido');
    await expect(shopper.getByTestId('order-total')).toHaveText(/R\$\s427,46/);

    // Staff weigh 1,08 kg: 129,49 of picanha, food tax 2,59 at the order's own 2 %.
    await page.goto(`/admin/pedidos/${orderId}`);
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
    await page.getByLabel(/Picanha — 1 kg — estimado 1 kg/).fill('1,08');
    // The desk previews the new tax with the order's own rates (the server's retaxOrder).
    await expect(page.locator('[data-tax-preview]')).toHaveText(
      /Imposto com estes pesos: R\$\s19,86 \(hoje R\$\s19,67\)\./,
    );
    await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
    await expect(page.getByText(/Pesos salvos\. Total final: .*O cliente foi avisado\./)).toBeVisible();
    await expect(page.getByTestId('tax-food')).toContainText(/R\$\s2,59/);
    await expect(page.getByTestId('order-total')).toHaveText(/R\$\s437,24/);

    await shopper.goto(`/meus-pedidos`);
    await shopper
      .getByRole('link', { name: /BP-\d+/ })
      .first()
      .click();
    await expect(shopper.getByTestId('tax-food')).toContainText(/R\$\s2,59/);
    await expect(shopper.getByTestId('tax-general')).toContainText(/R\$\s17,27/);
    await shopper.context().close();

    // The monthly report lists the sale by place and class.
    await page.goto('/admin/impostos');
    await page.getByRole('tab', { name: 'Relatório' }).click();
    const table = page.getByRole('table');
    await expect(
      table.getByRole('row', { name: /Entrega: Marietta e Kennesaw.*Mercadoria em geral/ }).first(),
    ).toBeVisible();
    await expect(
      table.getByRole('row', { name: /Entrega: Marietta e Kennesaw.*Alimento \(mercearia\)/ }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('tax-report-total')).toBeVisible();
    await axe();
    await page.screenshot({ path: testInfo.outputPath('tax-report-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('tax-report-375.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Alíquotas' }).click();
    await page.screenshot({ path: testInfo.outputPath('tax-rates-375.png'), fullPage: true });
  } finally {
    expect((await putTaxSettings(page, 'auto')).status()).toBe(200);
  }
});
