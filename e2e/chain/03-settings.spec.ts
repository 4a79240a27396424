import type { Page } from '@playwright/test';
import { asNewVisitor, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';

/**
 * The admin panel's settings and SEO screens (issue 17): an admin changes the brand name and the
 * header's WhatsApp number (a bad e-mail is refused first, with what was typed kept), and the
 * storefront's header, footer and chat link show them; changes the SEO title and the card title,
 * and the served HTML of / has them (what a crawler without scripts reads); sets the weighing
 * tolerance to 12,5 % and the product page's note says it (decision 051). Everything is put
 * back at the end (other journeys share the server and expect the default texts), through the
 * API as well when a step failed halfway. Then: an unsaved edit asks before another section drops
 * it; SEO refuses robots words no crawler reads; the footer text has its English counterpart,
 * shown to English visitors in the browser and in the server-drawn page (decision 065).
 */

const SHOTS = process.env.SHOTS_DIR;
const BRAND = 'Casa Prime E2E';
const HEADER_NUMBER = '+1 (770) 555-0142';
const TITLE = 'Picanha E2E — Atlanta';
const CARD_TITLE = 'Picanha E2E';

type Setting = { key: string; value: string };
const readGroup = async (page: Page, group: 'general' | 'seo') =>
  Object.fromEntries(
    (
      (await (await page.request.get(`/api/settings/staff/${group}`)).json()) as { settings: Setting[] }
    ).settings.map((s) => [s.key, s.value]),
  );
const putGroup = (page: Page, group: 'general' | 'seo', values: Record<string, string>) =>
  page.request.put(`/api/settings/staff/${group}`, {
    data: values,
    headers: { origin: new URL(page.url()).origin },
  });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('an admin edits the shop settings and the SEO title; the storefront and the served head follow', async ({
  page,
  axe,
}) => {
  // Two screens, the storefront and two served pages: ~2 min on 2 cores at load 20 (2026-11-25). A bound against a hang.
  test.setTimeout(240_000);
  await signInToPanel(page);
  const general = await readGroup(page, 'general');
  const seo = await readGroup(page, 'seo');
  try {
    await page
      .getByRole('navigation', { name: 'Seções do painel' })
      .getByRole('link', { name: 'Configurações' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('banner → cabeçalho → rodapé')).toBeVisible();
    await axe();
    await shoot(page, 'settings');

    // A refusal keeps what was typed, marks the field and says it with the §8.5 text.
    await field(page, 'Nome da loja').fill(BRAND);
    await field(page, 'WhatsApp do cabeçalho').fill(HEADER_NUMBER);
    await field(page, 'E-mail de contato').fill('contato@');
    await page.getByRole('button', { name: 'Salvar tudo' }).click();
    await toast(page, 'Erro ao atualizar: E-mail de contato — Informe um e-mail válido.');
    await expect(field(page, 'E-mail de contato')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nome da loja')).toHaveValue(BRAND);
    await axe();
    await field(page, 'E-mail de contato').fill(general.contact_email ?? '');
    // A double click saves once (issue 39: it saved twice).
    const saves: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'PUT' && request.url().endsWith('/general')) saves.push(request.url());
    };
    page.on('request', onRequest);
    await page.getByRole('button', { name: 'Salvar tudo' }).dblclick();
    await toast(page, 'Configurações atualizadas com sucesso!');
    page.off('request', onRequest);
    expect(saves).toHaveLength(1);
    // A new name: the panel offers to put it in the SEO titles (issue 39); the SEO step below sets its own.
    const offer = page.getByRole('alertdialog', { name: 'Usar o novo nome também no SEO?' });
    await expect(offer).toContainText(`A loja agora se chama “${BRAND}”`);
    await offer.getByRole('button', { name: 'Agora não' }).click();
    await expect(offer).toBeHidden();

    // The weighing tolerance (decision 051): refused outside 0–50 on its field, 12,5 saved alone;
    // the product page's note on weighed items says it.
    const tolerance = field(page, 'Tolerância da pesagem (%)');
    await expect(tolerance).toHaveValue('10');
    await tolerance.fill('60');
    await page.getByRole('button', { name: 'Salvar Tolerância da pesagem (%)' }).click();
    await expect(tolerance).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(/Use um número de 0 a 50, inteiro ou com uma casa decimal/).first(),
    ).toBeVisible();
    await tolerance.fill('12,5');
    await page.getByRole('button', { name: 'Salvar Tolerância da pesagem (%)' }).click();
    await toast(page, 'Tolerância da pesagem (%) atualizado com sucesso!');
    await expect(tolerance).toHaveValue('12.5');
    await page.goto('/produto/picanha');
    await expect(page.getByTestId('weighed-note')).toContainText('no máximo 12,5 % acima do estimado');

    // The storefront: header, footer and the header's chat link.
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(BRAND);
    await expect(page.getByRole('contentinfo')).toContainText(BRAND);
    await expect(
      page.getByRole('link', { name: 'Conversar no WhatsApp (abre em nova aba)' }),
    ).toHaveAttribute('href', /wa\.me\/17705550142/);

    // SEO: the title saved on its own, the card title with the rest; the preview follows the typing.
    await page.goto('/admin/seo');
    // A cold lazy chunk (the picture field comes with it) on a busy machine: more than the 10 s default.
    await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible({ timeout: 30_000 });
    await axe();
    await shoot(page, 'seo');
    await field(page, 'Título do site').fill(TITLE);
    const preview = page.getByRole('region', { name: 'Prévia' });
    await expect(preview).toContainText(TITLE);
    await page.getByRole('button', { name: 'Salvar Título do site' }).click();
    await toast(page, 'Título do site atualizado com sucesso!');
    await field(page, 'Título do card').fill(CARD_TITLE);
    await page.getByRole('button', { name: 'Salvar tudo' }).click();
    await toast(page, 'Configurações de SEO atualizadas com sucesso!');
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(`<title>${TITLE}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${CARD_TITLE}">`);
  } finally {
    // Put everything back (other journeys expect the default texts), and check it.
    expect((await putGroup(page, 'seo', seo)).status()).toBe(200);
    expect((await putGroup(page, 'general', general)).status()).toBe(200);
  }
  expect(await (await page.request.get('/')).text()).toContain(`<title>${seo.site_title}</title>`);
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText(general.brand_name ?? '');
});

test('an unsaved edit asks before another admin section drops it', async ({ page }) => {
  test.setTimeout(240_000);
  await signInToPanel(page);
  const general = await readGroup(page, 'general');
  const seo = await readGroup(page, 'seo');
  const nav = page.getByRole('navigation', { name: 'Seções do painel' });
  /** Clicks a section link, answering the leave prompt with `accept`; resolves with its text. */
  const leaveTo = async (name: string, accept: boolean) => {
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      const text = dialog.message();
      await (accept ? dialog.accept() : dialog.dismiss());
      return text;
    });
    await nav.getByRole('link', { name, exact: true }).click();
    return asked;
  };
  try {
    await nav.getByRole('link', { name: 'Configurações' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible({
      timeout: 30_000,
    });
    // Stay: the edit is still there; leave: the next section opens.
    await field(page, 'Nome da loja').fill(BRAND);
    expect(await leaveTo('SEO', false)).toBe('Há alterações não salvas. Sair mesmo assim?');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(field(page, 'Nome da loja')).toHaveValue(BRAND);
    expect(await leaveTo('SEO', true)).toBe('Há alterações não salvas. Sair mesmo assim?');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible({ timeout: 30_000 });
    expect((await readGroup(page, 'general')).brand_name).toBe(general.brand_name);

    // The SEO form asks too; saved, it lets go without a word.
    await field(page, 'Título do site').fill(TITLE);
    expect(await leaveTo('Configurações', false)).toBe('Há alterações não salvas. Sair mesmo assim?');
    await expect(field(page, 'Título do site')).toHaveValue(TITLE);
    await field(page, 'Título do site').fill(seo.site_title ?? '');
    // A prompt here would be dismissed (Playwright's default) and the heading below never shown.
    await nav.getByRole('link', { name: 'Configurações' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    expect((await putGroup(page, 'seo', seo)).status()).toBe(200);
    expect((await putGroup(page, 'general', general)).status()).toBe(200);
  }
});

test('SEO refuses robots directives no crawler reads, keeping what was typed', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToPanel(page);
  const seo = await readGroup(page, 'seo');
  try {
    await page.goto('/admin/seo');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO' })).toBeVisible({ timeout: 30_000 });
    // Developer fields wait folded under "Avançado" (issue 39).
    const robots = field(page, 'Robôs');
    await expect(robots).toBeHidden();
    await page.getByText('Avançado', { exact: true }).click();
    await robots.fill('blah');
    await page.getByRole('button', { name: 'Salvar Robôs' }).click();
    await toast(page, 'Erro ao salvar Robôs: “blah” não é uma diretiva de robôs.');
    await expect(robots).toHaveAttribute('aria-invalid', 'true');
    await expect(robots).toHaveValue('blah');
    await page.getByRole('button', { name: 'Salvar tudo' }).click();
    await toast(page, 'Erro ao atualizar: Robôs — “blah” não é uma diretiva de robôs.');
    await expect(robots).toHaveValue('blah');
    expect((await readGroup(page, 'seo')).site_robots).toBe(seo.site_robots);
    // The server refuses it on its own too (a call that skips the form).
    const res = await page.request.put('/api/settings/staff/seo/site_robots', {
      data: { value: 'blah' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(422);
    await shoot(page, 'seo-robots-refused');
    // A real list is taken and written the usual way.
    await robots.fill('NOINDEX,nofollow');
    await page.getByRole('button', { name: 'Salvar Robôs' }).click();
    await toast(page, 'Robôs atualizado com sucesso!');
    await expect(robots).toHaveValue('noindex, nofollow');
    expect(await (await page.request.get('/')).text()).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
  } finally {
    expect((await putGroup(page, 'seo', seo)).status()).toBe(200);
  }
});

test('the footer text has an English counterpart: English visitors never read the Portuguese one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInToPanel(page);
  const general = await readGroup(page, 'general');
  const english = 'Real picanha and Brazilian sausages, delivered in Georgia (E2E).';
  const portuguese = general.footer_text ?? '';
  try {
    await page.goto('/admin/configuracoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible({
      timeout: 30_000,
    });
    // Blank by default: the field shows, in grey, the English text the footer uses meanwhile.
    const footerEn = field(page, 'Texto do rodapé (inglês)');
    await expect(footerEn).toHaveValue('');
    await expect(footerEn).toHaveAttribute('placeholder', /^Real Brazilian cuts/);
    await expect(field(page, 'Texto do rodapé (português)')).toHaveValue(portuguese);
    await shoot(page, 'settings-footer');

    // The server-drawn page in English: the English default, not the Portuguese text.
    await page.goto('/');
    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await expect(page.getByRole('contentinfo')).toContainText('Real Brazilian cuts');
    await expect(page.getByRole('contentinfo')).not.toContainText(portuguese);
    // The footer as drawn (the page's data block below it holds both texts, for the browser).
    const drawnFooter = async () => {
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('<html lang="en"');
      // The page's own footer comes last (reviews on the home page have a <footer> of their own).
      const start = html.lastIndexOf('<footer');
      return html.slice(start, html.indexOf('</footer>', start));
    };
    expect(await drawnFooter()).toContain('Real Brazilian cuts');
    expect(await drawnFooter()).not.toContain(portuguese);

    // Saved, the English text is what English visitors read, in the browser and in the drawn page.
    // The panel is in English now (the toggle's choice holds across the site).
    await page.goto('/admin/configuracoes');
    await field(page, 'Footer text (English)').fill(english);
    await page.getByRole('button', { name: 'Save Footer text (English)' }).click();
    await toast(page, 'Footer text (English) updated successfully!');
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(english);
    expect(await drawnFooter()).toContain(english);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await shoot(page, 'footer-en');
    await page
      .getByRole('button', { name: /Português/ })
      .first()
      .click();
    await expect(page.getByRole('contentinfo')).toContainText(portuguese);
    await expect(page.getByRole('contentinfo')).not.toContainText(english);
  } finally {
    expect((await putGroup(page, 'general', general)).status()).toBe(200);
  }
});
