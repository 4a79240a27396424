import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignView } from '@/shared/campaigns/types';
import type { OrderEditChangeInput } from '@/shared/orders/edit-schema';
import type { OrderDetail } from '@/shared/orders/types';
import { type CookieJar, caller } from '@/testing/accounts';
import { campaignRows, insertCampaign, insertTurkey, THANKSGIVING } from '@/testing/campaigns';
import { demoProducts } from '@/testing/cart';
import { body, createOrdersTestApp, fillCart, patchFulfilment, placeOrder, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';

/**
 * Decision 100: editing a pre-order on the desk moves its campaign places in the edit's transaction
 * (campaigns' conditional update through its door); no place left → 409, nothing written.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: CookieJar;
let turkey: Awaited<ReturnType<typeof insertTurkey>>;
let campaign: CampaignView;
let chimichurri: { id: string; priceCents: number };

beforeAll(async () => {
  t = await createOrdersTestApp();
  call = caller(t);
  admin = (await signIn(t, 'admin')).jar;
  await patchFulfilment(t.database.db, (s) => {
    for (const w of s.pickup.schedule.windows) w.capacity = 1000;
    return s;
  });
  turkey = await insertTurkey(t);
  campaign = await insertCampaign(t, turkey, { capacity: 3 });
  chimichurri = (await demoProducts(t)).chimichurri;
});
afterAll(() => t.close());

const pickup = {
  fulfilment: 'pickup',
  date: THANKSGIVING,
  windowId: 'pickup-morning',
  paymentMethod: 'pay_on_delivery',
};
/** A customer's Thanksgiving order: `big` turkeys 7–8 kg and a chimichurri. */
async function preorder(big = 1) {
  const customer = await signIn(t);
  await fillCart(t.database.db, customer.userId, [
    { productId: turkey.product.id, variationId: turkey.big.id, quantity: big, priceCents: 11990 },
    { productId: chimichurri.id, quantity: 1, priceCents: chimichurri.priceCents },
  ]);
  return (await body<{ order: OrderDetail }>(await placeOrder(call, customer.jar, pickup), 201)).order;
}
const edit = (order: OrderDetail, changes: OrderEditChangeInput[]) =>
  call('POST', `/api/orders/staff/${order.id}/edit`, { version: order.updatedAt, changes }, { jar: admin });
const taken = (variationId: string) =>
  campaignRows.taken(t.database.db, campaign.id, THANKSGIVING, variationId);
const turkeyLine = (o: OrderDetail) => o.items.find((i) => i.variationId === turkey.big.id)!;

describe('editing a pre-order moves its campaign places', () => {
  it('quantity, substitution and removal take and give back the day’s places, with the deposit asked', async () => {
    const order = await preorder(1);
    expect(await taken(turkey.big.id)).toBe(1);
    const more = await body<{ order: OrderDetail }>(
      await edit(order, [{ type: 'quantity', itemId: turkeyLine(order).id, quantity: 2 }]),
      200,
    );
    expect(await taken(turkey.big.id)).toBe(2);
    const rows = await campaignRows.ofOrder(t.database.db, order.id);
    expect(rows?.lines).toEqual({ [turkey.big.id]: 2 });
    // 30 % of the new total (the campaign's deposit rule).
    expect(rows?.depositCents).toBe(Math.round(more.order.totalCents * 0.3));

    // Substituted by the smaller size: the big one's places back, the small one's taken.
    const swapped = await body<{ order: OrderDetail }>(
      await edit(more.order, [
        {
          type: 'substitute',
          itemId: turkeyLine(more.order).id,
          productId: turkey.product.id,
          variationId: turkey.small.id,
          quantity: 1,
          reason: 'Só temos o de 5–6 kg',
        },
      ]),
      200,
    );
    expect(await taken(turkey.big.id)).toBe(0);
    expect(await taken(turkey.small.id)).toBe(1);
    expect((await campaignRows.ofOrder(t.database.db, order.id))?.lines).toEqual({ [turkey.small.id]: 1 });

    // The turkey removed: its place back, and the order is no longer a pre-order.
    const small = swapped.order.items.find((i) => i.variationId === turkey.small.id)!;
    await body(await edit(swapped.order, [{ type: 'remove', itemId: small.id }]), 200);
    expect(await taken(turkey.small.id)).toBe(0);
    expect(await campaignRows.ofOrder(t.database.db, order.id)).toBeNull();
  });

  it('no place left: 409 with the size and the day, nothing written (stock, lines, places)', async () => {
    const order = await preorder(1);
    const other = await preorder(2);
    expect(await taken(turkey.big.id)).toBe(3);
    const res = await edit(order, [{ type: 'quantity', itemId: turkeyLine(order).id, quantity: 2 }]);
    const { error } = await body<{ error: { key: string; message: string } }>(res, 409);
    expect(error.key).toBe('campaign.dayFull');
    expect(error.message).toBe(
      'Esgotado: não há mais Peru temperado — 7–8 kg para 26/11/2026. Escolha outro dia ou tamanho.',
    );
    expect(await taken(turkey.big.id)).toBe(3);
    expect((await campaignRows.ofOrder(t.database.db, order.id))?.lines).toEqual({ [turkey.big.id]: 1 });
    // Free them for the race below.
    for (const o of [order, other])
      await body(
        await call('POST', `/api/orders/staff/${o.id}/status`, { status: 'cancelled' }, { jar: admin }),
        200,
      );
    expect(await taken(turkey.big.id)).toBe(0);
  });

  it('two desks racing for the last place on two orders: one edit wins, the other gets 409', async () => {
    const a = await preorder(1);
    const b = await preorder(1);
    expect(await taken(turkey.big.id)).toBe(2);
    const results = await Promise.all(
      [a, b].map((o) => edit(o, [{ type: 'quantity', itemId: turkeyLine(o).id, quantity: 2 }])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await taken(turkey.big.id)).toBe(3);
    const lines = await Promise.all([a, b].map((o) => campaignRows.ofOrder(t.database.db, o.id)));
    expect(lines.map((l) => l?.lines[turkey.big.id]).sort()).toEqual([1, 2]);
  });

  it('an ordinary order that gains a campaign size on a campaign day becomes its pre-order', async () => {
    const customer = await signIn(t);
    await fillCart(t.database.db, customer.userId, [
      { productId: chimichurri.id, quantity: 1, priceCents: chimichurri.priceCents },
    ]);
    const order = (await body<{ order: OrderDetail }>(await placeOrder(call, customer.jar, pickup), 201))
      .order;
    const before = await taken(turkey.small.id);
    await body(
      await edit(order, [
        { type: 'add', productId: turkey.product.id, variationId: turkey.small.id, quantity: 1 },
      ]),
      200,
    );
    expect(await taken(turkey.small.id)).toBe((before ?? 0) + 1);
    expect((await campaignRows.ofOrder(t.database.db, order.id))?.lines).toEqual({ [turkey.small.id]: 1 });
  });
});
