import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { asNewVisitor, newEmail, newVisitorAddress, registerThroughApi, signInToPanel } from './accounts';
import { expect, test } from './fixtures';
import { ok } from './orders';

/**
 * Planning the day (issue 39, decision 080): two customers order deliveries for Tuesday 09:00–12:00
 * through the API; the staff list that window on the desk, open its day sheet and route sheet
 * (screen at 1280 and 375 px, and as printed), and a misclicked "Concluído" is undone from the toast.
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

type Playwright = PlaywrightWorkerArgs['playwright'];
type Placed = { id: string; number: string; deliveryDate: string };

/** A new customer with a delivery of picanha (with a cut note) on the first Tuesday morning offered. */
async function tuesdayDelivery(playwright: Playwright, baseURL: string, name: string, note: string) {
  const api: APIRequestContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress() },
  });
  await registerThroughApi(api, name, newEmail('day'));
  const product = await ok<{ id: string; variations: { id: string }[] }>(
    await api.get('/api/catalogue/products/picanha'),
  );
  const cart = await ok<{ items: { id: string }[] }>(
    await api.post('/api/cart/items', {
      data: { productId: product.id, variationId: product.variations[0]!.id, quantity: 2 },
    }),
  );
  const quote = await ok<{ windows: { date: string; windowId: string; start: string }[] }>(
    await api.get('/api/orders/quote?fulfilment=delivery&zip=30060'),
  );
  const tuesday = quote.windows.find(
    (w) => new Date(`${w.date}T12:00:00Z`).getUTCDay() === 2 && w.start === '09:00',
  );
  expect(tuesday, JSON.stringify(quote.windows.slice(0, 6))).toBeDefined();
  const line = cart.items[0]!.id;
  const { order } = await ok<{ order: Placed }>(
    await api.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        fulfilment: 'delivery',
        address: { street: '100 Church St', city: 'Marietta', state: 'GA', zip: '30060' },
        date: tuesday!.date,
        windowId: tuesday!.windowId,
        notes: `Interfone 12 · ${name}`,
        itemNotes: { [line]: note },
        paymentMethod: 'pay_on_delivery',
        phoneCountry: 'US',
        phone: '(404) 555-0123',
      },
    }),
  );
  await api.dispose();
  return order;
}

/** The admin panel's side navigation (its accessible name). */
const ADMIN_NAV = 'Seções do painel';
/** A4's printable width at 96 dpi: 210 mm less the sheets' 12 mm margins (styles.css `@page`). */
const A4_PRINTABLE_PX = Math.floor(((210 - 2 * 12) / 25.4) * 96);

/**
 * A sheet at 1280 and 375 px (axe at both), then as printed: the panel's frame and the sheet's own
 * buttons gone, only the sheet, from the top of the page, fitting A4's printable width.
 */
async function shoot(page: Page, name: string, path: (n: string) => string, axe: () => Promise<void>) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await axe();
  await page.screenshot({ path: path(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const chrome = [
    page.getByRole('navigation', { name: ADMIN_NAV }),
    page.locator('header').first(),
    page.getByRole('link', { name: 'Voltar aos pedidos' }),
    page.getByRole('button', { name: 'Imprimir' }),
  ];
  for (const part of chrome) await expect(part).toBeVisible();
  const sheet = page.getByTestId('print-sheet');
  await page.emulateMedia({ media: 'print' });
  for (const part of chrome) await expect(part).toBeHidden();
  await page.setViewportSize({ width: A4_PRINTABLE_PX, height: 1123 });
  const box = await sheet.boundingBox();
  expect(box?.y).toBeLessThan(5);
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(A4_PRINTABLE_PX);
  // Nothing in it (the cuts' table, a long address) spills past that width.
  expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    A4_PRINTABLE_PX,
  );
  await page.screenshot({ path: path(`${name}-print.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff plan Tuesday 09:00–12:00: the desk, the day sheet, the route sheet; a misclick is undone', async ({
  page,
  playwright,
  baseURL,
  axe,
}, testInfo) => {
  // Two orders, three pages at two widths with axe, two prints, four status changes: a bound against a hang.
  test.setTimeout(150000);
  const a = await tuesdayDelivery(playwright, baseURL!, 'Helena Prado', 'Bifes de 2 cm');
  const b = await tuesdayDelivery(playwright, baseURL!, 'Rafael Dias', 'bifes de 2 cm');
  const day = a.deliveryDate;

  await signInToPanel(page);
  await page.goto('/admin/pedidos');
  const bar = page.getByTestId('day-bar');
  await expect(bar.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByLabel('Dia').fill(day);
  await expect(page).toHaveURL(new RegExp(`day=${day}`));
  await bar.getByLabel('Horário').selectOption('09:00-12:00');
  await bar.getByLabel('Forma').selectOption('delivery');
  await expect(page).toHaveURL(/window=09%3A00-12%3A00/);
  await expect(page).toHaveURL(/fulfilment=delivery/);
  for (const o of [a, b]) await expect(page.getByRole('link', { name: new RegExp(o.number) })).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('desk-day-1280.png'), fullPage: true });

  // The day sheet: the same cut (notes differing only in case) summed on one line.
  await bar.getByRole('link', { name: 'Folha do dia' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pedidos/dia\\?day=${day}&window=09%3A00-12%3A00`));
  await expect(page.getByRole('heading', { level: 1, name: 'Folha do dia' })).toBeVisible();
  const cut = page
    .getByTestId('cuts')
    .getByRole('row')
    .filter({ hasText: /Bifes de 2 cm/i });
  await expect(cut).toHaveCount(1);
  await expect(cut.getByRole('cell').nth(1)).toHaveText(/^\d+$/);
  expect(Number(await cut.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(4);
  await expect(page.getByText('Nenhuma retirada neste dia e horário.')).toBeVisible();
  await axe();
  await shoot(page, 'day-sheet', (n) => testInfo.outputPath(n), axe);

  // The route sheet: both stops, with phone, notes and the amount to collect.
  await page.getByRole('link', { name: 'Voltar aos pedidos' }).click();
  await page.getByTestId('day-bar').getByRole('link', { name: 'Rota' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rota de entregas' })).toBeVisible();
  for (const [o, name] of [
    [a, 'Helena Prado'],
    [b, 'Rafael Dias'],
  ] as const) {
    const stop = page.getByTestId('stop').filter({ hasText: o.number });
    await expect(stop).toContainText(name);
    await expect(stop).toContainText('100 Church St');
    await expect(stop).toContainText('+1 (404) 555-0123');
    await expect(stop).toContainText(`Interfone 12 · ${name}`);
    await expect(stop).toContainText(/Receber/);
  }
  await axe();
  await shoot(page, 'route-sheet', (n) => testInfo.outputPath(n), axe);

  // A misclicked "Concluído": asked first, then undone from the toast.
  await page.goto(`/admin/pedidos/${a.id}`);
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByText('Pagamento confirmado.')).toBeVisible();
  for (const status of ['Em preparação', 'Saiu para entrega', 'Concluído']) {
    await page.getByRole('button', { name: `Marcar como “${status}”` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: `Marcar como “${status}”?` })).toBeVisible();
    if (status === 'Concluído') {
      await axe();
      await page.screenshot({ path: testInfo.outputPath('confirm-1280.png') });
    }
    await dialog.getByRole('button', { name: 'Sim, marcar' }).click();
    await expect(page.locator('h1 + span')).toHaveText(status);
  }
  await page.screenshot({ path: testInfo.outputPath('undo-toast-1280.png') });
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText(/Desfeito: o pedido voltou para “Saiu para entrega”/)).toBeVisible();
  await expect(page.locator('h1 + span')).toHaveText('Saiu para entrega');
  const order = await ok<{ order: { status: string; events: { toStatus: string }[] } }>(
    await page.request.get(`/api/orders/staff/${a.id}`),
  );
  expect(order.order.status).toBe('out_for_delivery');
  expect(order.order.events.map((e) => e.toStatus).slice(-2)).toEqual(['completed', 'out_for_delivery']);
});

test('the sheets in English at 375 px', async ({ page, axe }, testInfo) => {
  await signInToPanel(page);
  await page.getByRole('link', { name: 'Ver a loja' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Mudar idioma para English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/pedidos/rota?day=2026-12-01&window=09:00-12:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery route' })).toBeVisible();
  await expect(page.getByText(/stops? ·|No deliveries on this day and window\./).first()).toBeVisible();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('route-sheet-en-375.png'), fullPage: true });
});
