import { expect, test } from './fixtures';

/** Issue 7: the contact form (SPEC §2.7) on /about and in the home page's about section. */

test.use({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.71' } });

test('a visitor sends a message from /about', async ({ page, axe }) => {
  await page.goto('/about');
  const form = page.getByRole('region', { name: 'Fale com a gente' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Campo obrigatório').first()).toBeVisible();

  await form.getByLabel('Nome').fill('Ana Souza');
  await form.getByLabel('E-mail').fill('ana@example.com');
  await form.getByLabel('Mensagem').fill('Vocês entregam picanha maturada em Marietta no sábado?');
  await axe();
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByRole('status')).toContainText('Mensagem enviada com sucesso!');
  await expect(form.getByLabel('Nome')).toHaveValue('');
});

test('a failure keeps what was typed and says so, in English too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"unavailable","message":"x"}}',
    }),
  );
  await page.goto('/');
  // The server drew the page in Portuguese (no language cookie yet); the browser draws it again in
  // the stored English, which starts back at the top: scroll once that has happened.
  await expect(page.getByRole('heading', { name: 'Our categories' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Get in touch' });
  await page.locator('#sobre').scrollIntoViewIfNeeded();
  await form.getByLabel('Name').fill('James Carter');
  await form.getByLabel('E-mail').fill('james@example.com');
  await form.getByLabel('Message').fill('Do you have cupim for this weekend?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Error sending message. Please try again.');
  await expect(form.getByLabel('Name')).toHaveValue('James Carter');
  await expect(form.getByLabel('Message')).toHaveValue('Do you have cupim for this weekend?');
});
