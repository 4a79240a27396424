import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEditChangeInput, OrderEditPreview } from '@/shared/orders/edit-schema';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';

/**
 * Issue 39 with decision 085: an edit of a card order is judged against the hold placed at
 * checkout. The preview and the saved edit say how far the new total passes the hold (the desk
 * warns that the card must be authorized again); a total within the hold passes nothing, and the
 * edit asks nothing of Stripe.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };
let admin: CookieJar;

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
  admin = (await signIn(c.t, 'admin')).jar;
});
afterAll(() => c.close());

const staffOrder = async (id: string) =>
  (
    await body<{ order: OrderDetail }>(
      await c.call('GET', `/api/orders/staff/${id}`, undefined, { jar: admin }),
      200,
    )
  ).order;

/** A card order held with 4242: picanha 1 kg and chimichurri. */
async function heldOrder() {
  const { order, payment } = await c.cardOrder(customer);
  expect((await c.payOnPage(payment.url, '4242 4242 4242 4242')).status).toBe(303);
  await c.fake.webhooks.settled();
  const held = await staffOrder(order.id);
  expect(held.payment?.state).toBe('authorized');
  return held;
}

const edit = (order: OrderDetail, change: OrderEditChangeInput, preview: boolean) =>
  c.call(
    'POST',
    `/api/orders/staff/${order.id}/edit`,
    { version: order.updatedAt, preview, changes: [change] },
    { jar: admin },
  );
const threePicanhas = (order: OrderDetail): OrderEditChangeInput => ({
  type: 'quantity',
  itemId: order.items[0]!.id,
  quantity: 3,
});

describe('an edit of a card order against its hold', () => {
  it('three picanhas pass the hold: the preview and the saved edit say by how much; Stripe is not asked', async () => {
    const order = await heldOrder();
    const hold = order.payment!.holdCents;
    const stripeCalls = c.fake.requests.length;

    const { preview } = await body<{ preview: OrderEditPreview }>(
      await edit(order, threePicanhas(order), true),
      200,
    );
    expect(preview.totalCents).toBe(order.totalCents + 2 * 11990);
    expect(preview.card).toEqual({
      state: 'authorized',
      holdCents: hold,
      shortCents: preview.totalCents - hold,
    });
    expect(preview.card!.shortCents).toBeGreaterThan(0);

    // The save answers the same beside the order.
    const saved = await body<OrderEditPreview>(await edit(order, threePicanhas(order), false), 200);
    expect(saved.card).toEqual(preview.card);
    const edited = await staffOrder(order.id);
    expect(edited.totalCents).toBe(preview.totalCents);
    // The hold stays as placed; the edit itself asked nothing of Stripe.
    expect(edited.payment?.holdCents).toBe(hold);
    expect(c.fake.requests.length).toBe(stripeCalls);
  });

  it('a total within the hold passes nothing', async () => {
    const order = await heldOrder();
    const lessChimichurri: OrderEditChangeInput = { type: 'remove', itemId: order.items[1]!.id };
    const { preview } = await body<{ preview: OrderEditPreview }>(
      await edit(order, lessChimichurri, true),
      200,
    );
    expect(preview.totalCents).toBeLessThan(order.totalCents);
    expect(preview.card).toEqual({ state: 'authorized', holdCents: order.payment!.holdCents, shortCents: 0 });
  });
});
