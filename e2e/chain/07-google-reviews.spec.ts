import type { Page } from '@playwright/test';
import { asNewVisitor, customerPage, newEmail, PASSWORD, SUPER_ADMIN, signInToPanel } from '../accounts';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * Decision 083. The owner connects Google reviews on the Integrações screen (the fake Places API of
 * scripts/e2e-server.mjs stands in for places.googleapis.com), checks the connection, imports the
 * reviews and sees the rating on the home; then removes the integration. A Georgia customer gives
 * and withdraws her SMS consent on her profile; the admin user screen shows it.
 */

// The fake's place and key (src/testing/fake-google-places.ts), as the owner copies them from Google.
const PLACE_ID = 'ChIJfakeBrazilPrimeMarietta01';
const API_KEY = `AIza${'SyFakePlacesKey0123456789abcdef'.padEnd(35, 'x')}`;

async function signUpInUs(page: Page, name: string, phone: string) {
  await page.goto('/auth/register');
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('País').selectOption('US');
  await page.getByLabel('Telefone (opcional)').fill(phone);
  await page.getByLabel('E-mail').fill(newEmail(name.split(' ')[0]!.toLowerCase()));
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /termos/i }).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/auth\/welcome$/);
}

test('the owner imports the Google reviews and the home shows the rating; the integration is removed again', async ({
  page,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const out = (name: string) => testInfo.outputPath(name);
  await signInToPanel(page, SUPER_ADMIN);
  await page.goto('/admin/integracoes');
  const google = page.locator('[data-integration="google_reviews"]');
  await expect(google.locator('[data-state-badge]')).toHaveText('Não configurado', { timeout: 30_000 });

  // A key of the wrong shape: refused under its field, the Place ID typed kept.
  await google.getByLabel('Place ID').fill(PLACE_ID);
  await google.getByLabel('Chave da API (Places)').fill('minha-chave');
  await google.getByRole('button', { name: 'Salvar' }).click();
  await expect(google.getByText(/A chave da API do Google começa com AIza/)).toBeVisible();
  await expect(google.getByLabel('Place ID')).toHaveValue(PLACE_ID);
  await google.getByLabel('Chave da API (Places)').fill(API_KEY);
  await google.getByRole('button', { name: 'Salvar' }).click();
  await expect(google.locator('[data-state-badge]')).toHaveText('Configurado · ainda não testado');
  // A key shows its last four characters, never more.
  await expect(google.getByText(`•••• ${API_KEY.slice(-4)}`)).toBeVisible();
  expect(await page.content()).not.toContain(API_KEY);

  await google.getByRole('button', { name: 'Verificar conexão' }).click();
  await expect(google.locator('[data-google-result="ok"]')).toHaveText(
    'Brazil Prime Marietta: nota 4.8 em 127 avaliações.',
    { timeout: 20_000 },
  );
  await expect(google.locator('[data-state-badge]')).toHaveText('Funcionando');
  await google.getByRole('button', { name: 'Importar avaliações' }).click();
  await expect(google.locator('[data-google-result="ok"]')).toHaveText(
    'Avaliações importadas: 2 novas, 0 atualizadas, 0 editadas pela equipe mantidas.',
    { timeout: 20_000 },
  );
  await expect(google.getByRole('link', { name: 'Escolher quais mostrar nos depoimentos' })).toBeVisible();
  await axe();
  await google.screenshot({ path: out('google-card-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await google.screenshot({ path: out('google-card-375.png') });

  // The home: the rating and the count, linking to the place.
  await page.goto('/');
  const summary = page.getByRole('link', { name: 'Nota 4,8 no Google · 127 avaliações' });
  await expect(summary).toHaveAttribute('href', /maps\.google\.com/);
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: out('home-rating-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: out('home-rating-1280.png') });

  // "Remover integração": asked first, then the card is not set up again.
  await page.goto('/admin/integracoes');
  await google.getByRole('button', { name: 'Remover integração' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remover a integração Avaliações do Google?' });
  await expect(ask).toBeVisible();
  await axe();
  await page.screenshot({ path: out('remove-integration-1280.png') });
  await ask.getByRole('button', { name: 'Remover' }).click();
  await expect(google.locator('[data-state-badge]')).toHaveText('Não configurado');
  await expect(google.getByRole('button', { name: 'Remover integração' })).toHaveCount(0);
});

test('a Georgia customer gives and withdraws SMS consent on her profile; the admin user screen shows it', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  test.setTimeout(180_000);
  const out = (name: string) => testInfo.outputPath(name);
  await asNewVisitor(page.context());
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpInUs(page, 'Clara Perfil', '4045550187');
  await page.goto('/profile');
  const card = page.locator('[data-sms-consent]');
  await expect(card).toContainText('Número: +1 (404) 555-0187');
  await expect(card).toContainText('Você ainda não autorizou o envio de SMS.');
  const box = page.getByRole('checkbox', { name: /Quero receber SMS/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(card).toContainText(/Autorizado em .* \(no seu painel\)\./);
  await expect(box).toBeChecked();
  await axe();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: out('profile-sms-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: out('profile-sms-1280.png'), fullPage: true });

  // The staff side, in another browser: consented when and where.
  const admin = await customerPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signInToPanel(admin, SUPER_ADMIN);
  await admin.goto('/admin/usuarios?q=Clara');
  await admin.getByRole('link', { name: 'Clara Perfil' }).click();
  const sms = admin.locator('[data-user-sms]');
  await expect(sms).toContainText(/Consentiu em/);
  await expect(sms).toContainText('Onde: painel da cliente');
  await expectNoAxeViolations(admin, { tags: ['wcag2a', 'wcag2aa', 'wcag21aa'] });
  await admin.screenshot({ path: out('admin-user-sms-1280.png'), fullPage: true });

  await box.uncheck();
  await expect(card).toContainText(/Você cancelou o SMS em/);
  await admin.reload();
  await expect(sms).toContainText('Não consentiu: não recebe SMS.');
  await expect(sms).toContainText(/Cancelou o consentimento em/);
  await admin.context().close();
});
