import { asNewVisitor, customerPage, signedUp, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { placePickupOrder } from './orders';

/**
 * Alerts that reach her (issue 39, decision 099): staff working on the products screen, not the
 * desk, hear a customer's new order — a count on the "Pedidos" menu item and in the tab title —
 * through the one live stream the admin shell holds (the desk reuses it). A product with a sold-out
 * variation is flagged in the list and the editor, never "Em estoque".
 */
test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

test('a new order is counted on every admin page; a sold-out variation is flagged', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  test.setTimeout(240_000);
  const streams: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/orders/staff/live')) streams.push(req.url());
  });
  const shopper = await customerPage(browser);
  await signedUp(shopper, 'Lia Alerta', 'admin-alerts');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToPanel(page);
  const slug = `alerta-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/catalogue/staff/products', {
    data: {
      name: `Linguiça alerta ${slug.slice(7)}`,
      slug,
      priceCents: 0,
      categoryId: null,
      variations: [
        { name: 'Pacote 500 g', priceCents: 1990, stockQuantity: 0 },
        { name: 'Pacote 1 kg', priceCents: 3590, stockQuantity: 3 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string; name: string } };

  await page.goto(`/admin/produtos?q=${slug}`);
  const orders = page
    .getByRole('navigation', { name: 'Seções do painel' })
    .getByRole('link', { name: /Pedidos/ });
  // A full page load of the panel (lazy chunks) on a loaded machine: up to a minute.
  await expect(orders).toBeVisible({ timeout: 60_000 });
  // Browser notices are offered on this page too, by a banner: the browser is never asked on load.
  const ask = page.getByTestId('notify-prompt');
  await expect(ask).toContainText('Quer um aviso do navegador');
  await expect(ask.getByRole('button', { name: 'Ativar avisos' })).toBeVisible();
  // The shell's stream is open before the order is placed.
  await expect.poll(() => streams.length).toBeGreaterThan(0);

  const order = await placePickupOrder(shopper.request);
  await expect(page.locator('[data-unread-orders="1"]')).toBeVisible({ timeout: 15_000 });
  await expect(orders).toHaveAccessibleName(/1 pedido novo/);
  await expect.poll(() => page.title()).toMatch(/^\(1\) /);

  // The product list flags it: low (one variation sold out), the sold-out one named.
  const row = page.locator('[data-stock-state]').first();
  await expect(row).toHaveAttribute('data-stock-state', 'low');
  await expect(row).toContainText('Pacote 500 g: esgotado');
  await expect(row).toContainText('Pacote 1 kg: 3 un.');
  await expect(row).not.toContainText('Em estoque');
  await axe();
  await page.screenshot({ path: testInfo.outputPath('admin-alerts-1280.png'), fullPage: true });
  await page.screenshot({ path: testInfo.outputPath('notify-banner-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('notify-banner-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  // "Agora não" is remembered: the banner does not come back on the next page.
  await ask.getByRole('button', { name: 'Agora não' }).click();
  await expect(ask).toHaveCount(0);

  // The editor flags each variation (reached in the app: a reload would start a new count).
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(product.id));
  await expect(page.locator('[data-variation-stock="out"]')).toContainText('Esgotado');
  await expect(page.locator('[data-variation-stock="low"]')).toContainText('Estoque baixo');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: /Menu/ })).toContainText('1');
  await axe();
  await page.screenshot({ path: testInfo.outputPath('admin-alerts-375.png'), fullPage: true });

  // The desk uses the same stream: opening it clears the count, and no second stream opens.
  const before = streams.length;
  await page.getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('link', { name: /Pedidos/ }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-live-state="live"]')).toBeVisible();
  testInfo.annotations.push({
    type: 'admin-alerts',
    description: `order ${order.number} counted away from the desk`,
  });
  await expect(page.locator('[data-unread-orders]')).toHaveCount(0);
  expect(streams.length).toBe(before);
  await shopper.context().close();
});

/**
 * The browser's own Notification, observed (not replaced): each one the page constructs is recorded
 * after the real constructor accepted it; so is each chime's AudioContext. Headless Chromium never hides a page (a minimized window
 * or a tab behind another stays "visible"), so the test says when the tab is hidden through
 * `document.visibilityState`, as a switch of tab would.
 */
const OBSERVE_NOTICES = () => {
  const Real = window.Notification;
  const seen: { title: string; body: string }[] = [];
  const observed = function observedNotice(title: string, options?: NotificationOptions) {
    const notice = new Real(title, options);
    seen.push({ title, body: options?.body ?? '' });
    return notice;
  } as unknown as typeof Notification;
  Object.defineProperty(observed, 'permission', { get: () => Real.permission });
  Object.defineProperty(observed, 'requestPermission', { value: () => Real.requestPermission() });
  window.Notification = observed;
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  // The chime (Web Audio): each AudioContext the page opens, counted, as the real one plays it.
  const RealAudio = window.AudioContext;
  let chimes = 0;
  window.AudioContext = class CountedAudio extends RealAudio {
    constructor(options?: AudioContextOptions) {
      super(options);
      chimes += 1;
    }
  };
  Object.assign(window, {
    __chimes: () => chimes,
    __notices: seen,
    __setHidden: (value: boolean) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  });
};

test.describe('notices allowed', () => {
  test.use({ permissions: ['notifications'] });

  test('a hidden admin tab, away from the desk, shows a browser notification for a new order', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript(OBSERVE_NOTICES);
    const shopper = await customerPage(browser);
    await signedUp(shopper, 'Rita Aviso', 'admin-notice');
    await signInToPanel(page);
    const streams: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/orders/staff/live')) streams.push(req.url());
    });
    await page.goto('/admin/categorias');
    await expect(
      page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: /Pedidos/ }),
    ).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    // Allowed already: nothing to ask.
    await expect(page.getByTestId('notify-prompt')).toHaveCount(0);
    await expect.poll(() => streams.length).toBeGreaterThan(0);

    await page.evaluate(() => (window as unknown as { __setHidden: (h: boolean) => void }).__setHidden(true));
    const order = await placePickupOrder(shopper.request);
    const notices = () =>
      page.evaluate(() => (window as unknown as { __notices: { title: string; body: string }[] }).__notices);
    await expect
      .poll(notices, { timeout: 15_000 })
      .toEqual([{ title: `Novo pedido ${order.number}`, body: 'Chegou agora na loja.' }]);
    await expect(page.locator('[data-unread-orders="1"]')).toBeAttached();
    // Away from the desk the shell rings too (issue 39: sound on every admin page).
    expect(await page.evaluate(() => (window as unknown as { __chimes: () => number }).__chimes())).toBe(1);
    await shopper.context().close();
  });
});
