import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

type AxeOptions = {
  /** CSS selectors to leave out, for a third-party widget the shop does not control. */
  exclude?: string[];
  /** axe rule ids to skip; each one needs a comment saying why. */
  disableRules?: string[];
};

type Fixtures = {
  /** Scans the page as it is now; fails on any serious or critical accessibility violation (DESIGN §7). */
  axe: (options?: AxeOptions) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use, testInfo) => {
    await use(async (options = {}) => {
      // A toast that is still sliding in is measured against the page behind it (seen once:
      // contrast 1.02 mid-animation): scan once every toast is fully shown.
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('[data-sonner-toast]')].every(
              (toast) =>
                toast.getAnimations({ subtree: true }).length === 0 &&
                getComputedStyle(toast).opacity === '1',
            ),
          undefined,
          { timeout: 3_000 },
        )
        .catch(() => undefined);
      let builder = new AxeBuilder({ page }).withTags([
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
        'best-practice',
      ]);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      const results = await builder.analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (results.violations.length > 0) {
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(results.violations, null, 2),
          contentType: 'application/json',
        });
      }
      const summary = blocking
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
        )
        .join('\n');
      expect(blocking, `axe found serious or critical violations on ${page.url()}:\n${summary}`).toEqual([]);
    });
  },
});

export { expect };
