import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInStore } from '@/shared/labels/ean13';
import { labelDates } from '@/shared/labels/label';
import type { OrderLabels } from '@/shared/labels/types';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import { campaignRows } from '@/testing/campaigns';
import { body, type OrderDesk, orderDeskWithTwoStores } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { products } from '../catalogue/schema';
import { orderItems } from './schema';

/** Issue 41, decision 092: the scale labels of an order (GET /api/orders/staff/:id/labels). */

let t: TestApp;
let call: Call;
let placeFor: OrderDesk['newOrder'];
let jars: Record<'admin' | 'manager' | 'otherManager' | 'customer', CookieJar>;
let customer: { jar: CookieJar; userId: string; email: string };

beforeAll(async () => {
  ({ t, call, newOrder: placeFor, jars, buyer: customer } = await orderDeskWithTwoStores());
});
afterAll(() => t.close());

const labelsOf = (who: keyof typeof jars | null, id: string) =>
  call('GET', `/api/orders/staff/${id}/labels`, undefined, who ? { jar: jars[who] } : {});
const staff = (path: string, b?: unknown) => call('POST', `/api/orders/staff${path}`, b, { jar: jars.admin });

/** ≈ 1 kg picanha (sold by weight) and a chimichurri, confirmed and being prepared. */
async function preparingOrder() {
  const order = await placeFor(customer, {});
  await staff(`/${order.id}/status`, { status: 'confirmed' });
  await staff(`/${order.id}/status`, { status: 'preparing' });
  return order;
}

describe('scale labels of an order', () => {
  it('before weighing: the weighed line with its item code, no label data yet', async () => {
    const order = await preparingOrder();
    const productId = order.items[0]!.productId!;
    await t.database.db
      .update(products)
      .set({ scale_item_code: '00042', shelf_life_days: 5 })
      .where(eq(products.id, productId));
    const { labels } = await body<{ labels: OrderLabels }>(await labelsOf('manager', order.id), 200);
    expect(labels).toMatchObject({ orderId: order.id, number: order.number, tolerancePct: 10 });
    expect(labels.lines).toHaveLength(1); // the chimichurri is not sold by weight
    expect(labels.lines[0]).toMatchObject({
      itemId: order.items[0]!.id,
      itemCode: '00042',
      shelfLifeDays: 5,
      pricePerKgCents: 11990,
      estimateGrams: 1000,
      finalGrams: null,
      priceCents: null,
      barcode: null,
      packedOn: null,
    });
  });

  it('a line’s cut options travel to its label (decision 091’s snapshot)', async () => {
    const order = await preparingOrder();
    const cuts = {
      choices: [
        { group: 'thickness' as const, value: '3', priceCents: 0 },
        { group: 'vacuum' as const, value: 'yes', priceCents: 350 },
      ],
      note: null,
    };
    await t.database.db.update(orderItems).set({ cuts }).where(eq(orderItems.id, order.items[0]!.id));
    const { labels } = await body<{ labels: OrderLabels }>(await labelsOf('manager', order.id), 200);
    expect(labels.lines[0]?.cuts).toEqual(cuts);
  });

  it('a pre-order’s label names its campaign and day (decision 093); an ordinary order’s none', async () => {
    const order = await preparingOrder();
    const plain = await body<{ labels: OrderLabels }>(await labelsOf('manager', order.id), 200);
    expect(plain.labels.preorder).toBeNull();
    await campaignRows.markPreorders(t.database.db, [order.id], order.items[0]!.variationId!);
    const { labels } = await body<{ labels: OrderLabels }>(await labelsOf('manager', order.id), 200);
    expect(labels.preorder).toEqual({ namePt: 'Natal', nameEn: 'Christmas', day: '2020-12-24' });
  });

  it('weighed: price, dates in the store’s zone, first name and a price-embedded EAN-13', async () => {
    const order = await preparingOrder();
    const { order: weighed } = await body<{ order: OrderDetail }>(
      await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '1,08' }] }),
      200,
    );
    const { labels } = await body<{ labels: OrderLabels }>(await labelsOf('admin', order.id), 200);
    const line = labels.lines[0]!;
    const dates = labelDates(new Date(weighed.weighing!.weighedAt!), 'America/New_York', 5);
    expect(line).toMatchObject({ finalGrams: 1080, priceCents: 12949, capped: false, ...dates });
    expect(line.useBy).not.toBeNull();
    expect(labels.customerFirstName).toBe(weighed.customer.name?.split(' ')[0] ?? null);
    expect(decodeInStore(line.barcode!)).toEqual({
      ok: true,
      kind: 'price',
      itemCode: '00042',
      value: 12949,
    });
  });

  it('over the tolerance the label carries the price charged (capped)', async () => {
    const order = await preparingOrder();
    await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '1,3' }] });
    const { labels } = await body<{ labels: OrderLabels }>(await labelsOf('manager', order.id), 200);
    expect(labels.lines[0]).toMatchObject({ finalGrams: 1300, priceCents: 13189, capped: true });
    expect(decodeInStore(labels.lines[0]!.barcode!)).toMatchObject({ kind: 'price', value: 13189 });
  });

  it('a product without item code prints no barcode', async () => {
    const order = await preparingOrder();
    await t.database.db
      .update(products)
      .set({ scale_item_code: null, shelf_life_days: null })
      .where(eq(products.id, order.items[0]!.productId!));
    await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '0,95' }] });
    const { labels } = await body<{ labels: OrderLabels }>(await labelsOf('manager', order.id), 200);
    expect(labels.lines[0]).toMatchObject({ finalGrams: 950, itemCode: null, barcode: null, useBy: null });
    expect(labels.lines[0]!.packedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refused to visitors (401), customers (403), another store’s manager, an unknown order (404), a bad id (400)', async () => {
    const order = await preparingOrder();
    expect((await labelsOf(null, order.id)).status).toBe(401);
    expect((await labelsOf('customer', order.id)).status).toBe(403);
    expect([403, 404]).toContain((await labelsOf('otherManager', order.id)).status);
    expect((await labelsOf('admin', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await labelsOf('admin', 'not-an-id')).status).toBe(400);
  });
});
