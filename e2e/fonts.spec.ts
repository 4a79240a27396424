import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 38, "the brand fonts always shown" (decision 114): on a slow load the text is first drawn in
 * the metric-matched fallbacks, then Fraunces and Inter swap in without moving the page (CLS ≤ 0.01).
 * The font files are held back here until the page has been drawn with the fallbacks, as on a slow
 * phone: a fixed delay was shorter than the first paint on a loaded machine, and the fonts came first.
 */
/** The longest the fonts are held, should the test never release them. */
const FONT_HOLD_MAX_MS = 20_000;

async function holdFonts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, FONT_HOLD_MAX_MS);
  });
  await page.route('**/*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  // Every layout shift from the first paint on, whatever the input (none here).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return release;
}

/** The families the page drew with: the brand fonts at the end, the fallbacks before them. */
const loadedFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((f) => `${f.family} ${f.weight}`),
  );

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the brand fonts swap in late without moving the home page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const releaseFonts = await holdFonts(page);
    // Not `load`: the preloaded fonts hold the load event back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Drawn before the fonts came: the local fallbacks scaled to them.
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loading');
    expect((await loadedFaces(page)).join(' | ')).toMatch(/Inter Fallback/);
    releaseFonts();

    await expect.poll(() => page.evaluate(() => document.fonts.status), { timeout: 10_000 }).toBe('loaded');
    const faces = (await loadedFaces(page)).join(' | ');
    expect(faces).toMatch(/"?Fraunces"? 400 700/);
    expect(faces).toMatch(/"?Inter"? 400 700/);
    // Let the swap's layout settle, then read every shift since the first paint.
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    test.info().annotations.push({ type: 'CLS', description: String(cls) });
    expect(cls).toBeLessThanOrEqual(0.01);
  });
}
