import type { Locator, Page } from '@playwright/test';
import { STRIPE_WEBHOOK_EVENTS } from '../../src/shared/payments/webhook-events';
import { asNewVisitor, customerPage, SUPER_ADMIN, signedUp, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * The owner connects Stripe from the browser (issue 36, decisions 082 and 107). The shop-wide
 * chain's server has no Stripe keys in its environment (scripts/e2e-server.mjs, E2E_STRIPE_FROM):
 * its seed stored the fake Stripe's keys on the Integrações card, so card payment is offered at
 * first. The owner removes the integration — a customer's checkout no longer offers the card —
 * then types the keys: a key of the wrong shape is refused under its field, a key Stripe refuses
 * is saved and "Verificar conexão" says why in words, the right keys are confirmed with the
 * account's name, and the customer's checkout offers the card again. The refusals again in
 * English. It ends with the keys in force, as it found them.
 */

const SECRET_KEY = process.env.E2E_CHAIN_STRIPE_KEY ?? '';
const WEBHOOK_SECRET = process.env.E2E_CHAIN_STRIPE_WEBHOOK_SECRET ?? '';
const PUBLISHABLE_KEY = 'pk_test_e2echain00publishable';
const REFUSED_KEY = 'sk_test_0000wrongkey0000';

async function shoot(page: Page, target: Locator, name: string, path: (n: string) => string) {
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSidewaysScroll(page);
    await target.screenshot({ path: path(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The checkout from the cart, once her session is read: the checkout decides at its first render
 * whether she is a guest, and a direct load of /checkout may render before the session answers
 * (seen: a reload showed a signed-in customer the guest's empty cart).
 */
async function openCheckout(shopper: Page) {
  const session = shopper.waitForResponse((r) => r.url().includes('/api/accounts/session') && r.ok());
  await shopper.goto('/cart');
  await session;
  await shopper.getByRole('link', { name: 'Finalizar compra' }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible({
    timeout: 30_000,
  });
}

/** The secret key's field: typed in directly when none is stored, behind "Substituir" otherwise. */
async function typeSecret(card: Locator, label: string, replace: string, value: string) {
  const replaceButton = card.getByRole('button', { name: `${replace}: ${label}` });
  if (await replaceButton.isVisible()) await replaceButton.click();
  await card.getByLabel(label, { exact: true }).fill(value);
}

test('the owner connects Stripe on the Integrações screen; the checkout offers the card only while it is connected', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // Two people, a cold panel chunk and Stripe's check on a shared 2-core machine: a bound, not a speed check.
  test.setTimeout(300_000);
  const out = (name: string) => testInfo.outputPath(name);

  // A customer with picanha in her cart: the card is offered (the keys the seed stored).
  const shopper = await customerPage(browser);
  await signedUp(shopper, 'Sofia Stripe', 'stripe');
  await shopper.goto('/produto/picanha');
  await shopper.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(shopper.getByText('Item adicionado ao carrinho!')).toBeVisible();
  await openCheckout(shopper);
  const cardChoice = shopper.getByRole('radio', { name: /Cartão de crédito ou débito/ });
  const onDelivery = shopper.getByRole('radio', { name: /Pagar na entrega ou retirada/ });
  await expect(onDelivery).toBeVisible({ timeout: 30_000 });
  await expect(cardChoice).toBeVisible();

  // The owner: the Stripe card, as her keys were entered earlier.
  await asNewVisitor(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToPanel(page, SUPER_ADMIN);
  await page.goto('/admin/integracoes');
  const stripe = page.locator('[data-integration="stripe"]');
  const badge = stripe.locator('[data-state-badge]');
  await expect(badge).toHaveText(/^(Funcionando|Configurado · ainda não testado)$/, { timeout: 30_000 });
  await expect(stripe.locator('[data-stripe-mode="test"]')).toContainText('Modo de teste');
  // The events to tick on Stripe's endpoint (decision 133), under its address.
  await expect(
    stripe.getByText('Em “Selecionar eventos”, marque estes (a loja ignora os outros):'),
  ).toBeVisible();
  const events = stripe.locator('[data-webhook-events] li');
  await expect(events).toHaveCount(STRIPE_WEBHOOK_EVENTS.length);
  await expect(events.first()).toHaveText('checkout.session.completed');

  // Removed: not set up, and the customer's checkout offers the manual methods only.
  await stripe.getByRole('button', { name: 'Remover integração' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remover a integração Pagamento com cartão (Stripe)?' });
  await ask.getByRole('button', { name: 'Remover' }).click();
  await expect(badge).toHaveText('Não configurado');
  await expect(stripe.locator('[data-state-line]')).toContainText('Falta: Chave secreta.');
  await openCheckout(shopper);
  await expect(onDelivery).toBeVisible({ timeout: 30_000 });
  await expect(cardChoice).toHaveCount(0);
  await axe();

  // A key of the wrong shape (the publishable one pasted as the secret): refused under its field.
  await stripe.getByLabel('Chave secreta', { exact: true }).fill(PUBLISHABLE_KEY);
  await stripe.getByLabel('Chave publicável').fill(PUBLISHABLE_KEY);
  await stripe.getByLabel('Segredo de assinatura do webhook', { exact: true }).fill(WEBHOOK_SECRET);
  await stripe.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    stripe.getByText('A chave secreta começa com sk_test_ ou sk_live_ (ou rk_ para uma chave restrita).'),
  ).toBeVisible();
  await expect(badge).toHaveText('Não configurado');
  await shoot(page, stripe, 'stripe-wrong-shape', out);

  // A key Stripe refuses: saved, and the check says why in words; the card reads as failing.
  await stripe.getByLabel('Chave secreta', { exact: true }).fill(REFUSED_KEY);
  await stripe.getByRole('button', { name: 'Salvar' }).click();
  await expect(badge).toHaveText('Configurado · ainda não testado');
  await stripe.getByRole('button', { name: 'Verificar conexão' }).click();
  await expect(stripe.locator('[data-test-result="failed"]')).toHaveText(
    'O teste falhou: A Stripe recusou a chave secreta.',
  );
  await expect(badge).toHaveText('Com falha');
  await expect(stripe.locator('[data-state-line]')).toContainText(
    'Último erro do provedor: A Stripe recusou a chave secreta.',
  );
  await shoot(page, stripe, 'stripe-refused', out);
  // Keys Stripe refused are not offered to customers (decision 109).
  await openCheckout(shopper);
  await expect(onDelivery).toBeVisible({ timeout: 30_000 });
  await expect(cardChoice).toHaveCount(0);

  // The right key: saving clears the refused key's failure (a save sends nothing to Stripe, so
  // "not yet tested"); the check confirms the connection with the account's name and country.
  await typeSecret(stripe, 'Chave secreta', 'Substituir', SECRET_KEY);
  await stripe.getByRole('button', { name: 'Salvar' }).click();
  await expect(badge).toHaveText('Configurado · ainda não testado');
  await expect(stripe.getByRole('status', { name: 'Chave secreta' })).toHaveText(
    `•••• ${SECRET_KEY.slice(-4)}`,
  );
  expect(await page.content()).not.toContain(SECRET_KEY);
  expect(await page.content()).not.toContain(WEBHOOK_SECRET);
  await stripe.getByRole('button', { name: 'Verificar conexão' }).click();
  await expect(stripe.locator('[data-test-result="ok"]')).toHaveText(
    'Conectado à conta Brazil Prime Market (US).',
  );
  await expect(badge).toHaveText('Funcionando');
  await expect(stripe.locator('[data-stripe-mode="test"]')).toContainText('Modo de teste');
  await axe();
  await shoot(page, stripe, 'stripe-connected', out);

  // The customer: the card is offered again, first, with paying on delivery still chosen.
  await openCheckout(shopper);
  await expect(cardChoice).toBeVisible({ timeout: 30_000 });
  await expect(onDelivery).toBeChecked();
  await cardChoice.check();
  await expect(shopper.getByText('Pague na página segura da Stripe; cobramos o peso final.')).toBeVisible();
  await shopper
    .getByRole('group', { name: /Pagamento/ })
    .first()
    .screenshot({ path: out('checkout-card-back-1280.png') });

  // In English: the same refusals in the owner's language, then the right key again.
  await page.getByRole('button', { name: 'Mudar idioma para English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await typeSecret(stripe, 'Secret key', 'Replace', 'rk_wrong');
  await stripe.getByRole('button', { name: 'Save' }).click();
  await expect(
    stripe.getByText('The secret key starts with sk_test_ or sk_live_ (or rk_ for a restricted key).'),
  ).toBeVisible();
  await stripe.getByLabel('Secret key', { exact: true }).fill(REFUSED_KEY);
  await stripe.getByRole('button', { name: 'Save' }).click();
  await expect(badge).toHaveText('Set up · not tested yet');
  await stripe.getByRole('button', { name: 'Check connection' }).click();
  await expect(stripe.locator('[data-test-result="failed"]')).toHaveText(
    'The test failed: Stripe refused the secret key.',
  );
  await expect(badge).toHaveText('Failing');
  await shoot(page, stripe, 'stripe-refused-en', out);
  await typeSecret(stripe, 'Secret key', 'Replace', SECRET_KEY);
  await stripe.getByRole('button', { name: 'Save' }).click();
  await expect(stripe.getByRole('status', { name: 'Secret key' })).toHaveText(`•••• ${SECRET_KEY.slice(-4)}`);
  await stripe.getByRole('button', { name: 'Check connection' }).click();
  await expect(stripe.locator('[data-test-result="ok"]')).toHaveText(
    'Connected to the account Brazil Prime Market (US).',
  );
  await expect(badge).toHaveText('Working');
  await axe();
  await page.getByRole('button', { name: 'Switch language to Português' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await shopper.context().close();
});
