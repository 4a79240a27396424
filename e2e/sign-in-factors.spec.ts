import { generateSync } from 'otplib';
import { asNewVisitor, signedUp } from './accounts';
import { expect, test } from './fixtures';

/**
 * Sign-in factors (issue 40, decision 089): an admin turns an authenticator app on from the
 * profile and signs in again with its code; a customer adds a passkey (Chromium's virtual WebAuthn
 * authenticator) and signs in with it instead of the password.
 */
const FACTOR_ADMIN = {
  email: process.env.E2E_FACTOR_EMAIL ?? '',
  password: process.env.E2E_FACTOR_PASSWORD ?? '',
};

test('an admin enrols an authenticator app, signs out and signs in with a code', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  await asNewVisitor(page.context());
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(FACTOR_ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(FACTOR_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Configurar aplicativo' }).click();
  await page.getByLabel('Sua senha').fill(FACTOR_ADMIN.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: '2. Guarde os códigos de recuperação' }).getByRole('listitem'),
  ).toHaveCount(10);
  await axe();
  // The enrolment screen at both widths (looked at by the author: decision 089).
  const enrolment = page.getByRole('heading', { name: 'Aplicativo autenticador' }).locator('xpath=../..');
  await page.setViewportSize({ width: 1280, height: 900 });
  await enrolment.screenshot({ path: testInfo.outputPath('totp-enrolment-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await enrolment.screenshot({ path: testInfo.outputPath('totp-enrolment-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  const now = Date.now();
  await page
    .getByLabel('3. Código de 6 dígitos do aplicativo')
    .fill(generateSync({ secret, epoch: Math.floor(now / 1000) }));
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(
    page.getByText('Ativo: ao entrar, pedimos o código de 6 dígitos do aplicativo.'),
  ).toBeVisible();

  await page.request.post('/api/accounts/logout');
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(FACTOR_ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(FACTOR_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirme que é você' })).toBeVisible();
  await axe();
  // The code that turned the app on is spent: the app's next one (its clock a step ahead).
  await page
    .getByLabel('Código do aplicativo')
    .fill(generateSync({ secret, epoch: Math.floor(now / 1000) + 30 }));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

// A browser refuses an IP address as a passkey's site: the same server by name (decision 089).
test.describe('passkeys', () => {
  test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

  test('a customer adds a passkey on the profile and signs in with it', async ({ page, axe }) => {
    test.setTimeout(120_000);
    await asNewVisitor(page.context());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const email = await signedUp(page, 'Paula Chave', 'passkey');

    await page.goto('/profile');
    await page.getByLabel('Nome da chave (ex.: Meu celular)').fill('Notebook');
    await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await expect(page.getByRole('button', { name: 'Remover a chave Notebook' })).toBeVisible();
    await axe();

    await page.request.post('/api/accounts/logout');
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Usar uma chave de acesso' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    const session = await (await page.request.get('/api/accounts/session')).json();
    expect(session.session.user.email).toBe(email);
  });
});
