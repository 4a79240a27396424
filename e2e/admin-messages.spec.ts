import type { Page } from '@playwright/test';
import { asNewVisitor, newEmail, signInToPanel, signUp } from './accounts';
import { received } from './fakes';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * E-mail confirmation and the message desk (issue 18). A customer registers and is told to check
 * their e-mail; the e2e server has no SMTP (the admin home warns about e-mail) and a local WhatsApp
 * provider that refuses numbers ending in 0009 (scripts/e2e-server.mjs), so this customer's welcome fails.
 * The admin finds the confirmation e-mail on the desk (filtered by kind in the URL), opens its
 * whole text and reads the link; the customer opens it and their dashboard says "E-mail
 * confirmado". The admin then sends the failed welcome again, and sends again every message of
 * today's not-configured ones at once (retry all of a day range, decision 050).
 */

async function shot(page: Page, path: string) {
  await page.screenshot({ path, fullPage: true });
}

test('a customer confirms their e-mail from the link in the outbox; the desk shows it and sends one again', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // Two people and a cold panel chunk on a shared 2-core machine: a bound against a hang, not a speed check.
  test.setTimeout(180_000);
  await asNewVisitor(page.context());

  // The customer registers (a Brazilian phone the provider refuses: the WhatsApp welcome fails).
  const customerContext = await browser.newContext();
  await asNewVisitor(customerContext);
  const customer = await customerContext.newPage();
  const email = newEmail('confirma');
  await signUp(customer, {
    name: 'Clara Nunes',
    email,
    phone: { typed: '11987650009', shown: '(11) 98765-0009' },
  });
  await expect(customer).toHaveURL(/\/auth\/welcome$/);
  await expect(customer.getByText('Verifique seu e-mail para confirmar sua conta')).toBeVisible();
  await customer.goto('/profile');
  const state = customer.locator('[data-email-state]');
  await expect(state).toHaveAttribute('data-email-state', 'unverified');
  await expect(customer.getByText('E-mail não confirmado')).toBeVisible();

  // The admin home warns: e-mail is not configured on this server (WhatsApp is).
  await signInToPanel(page);
  const banner = page.locator('[data-provider-banner]');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByText('WhatsApp não está configurado')).toHaveCount(0);
  await expect(banner.locator('[data-channel="email"]')).toContainText('E-mail não está configurado');
  await axe();
  await shot(page, testInfo.outputPath('home-1280.png'));

  // The desk, filtered by kind through the URL; the confirmation e-mail is there.
  await banner.getByRole('link', { name: 'Abrir mensagens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Tipo').selectOption('email_verification');
  await expect(page).toHaveURL(/kind=email_verification/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-state]')).toHaveText(/Na fila|Enviando|Sem configuração/);
  await axe();
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo.outputPath('desk-1280.png'));

  // Its whole text shows the link redacted (decision 074): staff can send it again, not use it.
  await row.getByRole('button', { name: 'Confirmação de e-mail' }).click();
  const sheet = page.getByRole('dialog');
  const text = sheet.locator('pre');
  await expect(text).toContainText('/auth/confirm-email?token=••••');
  await axe();
  // The customer's link, as the transport opened it to send (this server has no SMTP: its
  // development log line, which scripts/e2e-server.mjs keeps).
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { links } = await received(process.env.E2E_FAKES_PORT);
        link = links
          .filter((entry) => entry.to === email)
          .flatMap((entry) => entry.links)
          .find((l) => l.includes('/auth/confirm-email?token='));
        return link ?? '';
      },
      { timeout: 30_000 },
    )
    .toContain('/auth/confirm-email?token=');
  expect(link).not.toContain('••••');
  await shot(page, testInfo.outputPath('message-1280.png'));
  await sheet.getByRole('button', { name: 'Fechar' }).click();

  // The customer opens it: confirmed, and the dashboard says so.
  const url = new URL(link!);
  await customer.goto(`${url.pathname}${url.search}`);
  await expect(customer.locator('[data-confirm-state="done"]')).toBeVisible({ timeout: 30_000 });
  await customer.getByRole('link', { name: 'Ir para Meu Painel' }).click();
  await expect(state).toHaveAttribute('data-email-state', 'verified');
  await expect(customer.getByText('E-mail confirmado', { exact: true })).toBeVisible();
  await shot(customer, testInfo.outputPath('profile-verified-1280.png'));
  // The same link again is refused with its own text.
  await customer.goto(`${url.pathname}${url.search}`);
  await expect(customer.getByText('Este link de confirmação já foi usado.')).toBeVisible();
  await customerContext.close();

  // The provider refused the welcome WhatsApp; the admin sends it again from its sheet.
  await page.goto('/admin/mensagens?kind=welcome&state=failed');
  const welcome = page.getByRole('row').filter({ hasText: '+5511987650009' }).first();
  await expect(welcome).toBeVisible({ timeout: 30_000 });
  await welcome.getByRole('button', { name: 'Boas-vindas' }).click();
  await expect(sheet.getByText(/HTTP 400/)).toBeVisible();
  await sheet.getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByText('Mensagem de volta na fila de envio.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Fechar' }).click();

  // Retry all of a day range and a state (decision 050): today's not-configured messages — the
  // e-mails, since this server has no SMTP. The confirmation says how many and which filters.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [year, month, day] = today.split('-');
  const retryAll = page.getByRole('button', { name: /^Reenviar as com falha destes filtros \(\d+\)$/ });
  await expect(async () => {
    await page.goto(`/admin/mensagens?state=not_configured&from=${today}&to=${today}`);
    await expect(retryAll).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByLabel('De')).toHaveValue(today);
  const count = Number((await retryAll.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await retryAll.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    count === 1 ? 'A mensagem com falha ou sem configuração volta para a fila' : `As ${count} mensagens`,
  );
  await expect(confirm).toContainText(
    `Só as dos filtros atuais: de ${day}/${month}/${year} a ${day}/${month}/${year} · Sem configuração.`,
  );
  await axe();
  await shot(page, testInfo.outputPath('retry-all-1280.png'));
  await confirm.getByRole('button', { name: 'Sim, reenviar' }).click();
  await expect(page.getByText(/^\d+ mensage(m|ns) de volta na fila de envio\.$/)).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // A phone: the desk and the sheet fit, no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/mensagens');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe();
  await shot(page, testInfo.outputPath('desk-375.png'));
  await page.getByRole('row').nth(1).getByRole('button').first().click();
  await expect(sheet.locator('pre')).toBeVisible();
  await shot(page, testInfo.outputPath('message-375.png'));
});
