import type { Page } from '@playwright/test';
import { asNewVisitor, newEmail, newVisitorAddress, PASSWORD, registerThroughApi } from './accounts';
import { received } from './fakes';
import { expect, test } from './fixtures';

/**
 * Per-account sign-in pacing (issue 34, decision 074). Someone guessed Olga's password from five
 * other addresses; Olga, on a new phone, is told when to try again and offered an unlock link by
 * e-mail. This server has no SMTP: the link is read from its development log line, which
 * scripts/e2e-server.mjs keeps (the outbox and the desk only show it redacted).
 */

async function shot(page: Page, path: string) {
  await page.screenshot({ path, fullPage: true });
}

test('a paced account: the sign-in form offers an unlock link, which unlocks it once', async ({
  page,
  playwright,
  baseURL,
  axe,
}, testInfo) => {
  test.setTimeout(120_000);
  await asNewVisitor(page.context());
  const email = newEmail('desbloqueio');
  const visitor = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() } });
  const owner = await visitor();
  await registerThroughApi(owner, 'Olga Souza', email);
  await owner.dispose();
  for (let i = 0; i < 5; i++) {
    const attacker = await visitor();
    const guess = await attacker.post('/api/accounts/login', { data: { email, password: `errada${i}x9` } });
    expect(guess.status()).toBe(401);
    await attacker.dispose();
  }

  // Olga, on a phone that never signed in to her account.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const paced = page.locator('[data-paced]');
  await expect(paced).toBeVisible({ timeout: 30_000 });
  await expect(paced).toContainText(
    /Muitas tentativas com senha errada nesta conta\. Tente de novo às \d{2}:\d{2}\./,
  );
  await axe();
  await shot(page, testInfo.outputPath('login-paced-375.png'));
  await paced.getByRole('button', { name: 'Enviar link de desbloqueio' }).click();
  await expect(
    paced.getByText('Se houver uma conta com este e-mail, enviamos o link.', { exact: false }),
  ).toBeVisible();
  await shot(page, testInfo.outputPath('login-unlock-sent-375.png'));

  let link = '';
  await expect
    .poll(
      async () => {
        const { links } = await received(process.env.E2E_FAKES_PORT);
        link =
          links
            .filter((entry) => entry.to === email)
            .flatMap((entry) => entry.links)
            .find((l) => l.includes('/auth/unlock?token=')) ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .toContain('/auth/unlock?token=');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.locator('[data-unlock-state="done"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Entrada desbloqueada' })).toBeVisible();
  await axe();
  await shot(page, testInfo.outputPath('unlock-done-375.png'));

  // Signing in works at once.
  await page.getByRole('link', { name: 'Ir para a entrada' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });

  // The same link again: used.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.locator('[data-unlock-state="failed"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Este link de desbloqueio já foi usado.')).toBeVisible();
  await axe();
  await shot(page, testInfo.outputPath('unlock-used-1280.png'));
});
