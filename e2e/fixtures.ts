import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

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

const ALL_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Scans `page` as it is now and fails on any serious or critical violation (DESIGN §7). The `axe`
 * fixture scans the test's page; a journey with a second person (a shopper beside the staff page)
 * scans theirs with this, so every scan freezes transitions the same way.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: AxeOptions & { testInfo?: TestInfo; tags?: string[] } = {},
) {
  // A toast is measured mid-slide against the page behind it (seen in CI: 1.02 while one slid
  // in, 2.08 while one faded out). For the scan, toasts skip their transitions: a shown toast
  // is measured at full opacity, a leaving one is already gone (opacity 0, which axe skips).
  // Every other colour transition ends at once too: a chip under the pointer was measured
  // halfway between its chosen and its hovered colours (4.16:1, seen in CI on the labels page),
  // and a delivery window chosen just before the scan halfway to its brand colour (08-units).
  const still = await page.addStyleTag({
    content: [
      '*, *::before, *::after { transition: none !important; }',
      '[data-sonner-toast], [data-sonner-toast] * { animation: none !important; }',
    ].join('\n'),
  });
  let builder = new AxeBuilder({ page }).withTags(options.tags ?? ALL_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder
    .analyze()
    .finally(() => still.evaluate((tag) => (tag as Element).remove()).catch(() => undefined));
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (results.violations.length > 0 && options.testInfo) {
    await options.testInfo.attach('axe-violations.json', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = blocking
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
    )
    .join('\n');
  expect(blocking, `axe found serious or critical violations on ${page.url()}:\n${summary}`).toEqual([]);
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use, testInfo) => {
    await use((options = {}) => expectNoAxeViolations(page, { ...options, testInfo }));
  },
});

export { expect };
