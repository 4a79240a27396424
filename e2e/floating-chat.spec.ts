import type { Page } from '@playwright/test';
import { asNewVisitor, signedUp } from './accounts';
import { expect, test } from './fixtures';

/**
 * Issue 19: the floating WhatsApp button never covers content or buttons on a phone (375 px). At
 * several scroll positions of each page, every visible control and every line of text is compared
 * with the button's box; one that lies under it (and is not already behind the bottom bar) fails.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

type Covered = { scrollY: number; what: string };

/** What lies under the chat button at the current scroll position (runs in the page). */
function coveredNow(label: string): Covered[] {
  const chat = document.querySelector<HTMLElement>(`a[aria-label="${label}"]`);
  if (!chat) throw new Error('no chat button');
  const box = chat.getBoundingClientRect();
  const under: Covered[] = [];
  const overlaps = (r: DOMRect) => {
    const w = Math.min(r.right, box.right) - Math.max(r.left, box.left);
    const h = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
    return w > 2 && h > 2
      ? {
          x: (Math.max(r.left, box.left) + Math.min(r.right, box.right)) / 2,
          y: (Math.max(r.top, box.top) + Math.min(r.bottom, box.bottom)) / 2,
        }
      : null;
  };
  // What the eye sees at a point once the button is set aside: the target itself, or the bar in front of it.
  const visibleThere = (target: Element, x: number, y: number) => {
    const first = document.elementsFromPoint(x, y).find((e) => e !== chat && !chat.contains(e));
    return first !== undefined && (first === target || target.contains(first));
  };
  const nameOf = (e: Element, text?: string) =>
    `${e.tagName.toLowerCase()} "${(text ?? e.textContent ?? e.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;

  const controls = document.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])',
  );
  for (const control of controls) {
    if (control === chat || chat.contains(control)) continue;
    for (const rect of control.getClientRects()) {
      const at = overlaps(rect);
      if (at && visibleThere(control, at.x, at.y))
        under.push({ scrollY: window.scrollY, what: nameOf(control) });
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || chat.contains(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const at = overlaps(rect);
      if (at && visibleThere(parent, at.x, at.y)) {
        under.push({ scrollY: window.scrollY, what: nameOf(parent, node.textContent) });
      }
    }
  }
  return under;
}

/** Scrolls from the top to the very bottom in steps of 40% of the screen, collecting what is covered. */
async function coveredWhileScrolling(page: Page): Promise<Covered[]> {
  const chat = page.getByRole('link', { name: 'Fale conosco no WhatsApp' });
  await expect(chat).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const positions = new Set<number>();
  for (let y = 0; y < height; y += 325) positions.add(y);
  positions.add(height);
  const found: Covered[] = [];
  for (const y of positions) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
    found.push(...(await page.evaluate(coveredNow, 'Fale conosco no WhatsApp')));
  }
  return found;
}

test('the chat button covers nothing while scrolling the home, product, cart and checkout pages and their footers', async ({
  page,
}) => {
  const covered: Record<string, Covered[]> = {};
  await page.goto('/');
  covered.home = await coveredWhileScrolling(page);

  await signedUp(page, 'Lia Moura', 'chat-button');
  await page.goto('/produto/picanha');
  await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  covered.product = await coveredWhileScrolling(page);

  // Scrolled to the bottom, the phone's sticky add bar offers the same button (decision 113): the
  // page's own comes first.
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
  await expect(page.getByText('Item adicionado ao carrinho!')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Finalizar compra' }).first()).toBeVisible();
  covered.cart = await coveredWhileScrolling(page);

  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
  covered.checkout = await coveredWhileScrolling(page);

  expect(covered).toEqual({ home: [], product: [], cart: [], checkout: [] });
});
