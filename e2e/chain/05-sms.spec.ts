import type { Page } from '@playwright/test';
import { asNewVisitor, customerPage, newEmail, PASSWORD, SUPER_ADMIN, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';
import { placePickupOrder } from '../orders';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * SMS to US phones (issue 35, decision 077). The owner enters the shop's Twilio account on the
 * SMS card (the fake Twilio of scripts/e2e-server.mjs stands in for api.twilio.com) and sends a test
 * SMS. Then two customers with Georgia numbers register: one ticks the SMS consent box, one does
 * not. Each places an order: only the one who consented gets the confirmation by SMS.
 */

type TwilioMessage = { to: string; from: string | null; body: string; num_segments: string };
const TWILIO = `http://127.0.0.1:${process.env.E2E_CHAIN_TWILIO_PORT}`;
const smsTo = async (phone: string): Promise<TwilioMessage[]> => {
  const { messages } = (await (await fetch(`${TWILIO}/received`)).json()) as { messages: TwilioMessage[] };
  return messages.filter((m) => m.to === phone);
};
// The fake's account (src/testing/fake-twilio.ts), as the owner would copy it from Twilio's console.
const ACCOUNT_SID = `AC${'0a1b2c3d'.repeat(4)}`;
const AUTH_TOKEN = '5f1e2d3c'.repeat(4);

/** A sign-up with a US phone, ticking the SMS box or not. */
async function signUpInUs(page: Page, name: string, typed: string, consent: boolean) {
  await page.goto('/auth/register');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('País').selectOption('US');
  await page.getByLabel('Telefone (opcional)').fill(typed);
  const box = page.getByRole('checkbox', { name: /Quero receber SMS/ });
  await expect(box).not.toBeChecked();
  if (consent) await box.check();
  await page.getByLabel('E-mail').fill(newEmail(name.split(' ')[0]!.toLowerCase()));
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /termos/i }).check();
}

test('the owner connects SMS; a US customer who consented gets the order confirmation by SMS, one who did not gets none', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const out = (name: string) => testInfo.outputPath(name);
  await asNewVisitor(page.context());
  await signInToPanel(page, SUPER_ADMIN);
  await page.goto('/admin/integracoes');
  const sms = page.locator('[data-integration="sms"]');
  await expect(sms.locator('[data-state-badge]')).toHaveText('Não configurado', { timeout: 30_000 });

  // A token of the wrong shape is refused under its field; nothing typed is lost.
  await sms.getByLabel('Account SID').fill(ACCOUNT_SID);
  await sms.getByLabel('Auth Token').fill('token errado');
  await sms.getByLabel('Número remetente').fill('+1 404 555 0100');
  await sms.getByRole('button', { name: 'Salvar' }).click();
  await expect(sms.getByText('O Auth Token tem 32 caracteres (letras de a-f e números).')).toBeVisible();
  await expect(sms.getByLabel('Account SID')).toHaveValue(ACCOUNT_SID);

  await sms.getByLabel('Auth Token').fill(AUTH_TOKEN);
  await sms.getByRole('button', { name: 'Salvar' }).click();
  await expect(sms.locator('[data-state-badge]')).toHaveText('Configurado · ainda não testado');
  // The Auth Token is a password: none of its characters (decision 083).
  await expect(sms.getByText('••••••••', { exact: true })).toBeVisible();
  await expect(sms.getByText('/api/sms/twilio/inbound')).toBeVisible();

  const trial = sms.getByRole('form', { name: 'Enviar SMS de teste' });
  await trial.getByLabel('Enviar SMS de teste para').fill('4045550177');
  await trial.getByRole('button', { name: 'Enviar SMS de teste' }).click();
  await expect(trial.locator('[data-test-result="ok"]')).toBeVisible({ timeout: 20_000 });
  expect(await smsTo('+14045550177')).toHaveLength(1);
  await expect(sms.locator('[data-state-badge]')).toHaveText('Funcionando');
  await axe();
  await sms.screenshot({ path: out('sms-card-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await sms.screenshot({ path: out('sms-card-375.png') });

  // Two Georgia customers: one ticks the SMS box at sign-up, the other does not.
  const yes = await customerPage(browser);
  await yes.setViewportSize({ width: 375, height: 800 });
  await signUpInUs(yes, 'Ana Consent', '4045550141', true);
  await yes.getByRole('checkbox', { name: /Quero receber SMS/ }).scrollIntoViewIfNeeded();
  await yes.screenshot({ path: out('sms-consent-register-375.png'), fullPage: true });
  await yes.getByRole('button', { name: 'Criar conta' }).click();
  await expect(yes).toHaveURL(/\/auth\/welcome$/);

  const no = await customerPage(browser);
  await signUpInUs(no, 'Bruno Semsms', '4045550142', false);
  await no.getByRole('button', { name: 'Criar conta' }).click();
  await expect(no).toHaveURL(/\/auth\/welcome$/);

  const first = await placePickupOrder(yes.request);
  await placePickupOrder(no.request);

  // The worker sends within seconds: the consenting phone gets its confirmation, the other none.
  await expect
    .poll(async () => (await smsTo('+14045550141')).map((m) => m.body), { timeout: 30_000 })
    .toEqual([expect.stringMatching(new RegExp(`pedido \\S*${first.number} recebido`))]);
  const [confirmation] = await smsTo('+14045550141');
  expect(confirmation?.body).toContain('Reply STOP to opt out.');
  expect(Number(confirmation?.num_segments)).toBeLessThanOrEqual(2);
  expect(await smsTo('+14045550142')).toEqual([]);

  // The box at checkout, beside the US contact phone, unchecked (the cart holds one more cut).
  const product = (await (await no.request.get('/api/catalogue/products/picanha')).json()) as {
    id: string;
    variations: { id: string }[];
  };
  await no.request.post('/api/cart/items', {
    data: { productId: product.id, variationId: product.variations[0]!.id, quantity: 1 },
  });
  await no.setViewportSize({ width: 1280, height: 900 });
  await no.goto('/checkout');
  const checkoutBox = no.getByRole('checkbox', { name: /Quero receber SMS/ });
  await expect(checkoutBox).toBeVisible({ timeout: 30_000 });
  await expect(checkoutBox).not.toBeChecked();
  await checkoutBox.scrollIntoViewIfNeeded();
  await no.screenshot({ path: out('sms-consent-checkout-1280.png') });
  expect(await smsTo('+14045550142')).toEqual([]);
});
