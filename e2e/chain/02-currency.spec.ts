import type { Browser, Page } from '@playwright/test';
import { asNewVisitor, signInToPanel } from '../accounts';
import { expect, test } from '../fixtures';
import { expectNoSidewaysScroll } from '../page-width';

/**
 * The shop's currency and the phone fields' default country (issue 17, decision 042): an admin
 * switches the prices to US dollars and the phones to Brazil; a visitor's storefront (home and
 * product page, after a reload) shows "US$" and the sign-up form starts on +55; switched back,
 * "R$" and +1 return. The settings are put back at the end (other journeys share the server and
 * expect "R$"), through the API as well when a step failed halfway.
 */

const SHOTS = process.env.SHOTS_DIR;
const USD_PRICE = /US\$\s?\d+,\d{2}/;
const BRL_PRICE = /R\$\s?\d+,\d{2}/;

type Setting = { key: string; value: string };
const readGeneral = async (page: Page) =>
  Object.fromEntries(
    (
      (await (await page.request.get('/api/settings/staff/general')).json()) as { settings: Setting[] }
    ).settings.map((s) => [s.key, s.value]),
  );
const putGeneral = (page: Page, values: Record<string, string>) =>
  page.request.put('/api/settings/staff/general', {
    data: values,
    headers: { origin: new URL(page.url()).origin },
  });

const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();

/** A visitor of its own (no cached settings): home, product page after a reload, the sign-up's country. */
async function storefront(browser: Browser, price: RegExp, country: 'US' | 'BR', shots?: string) {
  const context = await browser.newContext();
  await asNewVisitor(context);
  const visitor = await context.newPage();
  try {
    await visitor.goto('/');
    await expect(visitor.locator('main').getByText(price).first()).toBeVisible({ timeout: 20_000 });
    await visitor.goto('/produto/picanha');
    await visitor.reload();
    const main = visitor.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Picanha' })).toBeVisible();
    await expect(main.getByText(price).first()).toBeVisible();
    await expect(main.getByText(price === USD_PRICE ? BRL_PRICE : USD_PRICE)).toHaveCount(0);
    if (shots && SHOTS) {
      for (const width of [375, 1280]) {
        await visitor.setViewportSize({ width, height: 900 });
        await expectNoSidewaysScroll(visitor);
        await visitor.screenshot({ path: `${SHOTS}/${shots}-product-${width}.png` });
      }
    }
    if (price === USD_PRICE) {
      // In English the dollar is written the American way: "$119.90", never "US$".
      await visitor
        .getByRole('button', { name: /English/ })
        .first()
        .click();
      await expect(main.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
      await expect(main.getByText(USD_PRICE)).toHaveCount(0);
      await visitor
        .getByRole('button', { name: /Português/ })
        .first()
        .click();
    }
    await visitor.goto('/auth/register');
    await expect(visitor.getByLabel('País')).toHaveValue(country);
  } finally {
    await context.close();
  }
}

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('an admin switches prices to USD and phones to +55; the storefront follows, and back', async ({
  page,
  browser,
  axe,
}) => {
  // The settings screen, two storefront visits and the way back on a shared 2-core machine: a bound against a hang.
  test.setTimeout(240_000);
  await signInToPanel(page);
  const general = await readGeneral(page);
  try {
    await page.goto('/admin/configuracoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible({
      timeout: 30_000,
    });
    const currency = page.getByLabel('Moeda dos preços', { exact: true });
    const phoneCountry = page.getByLabel('País padrão dos telefones', { exact: true });
    await expect(currency).toHaveValue('BRL');
    await expect(phoneCountry).toHaveValue('US');
    await expect(page.getByText('nada é convertido', { exact: false }).first()).toBeVisible();

    await currency.selectOption('USD');
    await phoneCountry.selectOption('BR');
    // Both changed, each with its own "Salvar" (save one) beside the sticky "Salvar tudo".
    await axe();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await phoneCountry.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-shop-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Salvar Moeda dos preços' }).click();
    await toast(page, 'Moeda dos preços atualizado com sucesso!');
    await page.getByRole('button', { name: 'Salvar País padrão dos telefones' }).click();
    await toast(page, 'País padrão dos telefones atualizado com sucesso!');

    await storefront(browser, USD_PRICE, 'BR', 'usd');

    // The dashboard's money follows the shop's currency too (issue 39: it kept "R$").
    await page.goto('/admin/painel');
    const revenue = page.locator('dt', { hasText: 'Faturamento' }).locator('xpath=following-sibling::dd');
    await expect(revenue).toHaveText(/^US\$\s/, { timeout: 20_000 });
    await page.goto('/admin/configuracoes');
    await expect(currency).toHaveValue('USD', { timeout: 30_000 });

    // Back to the defaults through the screen: "R$" and +1 again.
    await currency.selectOption('BRL');
    await phoneCountry.selectOption('US');
    await page.getByRole('button', { name: 'Salvar tudo' }).click();
    await toast(page, 'Configurações atualizadas com sucesso!');
    await storefront(browser, BRL_PRICE, 'US');
  } finally {
    // Put everything back (other journeys expect "R$"), and check it.
    expect((await putGeneral(page, general)).status()).toBe(200);
  }
  const settings = (await (await page.request.get('/api/settings')).json()) as { currency: string };
  expect(settings.currency).toBe(general.currency ?? 'BRL');
});
