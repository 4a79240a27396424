import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { placeOrderSchema } from '@/shared/orders/schemas';
import { insertCampaign, insertTurkey, THANKSGIVING } from '@/testing/campaigns';
import { createOrdersTestApp, fillCart, insertCustomer, patchFulfilment } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { campaignOrders, campaignSlots } from './schema';

/**
 * The last turkeys (issue 41): on PGlite the checkouts queue on its one connection; with
 * TEST_DB=pg they overlap on PostgreSQL's pool and only the conditional update keeps the count.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createOrdersTestApp();
  // Room for everyone in the windows: only the campaign's places decide.
  await patchFulfilment(t.database.db, (s) => {
    for (const w of s.pickup.schedule.windows) w.capacity = 1000;
    return s;
  });
});
afterAll(() => t.close());

const outcome = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.key}`;
    throw error;
  }
};

describe(`campaign places under concurrent checkouts (${process.env.TEST_DB === 'pg' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 buyers at once for the last 3 turkeys of a day → exactly 3 orders', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const turkey = await insertTurkey(t);
    const campaign = await insertCampaign(t, turkey, { capacity: 3 });
    const people = [];
    for (let i = 0; i < 50; i++) {
      const customer = await insertCustomer(db);
      await fillCart(db, customer.userId, [
        { productId: turkey.product.id, variationId: turkey.big.id, quantity: 1, priceCents: 11990 },
      ]);
      people.push(customer);
    }
    const input = placeOrderSchema.parse({
      fulfilment: 'pickup',
      date: THANKSGIVING,
      windowId: 'pickup-morning',
      paymentMethod: 'pay_on_delivery',
    });
    const results = await Promise.all(
      people.map((c) => outcome(() => t.services.orders.place(c, randomUUID(), input))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r === '409 campaign.dayFull')).toHaveLength(47);
    const [slot] = await db
      .select()
      .from(campaignSlots)
      .where(
        and(
          eq(campaignSlots.campaign_id, campaign.id),
          eq(campaignSlots.day, THANKSGIVING),
          eq(campaignSlots.variation_id, turkey.big.id),
        ),
      );
    expect(slot?.taken).toBe(3);
    expect(
      await db.select().from(campaignOrders).where(eq(campaignOrders.campaign_id, campaign.id)),
    ).toHaveLength(3);
  });
});
