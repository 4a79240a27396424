import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { asNewVisitor, customerPage, newEmail, registerThroughApi, signInToPanel } from './accounts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { ok } from './orders';
import { expectNoSidewaysScroll } from './page-width';

/**
 * Fixing an order (issue 39, decision 085): a customer orders 2 × picanha 1 kg through the API;
 * staff open the order, "Editar pedido", substitute the picanha by fraldinha with a reason, see the
 * new total previewed before saving (1280 and 375 px), save; the timeline shows the change, and the
 * customer sees it on her order in "Meus Pedidos". That the message is queued in the outbox (with
 * the way to refuse the substitution) is checked by the API test (order-edit.test.ts).
 */

test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

type Placed = { id: string; number: string; totalCents: number };

/** A customer's order of 2 × picanha 1 kg, delivered and paid on delivery, placed through the API. */
async function picanhaOrder(browser: Browser, name: string, tag: string) {
  const shopper = await customerPage(browser);
  await registerThroughApi(shopper.request, name, newEmail(tag));
  const product = await ok<{ id: string; variations: { id: string; name: string }[] }>(
    await shopper.request.get('/api/catalogue/products/picanha'),
  );
  const oneKg = product.variations.find((v) => v.name === '1 kg')!;
  await ok(
    await shopper.request.post('/api/cart/items', {
      data: { productId: product.id, variationId: oneKg.id, quantity: 2 },
    }),
  );
  const quote = await ok<{ windows: { date: string; windowId: string }[] }>(
    await shopper.request.get('/api/orders/quote?fulfilment=delivery&zip=30060'),
  );
  const { order } = await ok<{ order: Placed }>(
    await shopper.request.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        fulfilment: 'delivery',
        address: { street: '100 Church St', city: 'Marietta', state: 'GA', zip: '30060' },
        date: quote.windows[0]!.date,
        windowId: quote.windows[0]!.windowId,
        paymentMethod: 'pay_on_delivery',
        phoneCountry: 'US',
        phone: '(404) 555-0123',
      },
    }),
  );
  return { shopper, order };
}

test('staff substitute an item in an order and the customer sees it in Meus Pedidos', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  const { shopper, order } = await picanhaOrder(browser, 'Lúcia Troca', 'edit');
  await signInToPanel(page);
  await page.goto(`/admin/pedidos/${order.id}`);
  await page.getByRole('button', { name: 'Editar pedido' }).click();
  const sheet = page.getByRole('dialog', { name: `Editar pedido ${order.number}` });
  await expect(sheet.getByTestId('edit-line')).toHaveCount(1);
  await sheet.getByRole('button', { name: 'Substituir' }).click();
  const picker = sheet.getByTestId('product-picker');
  await picker.getByLabel('Buscar produto').fill('fraldinha');
  await picker
    .getByRole('button', { name: /Fraldinha/ })
    .first()
    .click();
  const variation = picker.getByLabel('Variação');
  await variation.selectOption({ index: 1 });
  await picker.getByLabel('Motivo (o cliente lê)').fill('Acabou a picanha de 1 kg');
  await picker.getByRole('button', { name: 'Usar este produto' }).click();
  await expect(sheet.getByText(/Substituído por 2 × Fraldinha/)).toBeVisible();
  // The new total, by the server's own rule, before anything is saved.
  await expect(sheet.getByTestId('edit-new-total')).toContainText('antes');
  await axe();
  await page.screenshot({ path: testInfo.outputPath('edit-sheet-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('edit-sheet-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });

  await sheet.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('[data-testid="event-badge"][data-kind="edit"]')).toHaveText('Pedido alterado');
  await expect(page.getByTestId('edit-event')).toContainText(/Substituído: Picanha — 1 kg por 2 × Fraldinha/);
  await axe();
  await page.screenshot({ path: testInfo.outputPath('desk-edited-1280.png'), fullPage: true });

  // The customer: her order in "Meus Pedidos" shows the new line and the change on its timeline.
  await shopper.goto('/meus-pedidos');
  await shopper
    .getByRole('link', { name: new RegExp(order.number) })
    .first()
    .click();
  await expect(shopper.getByText(/Fraldinha/).first()).toBeVisible();
  await expect(shopper.locator('[data-testid="event-badge"][data-kind="edit"]')).toHaveText(
    'Pedido alterado',
  );
  await expect(shopper.getByText('Acabou a picanha de 1 kg')).toBeVisible();
  // Her page, not the fixture's: scanned at 1280 and at 375 px.
  const scan = async () => {
    await expectNoAxeViolations(shopper, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  };
  await scan();
  await shopper.setViewportSize({ width: 375, height: 800 });
  await scan();
  await shopper.screenshot({ path: testInfo.outputPath('my-order-edited-375.png'), fullPage: true });
  await shopper.context().close();
});

type StaffOrder = { order: { subtotalCents: number; totalCents: number; deliveryFeeCents: number } };

/** "R$ 1.234,56" as the desk writes it (whatever space follows the sign). */
const brl = (cents: number) =>
  new RegExp(
    `R\\$\\s${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace('.', '\\.')}`,
  );

test('staff add picanha in 3 cm steaks with a priced option; the order charges it', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  const { shopper, order } = await picanhaOrder(browser, 'Marta Bifes', 'edit-add');
  await signInToPanel(page);
  const before = await ok<StaffOrder>(await page.request.get(`/api/orders/staff/${order.id}`));
  const product = await ok<{ variations: { name: string; priceCents: number }[] }>(
    await page.request.get('/api/catalogue/products/picanha'),
  );
  const oneKg = product.variations.find((v) => v.name === '1 kg')!;

  await page.goto(`/admin/pedidos/${order.id}`);
  await page.getByRole('button', { name: 'Editar pedido' }).click();
  const sheet = page.getByRole('dialog', { name: `Editar pedido ${order.number}` });
  await sheet.getByRole('button', { name: 'Adicionar produto' }).click();
  const picker = sheet.getByTestId('product-picker');
  await picker.getByLabel('Buscar produto').fill('picanha');
  // The search also finds the kits and the rock salt "for picanha": the product itself, by its name.
  await picker.getByRole('button', { name: /^Picanha\s/ }).click();
  const variation = picker.getByLabel('Variação');
  await expect(variation.locator('option', { hasText: /^1 kg/ })).toHaveCount(1);
  await variation.selectOption({
    label: (await variation.locator('option', { hasText: /^1 kg/ }).textContent())!,
  });
  const cuts = picker.getByTestId('cut-picker');
  await cuts.locator('label', { hasText: 'em bifes' }).click();
  await cuts.locator('label', { hasText: /^3 cm$/ }).click();
  await cuts.locator('label', { hasText: 'embalada a vácuo' }).click();
  await expect(cuts.getByRole('radio', { name: /em bifes/ })).toBeChecked();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('add-picker-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await picker.scrollIntoViewIfNeeded();
  await axe();
  await page.screenshot({ path: testInfo.outputPath('add-picker-375.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await picker.getByRole('button', { name: 'Usar este produto' }).click();

  const added = sheet.getByTestId('new-line-cuts');
  await expect(added).toHaveText('em bifes · espessura 3 cm · embalada a vácuo');
  // One more picanha 1 kg, its steaks (R$ 2,00) and its vacuum pack (R$ 3,50): previewed before saving.
  const addedCents = oneKg.priceCents + 200 + 350;
  await expect(sheet.getByTestId('edit-preview')).toContainText(brl(before.order.subtotalCents + addedCents));
  await sheet.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('edit-event')).toContainText(/Picanha/);

  const after = await ok<StaffOrder>(await page.request.get(`/api/orders/staff/${order.id}`));
  expect(after.order.subtotalCents - before.order.subtotalCents).toBe(addedCents);
  expect(after.order.totalCents - before.order.totalCents).toBe(
    addedCents + after.order.deliveryFeeCents - before.order.deliveryFeeCents,
  );
  // The desk shows the new line's cuts and the new total.
  await expect(page.getByTestId('cuts').last()).toHaveText('em bifes · espessura 3 cm · embalada a vácuo');
  await expect(page.getByText(brl(after.order.totalCents)).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('desk-added-1280.png'), fullPage: true });
  await shopper.context().close();
});
