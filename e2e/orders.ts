import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The answer's JSON, after checking the call succeeded (the failure message says which call). */
export async function ok<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * One pickup order of picanha (or another product's first variation, with `cuts` its cut options),
 * placed through the API as whoever `api` is signed in as (the checkout journeys cover the screens).
 */
export async function placePickupOrder(
  api: APIRequestContext,
  slug = 'picanha',
  cuts?: { choices: { group: string; value: string }[]; note: string | null },
) {
  const product = await ok<{ id: string; variations: { id: string }[] }>(
    await api.get(`/api/catalogue/products/${slug}`),
  );
  await ok(
    await api.post('/api/cart/items', {
      data: {
        productId: product.id,
        variationId: product.variations[0]!.id,
        quantity: 1,
        ...(cuts && { cuts }),
      },
    }),
  );
  const quote = await ok<{ windows: { date: string; windowId: string }[] }>(
    await api.get('/api/orders/quote?fulfilment=pickup'),
  );
  const window = quote.windows[0]!;
  const { order } = await ok<{ order: { id: string; number: string } }>(
    await api.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        fulfilment: 'pickup',
        date: window.date,
        windowId: window.windowId,
        paymentMethod: 'pay_on_delivery',
      },
    }),
  );
  return order;
}

/** The contact phone (decision 032): a Georgia number, masked as it is typed. */
export async function fillContactPhone(page: Page) {
  await page.getByLabel('País').selectOption('US');
  await page.getByLabel('Telefone', { exact: true }).fill('4045550123');
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(404) 555-0123');
}

/** Address, phone and the first free window: a checkout ready to place. */
export async function fillDelivery(page: Page) {
  await page.getByLabel('Endereço (número e rua)').fill('100 Church St');
  await page.getByLabel('Cidade').fill('Marietta');
  await page.getByLabel('ZIP code').fill('30062');
  await expect(page.getByText(/Entregamos em Marietta e Kennesaw/)).toBeVisible();
  await fillContactPhone(page);
  await pickAnyWindow(page);
}

/**
 * A delivery day and window taken at random: journeys run side by side on one shop, and all taking
 * the first window filled it ("Este horário acabou de lotar", seen in CI). Only the first two days
 * offered: a day more than 6 days ahead turns a card payment into a saved card (decision 101).
 */
export async function pickAnyWindow(page: Page) {
  const pick = async (name: 'date' | 'windowId', among: number) => {
    const choices = page.locator(`label:has(input[name="${name}"])`);
    await expect(choices.first()).toBeVisible();
    const count = Math.min(among, await choices.count());
    await choices.nth(Math.floor(Math.random() * count)).click();
  };
  await pick('date', 2);
  await pick('windowId', Number.POSITIVE_INFINITY);
}
