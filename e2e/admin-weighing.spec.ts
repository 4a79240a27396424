import AxeBuilder from '@axe-core/playwright';
import { asNewVisitor, customerPage, signedUp, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { fillDelivery } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Selling by weight (issue 20): a customer buys ≈ 1 kg of picanha (sold by weight) and a bag of
 * charcoal (fixed price); staff confirm the order, type the scale's 1,08 kg, see the order adjust
 * and print the packing slip; the customer sees estimate and final total in "Meus Pedidos". That
 * the message is queued in the outbox is checked by the API test (weighing.test.ts); here the desk
 * says the customer was told and the timeline shows the weighing.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('a customer buys ≈1 kg picanha and charcoal; staff weigh 1,08 kg; the customer sees the final total', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // A whole checkout and the desk on a shared 2-core machine: a bound against a hang, not a speed check.
  test.setTimeout(240_000);
  const shopper = await customerPage(browser);
  await signedUp(shopper, 'Rita Peso', 'weighing');

  await shopper.goto('/produto/picanha');
  await expect(shopper.getByTestId('weighed-summary')).toHaveText(/≈ 1 kg · R\$\s119,90 · R\$\s119,90\/kg/);
  await expect(shopper.getByTestId('weighed-note')).toContainText('peso final da balança');
  await shopper.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(shopper.getByText('Item adicionado ao carrinho!')).toBeVisible();
  await shopper.goto('/produto/carvao');
  await expect(shopper.getByTestId('weighed-summary')).toHaveCount(0);
  await shopper.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(shopper.getByText('Item adicionado ao carrinho!')).toBeVisible();

  await shopper.goto('/cart');
  await expect(shopper.getByTestId('weighed-note')).toBeVisible();
  await expect(shopper.getByText(/R\$\s119,90\/kg/).first()).toBeVisible();

  await shopper.goto('/checkout');
  await fillDelivery(shopper);
  await expect(shopper.getByTestId('weighed-note')).toBeVisible();
  await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(shopper).toHaveURL(/\/order-success\?pedido=/);
  const orderId = new URL(shopper.url()).searchParams.get('pedido');
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

  // Staff: confirm, weigh 1,08 kg (the preview says what will be charged), save.
  await signInToPanel(page);
  await page.goto(`/admin/pedidos/${orderId}`);
  await page.getByRole('button', { name: 'Marcar como “Confirmado”' }).click();
  await expect(page.getByText('Pedido atualizado: Confirmado.')).toBeVisible();
  const weight = page.getByLabel(/Picanha — 1 kg — estimado 1 kg/);
  await weight.fill('7');
  await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
  await expect(page.getByText(/5 vezes o estimado/)).toBeVisible();
  await expect(weight).toHaveValue('7');
  await weight.fill('1,08');
  await expect(page.getByText(/Cobrado: R\$\s129,49/)).toBeVisible();
  await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
  await expect(page.getByText(/Pesos salvos\. Total final: .*O cliente foi avisado\./)).toBeVisible();
  const weighed = page.getByTestId('item-weighing');
  await expect(weighed).toContainText('≈ 1 kg');
  await expect(weighed).toContainText(/1,08 kg · R\$\s129,49/);
  await expect(page.getByText(/Pesagem: total R\$/)).toBeVisible();
  await axe();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('desk-1280.png'), fullPage: true });

  // The packing slip: what prints (cut notes, estimate, final weight, total).
  await page.emulateMedia({ media: 'print' });
  const slip = page.getByTestId('packing-slip');
  await expect(slip).toBeVisible();
  await expect(slip).toContainText('Guia de separação');
  await expect(slip).toContainText('1,08 kg');
  await expect(slip).toContainText('Carvão');
  await page.screenshot({ path: testInfo.outputPath('slip-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(slip).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('desk-375.png'), fullPage: true });

  // The customer: the final total in "Meus Pedidos", estimate and final side by side on the order.
  await shopper.goto('/meus-pedidos');
  const total = shopper.getByTestId('my-order-total').first();
  await expect(total).toContainText(/estimado R\$/);
  await shopper
    .getByRole('link', { name: /BP-\d+/ })
    .first()
    .click();
  await expect(shopper.getByTestId('item-weighing')).toContainText(/1,08 kg · R\$\s129,49/);
  await expect(shopper.getByTestId('estimated-total')).toBeVisible();
  const scan = await new AxeBuilder({ page: shopper })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await shopper.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(shopper);
  await shopper.screenshot({ path: testInfo.outputPath('customer-375.png'), fullPage: true });
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.screenshot({ path: testInfo.outputPath('customer-1280.png'), fullPage: true });
  await shopper.context().close();
});
