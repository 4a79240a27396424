import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from '../../src/testing/oidc-client';
import { asNewVisitor, customerPage, SUPER_ADMIN, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * Decision 090. The owner sets "Entrar com Google" on the Integrações screen; a customer signs in
 * with it — on the local OpenID provider's login and consent pages (scripts/e2e-server.mjs starts
 * it; the shop reaches it through GOOGLE_SIGN_IN_ISSUER) — and lands signed in, her account made,
 * the identity on her profile. The owner removes the integration at the end: the button goes.
 */
test('a customer signs in with Google (a local OpenID provider) and sees it on her profile', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const out = (name: string) => testInfo.outputPath(name);
  const owner = await customerPage(browser);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await signInToPanel(owner, SUPER_ADMIN);
  await owner.goto('/admin/integracoes');
  const card = owner.locator('[data-integration="google_sign_in"]');
  await expect(card.locator('[data-state-badge]')).toHaveText('Não configurado', { timeout: 30_000 });
  await card.getByLabel('ID do cliente OAuth').fill(OIDC_CLIENT_ID);
  await card.getByLabel('Chave secreta do cliente').fill(OIDC_CLIENT_SECRET);
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.locator('[data-state-badge]')).toHaveText('Configurado · ainda não testado');
  await expect(card.locator('[data-redirect-uri]')).toHaveText(/\/api\/auth\/callback\/google$/);
  expect(await owner.content()).not.toContain(OIDC_CLIENT_SECRET);
  // "Testar" (decision 102): the local provider's discovery read and the client id known.
  await card.getByRole('button', { name: 'Testar' }).click();
  await expect(card.locator('[data-google-sign-in-result="ok"]')).toHaveText(
    'Conectado: o Google respondeu e aceita este ID do cliente.',
  );
  await expect(card.locator('[data-state-badge]')).toHaveText('Funcionando');
  await card.locator('[data-google-sign-in-result]').scrollIntoViewIfNeeded();
  await owner.screenshot({ path: out('integrations-google-test-1280.png') });

  // The customer: the journey's own page (the axe fixture scans it).
  const customer = page;
  await asNewVisitor(customer.context());
  try {
    await customer.setViewportSize({ width: 375, height: 800 });
    await customer.goto('/auth/login');
    const button = customer.getByRole('button', { name: 'Entrar com Google' });
    await expect(button).toBeVisible();
    await axe();
    await expectNoSidewaysScroll(customer);
    await customer.screenshot({ path: out('sign-in-375.png'), fullPage: true });
    await customer.setViewportSize({ width: 1280, height: 900 });
    await customer.screenshot({ path: out('sign-in-1280.png') });

    await button.click();
    // The provider's own pages: any login name is an account there; its e-mail is <login>@example.com.
    const login = `joana${Date.now()}`;
    await customer.getByPlaceholder('Enter any login').fill(login);
    await customer.getByPlaceholder('and password').fill('qualquer');
    await customer.getByRole('button', { name: 'Sign-in' }).click();
    await customer.getByRole('button', { name: 'Continue' }).click();

    await expect(customer).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await customer.goto('/profile');
    await expect(customer.getByText(`${login}@example.com`).filter({ visible: true }).first()).toBeVisible();
    const ways = customer.locator('[data-identities]');
    await expect(ways.locator('[data-identity]')).toContainText('Google');
    await expect(ways).toContainText('Sem senha');
    await expect(ways.getByRole('button', { name: 'Desligar' })).toBeDisabled();
    // No password to change (decision 102): "Criar uma senha" sends the set-password link instead.
    await expect(customer.getByRole('button', { name: 'Alterar senha' })).toHaveCount(0);
    const create = customer.locator('[data-create-password]');
    await create.getByRole('button', { name: 'Criar uma senha' }).click();
    await expect(create.locator('[data-create-password-sent]')).toContainText(`${login}@example.com`);
    await axe();
    await ways.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: out('profile-identities-1280.png') });
    await customer.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(customer);
    await ways.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: out('profile-identities-375.png') });
  } finally {
    // The button leaves every sign-in page again.
    await owner.goto('/admin/integracoes');
    await card.getByRole('button', { name: 'Remover integração' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await expect(card.locator('[data-state-badge]')).toHaveText('Não configurado');
    await owner.context().close();
  }
});
