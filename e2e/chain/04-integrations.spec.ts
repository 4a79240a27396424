import type { Page } from '@playwright/test';
import { asNewVisitor, customerPage, newEmail, SUPER_ADMIN, signInToPanel, signUp } from '../accounts';
import { received } from '../fakes';
import { expect, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * Integrações (issue 35, decision 076). The owner connects the shop's e-mail from the browser: a
 * mistyped server is refused under its field with what was typed kept, then the SMTP server of
 * scripts/e2e-server.mjs is saved (its password shown only as "••••••••") and a test e-mail
 * arrives there. On the WhatsApp card (its provider entered earlier) she replaces the auth key,
 * sets the admin notice phone and sends a test: a US number is refused with SPEC §8.6's text, a
 * Brazilian one arrives. On "Endereço público" an http:// address is refused and an https:// one
 * saved (decision 121). Then a customer registers, and without a restart the welcome and the admin
 * notice reach the WhatsApp provider and the confirmation e-mail the SMTP server, its link on the
 * saved address. The address is cleared again, so the later chain journeys get this server's links.
 */

const SMTP_PORT = process.env.E2E_CHAIN_SMTP_PORT ?? '';
const SMTP_PASSWORD = process.env.E2E_SMTP_PASSWORD ?? '';

async function shot(page: Page, name: string, path: (name: string) => string) {
  await page.screenshot({ path: path(name), fullPage: true });
}

test('the owner connects e-mail and WhatsApp, tests each, and a new customer hears from the shop without a restart', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // Two people, two providers and a cold panel chunk on a shared 2-core machine: a bound, not a speed check.
  test.setTimeout(180_000);
  const out = (name: string) => testInfo.outputPath(name);
  await asNewVisitor(page.context());
  await signInToPanel(page, SUPER_ADMIN);
  await page.getByRole('link', { name: 'Integrações' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrações' })).toBeVisible({ timeout: 30_000 });
  const email = page.locator('[data-integration="email"]');
  const whatsapp = page.locator('[data-integration="whatsapp"]');
  await expect(email.locator('[data-state-badge]')).toHaveText('Não configurado');
  await expect(email.locator('[data-state-line]')).toContainText(
    'Falta: Servidor SMTP, E-mail do remetente.',
  );
  // Entered by the seed: working once a message went out through it, untried before (decision 083).
  await expect(whatsapp.locator('[data-state-badge]')).toHaveText(
    /^(Funcionando|Configurado · ainda não testado)$/,
  );
  await expect(email.getByText('Configure e salve a integração para poder testar.')).toBeVisible();
  await axe();
  await shot(page, 'integrations-empty-1280.png', out);

  // A URL typed as the server: refused under its field, nothing typed lost.
  await email.getByLabel('Servidor SMTP').fill('smtp://127.0.0.1');
  await email.getByLabel('Porta').fill(SMTP_PORT);
  await email.getByLabel('Usuário').fill('e2e@loja.test');
  await email.getByLabel('Senha', { exact: true }).fill(SMTP_PASSWORD);
  await email.getByLabel('Nome do remetente').fill('Brazil Prime');
  await email.getByLabel('E-mail do remetente').fill('pedidos@brazilprime.test');
  await email.getByRole('button', { name: 'Salvar' }).click();
  await expect(email.getByText('Informe só o nome do servidor, por exemplo smtp.gmail.com.')).toBeVisible();
  await expect(email.getByLabel('E-mail do remetente')).toHaveValue('pedidos@brazilprime.test');
  await email.getByLabel('Servidor SMTP').fill('127.0.0.1');
  await email.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Integração salva.')).toBeVisible();
  await expect(email.locator('[data-state-badge]')).toHaveText('Configurado · ainda não testado');
  // The password never comes back, not even its last four characters (decision 083).
  await expect(email.getByText('••••••••', { exact: true })).toBeVisible();
  await expect(email.getByRole('button', { name: 'Substituir: Senha' })).toBeVisible();
  expect(await page.content()).not.toContain(SMTP_PASSWORD);

  // "Send a test e-mail": it reaches the SMTP server.
  await email.getByLabel('Enviar e-mail de teste para').fill('dona@brazilprime.test');
  await email.getByRole('button', { name: 'Enviar e-mail de teste' }).click();
  await expect(email.locator('[data-test-result="ok"]')).toHaveText('Enviado. Confira se chegou.', {
    timeout: 20_000,
  });
  await expect
    .poll(async () => (await received()).mail.some((m) => m.to.includes('dona@brazilprime.test')))
    .toBe(true);
  await expect(email.locator('[data-state-badge]')).toHaveText('Funcionando');

  // WhatsApp: a new auth key and the admin notice phone.
  await whatsapp.getByRole('button', { name: 'Substituir: Auth key' }).click();
  await whatsapp.getByLabel('Auth key').fill('e2e-auth-nova-2026');
  await whatsapp.getByLabel('Telefone para avisos da administração').fill('+55 11 99999-0001');
  await whatsapp.getByRole('button', { name: 'Salvar' }).click();
  await expect(whatsapp.getByText('•••• 2026')).toBeVisible();
  await expect(whatsapp.getByLabel('Telefone para avisos da administração')).toHaveValue('+55 11 99999-0001');

  // A test to a number abroad is refused with §8.6's text; a Brazilian one arrives.
  const trial = whatsapp.getByRole('form', { name: 'Enviar mensagem de teste' });
  await trial.getByLabel('País').selectOption('US');
  await trial.getByLabel('Enviar mensagem de teste para').fill('4045550134');
  await trial.getByRole('button', { name: 'Enviar mensagem de teste' }).click();
  await expect(trial.getByText(/Números internacionais não são enviados automaticamente/)).toBeVisible();
  await trial.getByLabel('País').selectOption('BR');
  await trial.getByLabel('Enviar mensagem de teste para').fill('11988880002');
  await trial.getByRole('button', { name: 'Enviar mensagem de teste' }).click();
  await expect(trial.locator('[data-test-result="ok"]')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await received()).whatsapp.find((m) => m.to === '5511988880002')?.message ?? '')
    .toContain('Mensagem de teste');

  // The shop's public address (decision 121): http:// away from this machine is refused in words,
  // an https:// one is saved and becomes what the links are built on.
  const publicAddress = page.locator('[data-integration="public_address"]');
  await publicAddress.getByLabel('Endereço da loja').fill('http://shop.example.com');
  await publicAddress.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    publicAddress.getByText('O endereço precisa começar com https:// (http:// só para localhost).'),
  ).toBeVisible();
  await expect(publicAddress.getByLabel('Endereço da loja')).toHaveAttribute('aria-invalid', 'true');
  await publicAddress.screenshot({ path: out('public-address-refused-1280.png') });
  await publicAddress.getByLabel('Endereço da loja').fill('https://loja.example.com');
  await publicAddress.getByRole('button', { name: 'Salvar' }).click();
  await expect(publicAddress.locator('[data-link-base]')).toHaveText(
    'Os links das mensagens apontam para https://loja.example.com.',
  );
  await axe();
  await expectNoSidewaysScroll(page);
  await shot(page, 'integrations-1280.png', out);

  // A phone: the cards stack and fit.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(email.locator('[data-state-badge]')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe();
  await shot(page, 'integrations-375.png', out);

  // A customer registers: the welcome, the admin notice and the confirmation e-mail go out with
  // what was just saved — no restart.
  const customer = await customerPage(browser);
  const address = newEmail('integra');
  await signUp(customer, {
    name: 'Rita Lima',
    email: address,
    phone: { typed: '11988880003', shown: '(11) 98888-0003' },
  });
  await expect(customer).toHaveURL(/\/auth\/welcome$/, { timeout: 30_000 });
  await customer.context().close();
  await expect
    .poll(
      async () => {
        const now = await received();
        return {
          welcome: now.whatsapp.some((m) => m.to === '5511988880003' && m.message.includes('Rita')),
          adminNotice: now.whatsapp.some(
            (m) => m.to === '5511999990001' && m.message.includes(address) && m.appkey === 'e2e-app',
          ),
          confirmation: now.mail.some((m) => m.to.includes(address)),
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ welcome: true, adminNotice: true, confirmation: true });

  // The confirmation e-mail's link is on the address just saved, not on this server's own.
  const confirmation = (await received()).mail.find((m) => m.to.includes(address))!;
  const body = confirmation.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  expect(body).toMatch(/https:\/\/loja\.example\.com\/\S+/);
  expect(body).not.toMatch(new RegExp(`(localhost|127\\.0\\.0\\.1):${process.env.E2E_CHAIN_PORT}`));

  // Cleared again, links go back to this server's address (the later chain journeys follow them).
  await page.setViewportSize({ width: 1280, height: 900 });
  await publicAddress.getByLabel('Endereço da loja').fill('');
  await publicAddress.getByRole('button', { name: 'Salvar' }).click();
  await expect(publicAddress.locator('[data-link-base]')).not.toHaveAttribute('data-link-base', 'stored');
  await expect(publicAddress.locator('[data-link-base]')).not.toContainText('loja.example.com');
});
