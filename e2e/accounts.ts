import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the journeys that sign up share. Each test acts as its own visitor address through
 * X-Forwarded-For (the e2e server trusts 127.0.0.1 as a proxy), so the per-address sign-up and
 * sign-in limits of one journey never reach another. One counter per worker process: the spec
 * files a worker runs one after the other never reuse an address.
 */
let visitor = 0;
export function newVisitorAddress(): string {
  visitor += 1;
  if (visitor > 255) throw new Error('more journeys per worker than visitor addresses');
  return `198.18.${process.pid % 250}.${visitor}`;
}

export async function asNewVisitor(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': newVisitorAddress() });
}

export const PASSWORD = 'picanha2024';

export const newEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the sign-up form and sends it (the caller checks where it lands). */
export async function signUp(
  page: Page,
  { name, email, phone }: { name: string; email: string; phone?: { typed: string; shown: string } },
) {
  await page.goto('/auth/register');
  await page.getByLabel('Nome completo').fill(name);
  if (phone) {
    await page.getByLabel('País').selectOption('BR');
    await page.getByLabel('Telefone (opcional)').fill(phone.typed);
    await expect(page.getByLabel('Telefone (opcional)')).toHaveValue(phone.shown);
  }
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/** A new account, signed in on the welcome page. */
export async function signedUp(page: Page, name: string, tag: string) {
  const email = newEmail(tag);
  await signUp(page, { name, email });
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  return email;
}

/** The staff accounts scripts/e2e-server.mjs makes with `npm run user:create` before the server starts. */
export const STAFF = {
  email: process.env.E2E_STAFF_EMAIL ?? '',
  password: process.env.E2E_STAFF_PASSWORD ?? '',
};

/** The panel's sections an admin sees, in order (SPEC §6; decision 028). */
export const ADMIN_NAV = [
  'Início',
  'Painel',
  'Pedidos',
  'Encomendas',
  'Produtos',
  'Grade de preços e estoque',
  'Categorias',
  'Banners',
  'Seções da home',
  'Depoimentos',
  'Sobre nós',
  'Usuários',
  'Convites',
  'Lojas',
  'Cupons',
  'Configurações',
  'Impostos',
  'SEO',
  'Integrações',
  'Mensagens',
  'Erros do servidor',
  'Exportar',
];

/** The sections a manager sees: no categories, banners, invitations, settings, messages or exports. */
export const MANAGER_NAV = [
  'Início',
  'Painel',
  'Pedidos',
  'Encomendas',
  'Produtos',
  'Grade de preços e estoque',
  'Seções da home',
  'Depoimentos',
  'Sobre nós',
  'Usuários',
  'Lojas',
  'Cupons',
];

/** The demo store's manager (decision 028: sees only the sections a manager may open). */
export const MANAGER = {
  email: process.env.E2E_MANAGER_EMAIL ?? '',
  password: process.env.E2E_MANAGER_PASSWORD ?? '',
};

/** The super administrator: the only role with the activity log (view_audit_logs; decision 053). */
export const SUPER_ADMIN = {
  email: process.env.E2E_SUPER_EMAIL ?? '',
  password: process.env.E2E_SUPER_PASSWORD ?? '',
};

/** Signs a staff member in through the login page; they land on the panel's home (decision 028). */
export async function signInToPanel(page: Page, who: { email: string; password: string } = STAFF) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A second person's page, in a browser context of their own with their own address. */
export async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await asNewVisitor(context);
  return context.newPage();
}

/**
 * A customer registered through the API and signed in, as the web does it (decision 074): the
 * registration answers without a session, so a sign-in follows; the cookie lands in `api`'s context.
 */
export async function registerThroughApi(api: APIRequestContext, fullName: string, email: string) {
  const registered = await api.post('/api/accounts/register', {
    data: {
      fullName,
      country: 'US',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const signedIn = await api.post('/api/accounts/login', { data: { email, password: PASSWORD } });
  expect(signedIn.status()).toBe(200);
}
