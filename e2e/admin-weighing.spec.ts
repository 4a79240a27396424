import { asNewVisitor, customerPage, signedUp, signInToPanel } from './accounts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillDelivery } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Selling by weight (issue 20): a customer buys ≈ 1 kg of picanha (sold by weight) and a bag of
 * charcoal (fixed price), paying by transfer; staff confirm the payment, type the scale's 1,08 kg,
 * see the order adjust and print the packing slip; the heavier weighing leaves a balance due on the
 * paid transfer, which staff mark settled (decision 051); the customer sees estimate and final total
 * in "Meus Pedidos" and the settled difference on the order. That the message is queued in the
 * outbox is checked by the API test (weighing.test.ts); here the desk says the customer was told
 * and the timeline shows the weighing and the settlement with their own badges.
 */

/** The admin panel's side navigation (its accessible name). */
const ADMIN_NAV = 'Seções do painel';

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('a customer buys ≈1 kg picanha and charcoal by transfer; staff weigh 1,08 kg and settle the difference; the customer sees it', async ({
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
  await shopper.getByRole('radio', { name: /Transferência \(Zelle\)/ }).check();
  await expect(shopper.getByTestId('weighed-note')).toBeVisible();
  await shopper.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(shopper).toHaveURL(/\/order-success\?pedido=/);
  const orderId = new URL(shopper.url()).searchParams.get('pedido');
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

  // Staff: the transfer arrived (the order is confirmed with it); weigh 1,08 kg (the preview says
  // what will be charged), save.
  await signInToPanel(page);
  await page.goto(`/admin/pedidos/${orderId}`);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
  await expect(page.getByText('Transferência · pagamento confirmado')).toBeVisible();
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
  // The weighing has its own badge in the timeline, not the status again.
  await expect(page.locator('[data-testid="event-badge"][data-kind="weighing"]')).toHaveText('Pesagem');

  // Paid by transfer at the estimate, weighed R$ 9,59 heavier: a balance due until staff settle it.
  const difference = page.getByTestId('weighing-difference');
  await expect(page.getByText('Diferença a pagar')).toBeVisible();
  await expect(difference).toHaveText(/R\$\s9,59/);
  await page.getByRole('button', { name: 'Marcar diferença como acertada' }).click();
  await expect(page.getByText('Diferença marcada como acertada.')).toBeVisible();
  await expect(page.getByText('(acertada)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar diferença como acertada' })).toHaveCount(0);
  await expect(page.locator('[data-testid="event-badge"][data-kind="settlement"]')).toHaveText('Acerto');
  await axe();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('desk-1280.png'), fullPage: true });

  // The packing slip: what prints (cut notes, estimate, final weight, total).
  const desk = [
    page.locator('h2', { hasText: 'Atualizar pedido' }),
    page.locator('#weighing-title'),
    page.locator('button', { hasText: 'Imprimir guia de separação' }),
    page.getByRole('navigation', { name: ADMIN_NAV }),
  ];
  for (const other of desk) await expect(other).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const slip = page.getByTestId('packing-slip');
  await expect(slip).toBeVisible();
  await expect(slip).toContainText('Guia de separação');
  await expect(slip).toContainText('1,08 kg');
  await expect(slip).toContainText('Carvão');
  // Decision 119: the figures between the lines and the total, and how it was paid.
  await expect(slip.getByTestId('slip-subtotal')).toContainText(/Subtotal\s*R\$/);
  await expect(slip.getByTestId('slip-fee')).toContainText(/Taxa de entrega\s*R\$/);
  await expect(slip.getByTestId('slip-total')).toContainText(/Total final\s*R\$/);
  await expect(slip.getByTestId('slip-payment')).toContainText('Pagamento: Transferência · pago');
  // The weighing's difference was settled: nothing left at the door.
  await expect(slip.getByTestId('slip-collect')).toHaveText('Pago — nada a cobrar');
  const figure = async (id: string) =>
    Number(((await slip.getByTestId(id).locator('dd').textContent()) ?? '').replace(/\D/g, ''));
  const lines = (await slip.getByTestId('slip-line-total').allTextContents()).map((l) =>
    Number(l.replace(/\D/g, '')),
  );
  expect(lines.reduce((a, b) => a + b, 0)).toBe(await figure('slip-subtotal'));
  expect((await figure('slip-subtotal')) + (await figure('slip-fee'))).toBe(await figure('slip-total'));
  // Only the slip prints (styles.css): the desk's panels, its buttons and the admin frame, all
  // shown on screen, do not; and the slip starts at the top of the page.
  for (const other of desk) await expect(other).toBeHidden();
  expect((await slip.boundingBox())?.y).toBeLessThan(5);
  await page.screenshot({ path: testInfo.outputPath('slip-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(slip).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('desk-375.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(slip.getByTestId('slip-payment')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('slip-print-375.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

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
  // The difference of the paid transfer, settled; the timeline's own badges.
  await expect(shopper.getByText('Diferença a pagar')).toBeVisible();
  await expect(shopper.getByTestId('weighing-difference')).toHaveText(/R\$\s9,59/);
  await expect(shopper.getByText('(acertada)')).toBeVisible();
  await expect(shopper.locator('[data-testid="event-badge"][data-kind="weighing"]')).toHaveText('Pesagem');
  await expect(shopper.locator('[data-testid="event-badge"][data-kind="settlement"]')).toHaveText('Acerto');
  await expectNoAxeViolations(shopper, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  await shopper.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(shopper);
  await expectNoAxeViolations(shopper, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  await shopper.screenshot({ path: testInfo.outputPath('customer-375.png'), fullPage: true });
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.screenshot({ path: testInfo.outputPath('customer-1280.png'), fullPage: true });
  await shopper.context().close();
});
