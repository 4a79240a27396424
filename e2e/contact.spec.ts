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
  // Its count under it, against the limit the server holds (decision 110).
  await expect(form.getByTestId('text-count')).toHaveText('54/2000');
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

test('at 375 px the counter shows and the message stops at its limit (decision 110)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/about');
  const form = page.getByRole('region', { name: 'Fale com a gente' });
  const message = form.getByLabel('Mensagem');
  await message.scrollIntoViewIfNeeded();
  await message.fill('x'.repeat(2001));
  await expect(message).toHaveValue('x'.repeat(2000));
  const count = form.getByTestId('text-count');
  await expect(count).toHaveText('2000/2000');
  await expect(count).toBeInViewport();
  // Near the limit it is said to screen readers too, through the field's description.
  await expect(message).toHaveAccessibleDescription(/Limite de 2000 caracteres atingido/);
  const box = await count.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
});
