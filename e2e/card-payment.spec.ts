import type { Page } from '@playwright/test';
import { asNewVisitor, customerPage, signedUp, signInToPanel } from './accounts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillDelivery } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Card payments (issue 36, decision 081) against the fake Stripe that scripts/e2e-server.mjs
 * starts: the customer holds ≈ 1 kg of picanha and a bag of charcoal on the hosted page with
 * 4242…, staff weigh 1,08 kg and capture the final total, the customer sees what was charged and
 * released. A declined card returns to the checkout with the bank's reason and the cart intact.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

async function addToCart(page: Page, slug: string) {
  await page.goto(`/produto/${slug}`);
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByText('Item adicionado ao carrinho!')).toBeVisible();
}

/** Checkout by card up to Stripe's hosted page; answers the hold the checkout announced. */
async function payByCard(page: Page) {
  await page.goto('/checkout');
  await fillDelivery(page);
  await page.getByRole('radio', { name: /Cartão de crédito ou débito/ }).check();
  const note = page.getByTestId('card-hold-note');
  await expect(note).toHaveText(/^valor estimado; reservamos até R\$\s[\d.]+,\d{2} e cobramos o peso final$/);
  const hold = /R\$\s[\d.]+,\d{2}/.exec((await note.textContent()) ?? '')?.[0] ?? '';
  await page.screenshot({ path: test.info().outputPath('checkout-card-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pay\/cs_test_/);
  return hold;
}

async function typeCard(page: Page, card: string) {
  await page.getByLabel(/Número do cartão|Card number/).fill(card);
  await page.getByRole('button', { name: /Autorizar|Authorize/ }).click();
}

test('a customer holds ≈1 kg picanha + charcoal with 4242; staff weigh 1,08 kg and capture; the customer sees charged and released', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  test.setTimeout(240_000);
  const shopper = await customerPage(browser);
  await signedUp(shopper, 'Carla Cartão', 'card');
  await addToCart(shopper, 'picanha');
  await addToCart(shopper, 'carvao');
  const hold = await payByCard(shopper);
  await typeCard(shopper, '4242 4242 4242 4242');

  // Back from Stripe: the order, the hold on the card, and what happens next.
  await expect(shopper).toHaveURL(/\/order-success\?pedido=.*pagamento=ok/);
  const orderId = new URL(shopper.url()).searchParams.get('pedido');
  // The page asks Stripe before it shows the order: on a busy machine that takes a while.
  await expect(shopper.getByRole('heading', { level: 1, name: 'Pedido recebido!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(shopper.getByText(`Cartão: reservamos ${hold}`, { exact: false })).toBeVisible();
  await expect(shopper.getByTestId('card-payment')).toContainText('Reservado no cartão');
  await expect(shopper.getByTestId('card-payment')).toContainText('Visa •••• 4242');
  await shopper.goto('/cart');
  await expect(shopper.getByText('Seu carrinho está vazio')).toBeVisible();

  // Staff: capture waits for the scale; weigh 1,08 kg, then charge exactly the final total.
  await signInToPanel(page);
  await page.goto(`/admin/pedidos/${orderId}`);
  const panel = page.getByTestId('payment-panel');
  await expect(panel).toContainText('Reservado no cartão');
  await expect(page.getByTestId('payment-held')).toHaveText(hold);
  const capture = panel.getByRole('button', { name: /^Capturar/ });
  await expect(capture).toBeDisabled();
  await expect(panel).toContainText('Pese todos os itens vendidos por peso para capturar.');
  await page.getByLabel(/Picanha — 1 kg — estimado 1 kg/).fill('1,08');
  await page.getByRole('button', { name: 'Salvar pesos e avisar o cliente' }).click();
  await expect(page.getByText(/Pesos salvos\./)).toBeVisible();
  await expect(capture).toBeEnabled();
  const final = (await page.getByTestId('order-total').textContent()) ?? '';
  await expect(capture).toHaveText(`Capturar ${final}`);
  await capture.click();
  await expect(panel.getByText('Pagamento capturado.')).toBeVisible();
  await expect(page.getByTestId('payment-captured')).toHaveText(final);
  await expect(panel).toContainText('Cobrança');
  await expect(panel).toContainText('Liberação');

  // A part refunded with its reason: never more than what is left (the dialog says so first).
  await panel.getByRole('button', { name: 'Reembolsar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reembolsar pagamento' });
  await dialog.getByText('Outro valor').click();
  await dialog.getByLabel('Valor', { exact: true }).fill('9999,00');
  await dialog.getByLabel('Motivo').fill('Farofa faltou na entrega');
  await dialog.getByRole('button', { name: /^Reembolsar R\$/ }).click();
  await expect(dialog.getByText(/O reembolso pode ser de no máximo/)).toBeVisible();
  await dialog.getByLabel('Valor', { exact: true }).fill('5,00');
  await axe();
  await page.screenshot({ path: testInfo.outputPath('refund-dialog-1280.png') });
  await dialog.getByRole('button', { name: /^Reembolsar R\$\s5,00$/ }).click();
  await expect(panel.getByText(/Reembolso de R\$\s5,00 feito\./)).toBeVisible();
  await expect(page.getByTestId('payment-refunded')).toHaveText(/R\$\s5,00/);
  await axe();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('desk-card-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('desk-card-375.png'), fullPage: true });

  // The customer: charged the final weight, the hold released (on the list, then on the order).
  await shopper.goto('/meus-pedidos');
  await expect(shopper.getByTestId('my-order-card').first()).toContainText(
    `Cobrado ${final} · reserva de ${hold} liberada`,
  );
  await shopper.screenshot({ path: testInfo.outputPath('customer-list-1280.png') });
  await shopper.goto(`/meus-pedidos?pedido=${orderId}`);
  await expect(shopper.getByTestId('card-charged')).toHaveText(
    `Cobrado ${final} · reserva de ${hold} liberada`,
  );
  await expect(shopper.getByTestId('card-payment')).toContainText('voltam ao limite do cartão');
  await expect(shopper.getByTestId('card-payment')).toContainText(/R\$\s5,00 · Farofa faltou na entrega/);
  await expectNoAxeViolations(shopper, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  await shopper.screenshot({ path: testInfo.outputPath('customer-card-1280.png'), fullPage: true });
  await shopper.setViewportSize({ width: 375, height: 800 });
  await shopper.screenshot({ path: testInfo.outputPath('customer-card-375.png'), fullPage: true });
  await shopper.context().close();
});

test('a declined card returns to the checkout with the bank’s reason and the cart intact', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedUp(page, 'Davi Recusado', 'card-declined');
  await addToCart(page, 'picanha');
  await payByCard(page);
  await typeCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: /Voltar à loja|Back to the shop/ }).click();

  await expect(page).toHaveURL(/\/checkout\?pagamento=voltou&pedido=/);
  await expect(page.getByTestId('card-return-reason')).toHaveText(
    'O banco recusou o cartão. Tente outro cartão ou outra forma de pagamento.',
    { timeout: 30_000 },
  );
  await expect(page.getByText('Seu carrinho e seus dados continuam aqui.')).toBeVisible();
  // The cart is as it was, and so is the form (the address typed before leaving).
  await expect(page.getByText(/Picanha/).first()).toBeVisible();
  await expect(page.getByLabel('Endereço (número e rua)')).toHaveValue('100 Church St');
  await expect(page.getByRole('button', { name: 'Pagar com cartão de novo' })).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('declined-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('declined-375.png'), fullPage: true });

  // Another card on the same order: the hold is placed, and the cart is used up then.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Pagar com cartão de novo' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pay\/cs_test_/);
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order-success\?pedido=.*pagamento=ok/);
  await expect(page.getByTestId('card-payment')).toContainText('Reservado no cartão', { timeout: 30_000 });
});
