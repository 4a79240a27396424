import type { Page } from '@playwright/test';
import { asNewVisitor, newEmail, PASSWORD, signUp } from './accounts';
import { expect, test } from './fixtures';

/**
 * Account journeys (issue 4). Each test acts as its own visitor address through X-Forwarded-For
 * (the e2e server trusts 127.0.0.1 as a proxy), so the per-address sign-in limits of one journey
 * never reach another. The reset link itself is covered end to end by the API tests (outbox →
 * SMTP → reset); here the browser covers the forgotten-password screens.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

/** A Brazilian phone, typed as digits and shown formatted as the visitor types. */
const register = (page: Page, email: string, name = 'Maria da Silva') =>
  signUp(page, { name, email, phone: { typed: '11987654321', shown: '(11) 98765-4321' } });

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu da conta' }).click();
}

test('register with a Brazilian phone → welcome → user menu; sign out; sign in again', async ({
  page,
  axe,
}) => {
  const email = newEmail('maria');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await axe();

  await register(page, email);
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo, Maria!' })).toBeVisible();
  await expect(page.getByText('Enviamos uma mensagem de boas-vindas para o seu WhatsApp.')).toBeVisible();
  await axe();

  await page.goto('/');
  await openUserMenu(page);
  const localPart = email.split('@')[0]!;
  await expect(page.getByText(localPart, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meu Painel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meus Pedidos' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();

  await openUserMenu(page);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await axe();
  await page.getByLabel('E-mail').fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openUserMenu(page);
  await expect(page.getByText(localPart, { exact: true })).toBeVisible();
});

test('the sign-up form shows field errors inline and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('Nome completo').fill('Jo');
  await page.getByLabel('E-mail').fill('jo@');
  await page.getByLabel('Senha', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirmar senha').fill('abcdefgX');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Informe um e-mail válido')).toBeVisible();
  await expect(page.getByText('A senha deve ter letras e números')).toBeVisible();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();
  await expect(
    page.getByText('Você precisa aceitar os Termos de Uso e a Política de Privacidade'),
  ).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Jo');
  await expect(page.getByLabel('E-mail')).toHaveValue('jo@');
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('the sign-in page has its own language toggle', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch language to English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a wrong password is refused with the same message as an unknown e-mail', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill('ninguem@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('qualquer123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page.getByLabel('E-mail')).toHaveValue('ninguem@example.com');
});

test('the sign-up phone hint promises WhatsApp only for a Brazilian number', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('País').selectOption('US');
  await expect(page.getByText('Usamos este número para avisar sobre seus pedidos e entregas.')).toBeVisible();
  await expect(page.getByText(/WhatsApp/)).toHaveCount(0);
  await page.getByLabel('País').selectOption('BR');
  await expect(page.getByText('Enviamos uma mensagem de boas-vindas pelo WhatsApp.')).toBeVisible();
});

test('without a phone WhatsApp can reach, the welcome page says nothing of WhatsApp', async ({ page }) => {
  await signUp(page, { name: 'Lia Costa', email: newEmail('no-whatsapp') });
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: /Lia/ })).toBeVisible();
  await expect(page.locator('main').getByText(/WhatsApp/)).toHaveCount(0);
  // On a phone the two ways on are stacked, each a full-height button (not squashed to its text).
  await page.setViewportSize({ width: 375, height: 800 });
  for (const name of ['Ver produtos', 'Meu Painel']) {
    const box = await page.getByRole('link', { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
});

test('a customer opening /admin lands on /profile ("Meu Painel")', async ({ page, axe }) => {
  await register(page, newEmail('cliente'), 'Carlos Pereira');
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Carlos Pereira' })).toBeVisible();
  await expect(page.locator('main').getByText('Meu Painel', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
  await axe();

  // One place for her addresses (decision 108): "Meus endereços"; her details are her name and phone.
  await expect(page.getByRole('heading', { name: 'Meus endereços' })).toBeVisible();
  await expect(page.getByLabel('Cidade')).toHaveCount(0);
  await page.getByLabel('Nome completo').fill('Carlos Pereira Lima');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Dados atualizados!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Carlos Pereira Lima');
});

test('a visitor opening /admin lands on /auth/login; /customer and /profile ask for a sign-in', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('forgotten password: the confirmation never says whether the e-mail exists', async ({ page, axe }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await axe();
  await page.getByLabel('E-mail').fill('quem.sabe@example.com');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confira seu e-mail' })).toBeVisible();
  await expect(page.getByText('quem.sabe@example.com')).toBeVisible();
  await axe();

  await page.goto('/auth/reset-password');
  await expect(page.getByText('Este link está incompleto. Peça um novo link de redefinição.')).toBeVisible();
  await page.goto('/auth/reset-password?token=invalido');
  await page.getByLabel('Nova senha').fill('novaSenha123');
  await page.getByLabel('Confirmar senha').fill('novaSenha123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('Este link de redefinição é inválido ou expirou.');
  await axe();
});

test('the 6th failed sign-in shows the "Limite de Requisições" toast and the unblock time', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill('bloqueio@example.com');
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.getByLabel('Senha', { exact: true }).fill(`errada${attempt}xx`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    if (attempt < 6) await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Muitas tentativas de login falharam' })).toHaveText(
    /^Muitas tentativas de login falharam\. Tente novamente às \d{2}:\d{2}\.$/,
  );
  await expect(page.getByText('Limite de Requisições')).toBeVisible();
});

test('on a phone, the drawer offers "Admin Login" to visitors', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'Admin Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('on the profile, the password is changed: a wrong current one and a mismatch are refused, then it works', async ({
  page,
  axe,
}) => {
  const email = newEmail('troca');
  await register(page, email);
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.goto('/profile');
  const form = page.locator('form').filter({ has: page.getByLabel('Senha atual') });
  await expect(form).toBeVisible();

  // Mismatched confirmation: refused in the form, nothing typed is lost.
  await form.getByLabel('Senha atual').fill(PASSWORD);
  await form.getByLabel('Nova senha').fill('costela2025');
  await form.getByLabel('Confirmar senha').fill('costela2026');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('As senhas não conferem')).toBeVisible();
  await expect(form.getByLabel('Nova senha')).toHaveValue('costela2025');
  await axe();

  // Wrong current password: the server refuses.
  await form.getByLabel('Senha atual').fill('errada123');
  await form.getByLabel('Confirmar senha').fill('costela2025');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(form.getByText('Senha atual incorreta.')).toBeVisible();

  await form.getByLabel('Senha atual').fill(PASSWORD);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada. As outras sessões foram encerradas.')).toBeVisible();
  await expect(form.getByLabel('Nova senha')).toHaveValue('');

  // The new password signs in; the old one no longer does.
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  // Signed out once the server answered: a page load before that would cancel the request, and
  // the login page would then find the session still open.
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await page.getByLabel('Senha', { exact: true }).fill('costela2025');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const session = await (await page.request.get('/api/accounts/session')).json();
  expect(session.session?.user?.email).toBe(email);
});
