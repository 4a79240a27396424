import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ProductPage } from '../src/shared/catalogue/types';
import { portugueseIn } from '../src/shared/i18n/portuguese-words';
import { asNewVisitor } from './accounts';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Her language, everywhere (issue 38, decision 108): a customer switches to English and browses
 * home → category → product → cart → the sign-in pages. On each page every text she can see or
 * hear (the page's text, the tab title, labels, placeholders, pictures' descriptions) is searched
 * with the English dictionaries' own rule (`shared/i18n/portuguese-words.ts`); the catalogue's
 * English names are the only Portuguese allowed (Brazilian cuts keep theirs: "Contra-filé
 * (striploin)"). Products are named in English, the home tab has `site_title_en`, and axe is clean.
 */

const SHOTS = process.env.SHOTS_DIR;

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

/**
 * The catalogue's English names (products, their categories) and its brands ("Seleção Prime"):
 * proper names that may keep accents.
 */
async function englishNames(page: Page): Promise<string[]> {
  const names = new Set<string>();
  for (let n = 1; ; n++) {
    const res = await page.request.get(`/api/catalogue/products?pageSize=48&page=${n}`);
    expect(res.ok()).toBe(true);
    const list = (await res.json()) as ProductPage;
    for (const p of list.items) {
      if (p.nameEn) names.add(p.nameEn);
      if (p.category?.nameEn) names.add(p.category.nameEn);
      // Brands are drawn in capitals (innerText reads them so).
      for (const brand of p.brand ? [p.brand, p.brand.toUpperCase()] : []) names.add(brand);
    }
    if (n >= list.totalPages) return [...names];
  }
}

/**
 * Every text of the page a reader meets: shown text, the title, and what assistive technology
 * reads. Left out: customers' reviews written in another language, their own words shown as
 * written and marked with their `lang` (the shop's texts, and the line saying which language a
 * review is in, are what must be English).
 */
const readable = (page: Page) =>
  page.evaluate(() => {
    const quoted = new Set(
      [...document.querySelectorAll<HTMLElement>('#testimonials blockquote[lang]:not([lang^="en"])')].flatMap(
        (q) =>
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as on the page
          q.innerText.split('\n'),
      ),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown (hidden parts left out)
    const shown = document.body.innerText.split('\n').filter((line) => !quoted.has(line));
    const out = [document.title, ...shown];
    for (const el of document.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], img[alt], [title]',
    )) {
      // Only what is on the page now (not a closed drawer's or a hidden template's).
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title'])
        if (el.hasAttribute(attribute)) out.push(el.getAttribute(attribute) ?? '');
    }
    return out.join('\n');
  });

/** No Portuguese word or accent on the page outside the catalogue's English names; each finding shown with its line. */
async function expectEnglish(page: Page, names: string[]) {
  // The page's data and pictures have arrived (loading skeletons say "Loading…").
  await page.waitForLoadState('networkidle');
  const lines = (await readable(page)).split('\n').filter((line) => portugueseIn(line, names) !== null);
  expect(lines, `Portuguese on ${page.url()}`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 375 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('in English from the home page to the sign-in pages: no Portuguese, English names and title', async ({
  page,
  axe,
}) => {
  // Six pages, each read and scanned, on a shared machine.
  test.setTimeout(120_000);
  const names = await englishNames(page);

  await page.goto('/');
  // The control: in Portuguese the same search finds Portuguese, so it reads the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const portuguese = (await readable(page)).split('\n').filter((line) => portugueseIn(line, names));
  expect(portuguese.length).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Mudar idioma para English' }).first().click();
  await expect(page).toHaveTitle('Brazil Prime — Brazilian Butcher Shop and Market in Georgia');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectEnglish(page, names);
  await axe();
  await shoot(page, 'english-home');

  // A category from the home page's six: its English name, its products' English names.
  await page
    .getByRole('link', { name: /^Pork\b/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pork' })).toBeVisible();
  await expect(page.getByText('Pork loin', { exact: true }).first()).toBeVisible();
  await expectEnglish(page, names);
  await axe();
  await shoot(page, 'english-category');

  // The product page, drawn by the server in English now that the cookie says so.
  await page.goto('/produto/picanha');
  await expect(page.getByRole('heading', { level: 1, name: 'Picanha (top sirloin cap)' })).toBeVisible();
  await expect(page.getByText('House seasoning').first()).toBeVisible();
  await expectEnglish(page, names);
  await axe();
  await shoot(page, 'english-product');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
  await expect(page.getByText('Picanha (top sirloin cap)').first()).toBeVisible();
  await expectEnglish(page, names);
  await axe();
  await shoot(page, 'english-cart');

  for (const [path, heading] of [
    ['/auth/login', /sign in/i],
    ['/auth/register', /account/i],
    ['/auth/forgot-password', /password/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectEnglish(page, names);
    await axe();
  }
  await shoot(page, 'english-forgot-password');
});
