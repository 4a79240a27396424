import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The page never scrolls sideways: nothing is wider than the window (decision 040). Wide lists
 * show cards on a phone or scroll inside their own box, never the whole page.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page is wider than ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}
