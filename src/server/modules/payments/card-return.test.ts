import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { body, deliveryInput, fillCart, placeOrder, signIn } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { cartItems, cartSessions } from '../cart/schema';

/**
 * Decision 081: the checkout asks whether the card is offered, a declined card returns to a full
 * cart, and the return from the hosted page (sync) brings the order to what Stripe says.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
});
afterAll(() => c.close());

/** The customer's cart lines, read in the database (the cart API runs on the real clock, the tests on CLOCK). */
const linesOf = async (t: TestApp, userId: string) =>
  (
    await t.database.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .innerJoin(cartSessions, eq(cartItems.session_id, cartSessions.session_id))
      .where(eq(cartSessions.user_id, userId))
  ).length;
const cartLines = () => linesOf(c.t, customer.userId);
const sync = async (id: string) =>
  (
    await body<{ order: OrderDetail }>(
      await c.call('POST', `/api/orders/${id}/payment/sync`, undefined, { jar: customer.jar }),
      200,
    )
  ).order;

describe('card availability (GET /api/payments/availability)', () => {
  it('says card when Stripe is configured', async () => {
    const res = await c.call('GET', '/api/payments/availability');
    expect(await body(res, 200)).toEqual({ card: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says no card without keys (a fresh shop)', async () => {
    const plain: TestApp = await createTestApp();
    try {
      const res = await plain.app.request('/api/payments/availability');
      expect(await body(res, 200)).toEqual({ card: false });
    } finally {
      await plain.close();
    }
  });
});

describe('the cart of a card order', () => {
  it('stays intact after a decline and is emptied once the hold is placed', async () => {
    const { order, payment } = await c.cardOrder(customer);
    expect(await cartLines()).toBe(2);

    const declined = await c.payOnPage(payment.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    await c.fake.webhooks.settled();
    const back = await sync(order.id);
    expect(back.payment).toMatchObject({ state: 'failed', failureKey: 'card_declined/generic_decline' });
    expect(back.status).toBe('pending_payment');
    expect(await cartLines()).toBe(2);

    // Another card on the same page: the hold is placed, the order confirmed, the cart used up.
    const paid = await c.payOnPage(payment.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    await c.fake.webhooks.settled();
    expect(await cartLines()).toBe(0);

    // The desk's filter by card payment state (decision 081).
    const admin = (await signIn(c.t, 'admin')).jar;
    const list = async (state: string) =>
      (
        await body<{ orders: { id: string }[] }>(
          await c.call('GET', `/api/orders/staff?cardState=${state}&pageSize=100`, undefined, { jar: admin }),
          200,
        )
      ).orders.map((o) => o.id);
    expect(await list('authorized')).toContain(order.id);
    expect(await list('failed')).not.toContain(order.id);
    expect((await c.call('GET', '/api/orders/staff?cardState=held', undefined, { jar: admin })).status).toBe(
      422,
    );
  });

  it('placing again with the same key after a decline answers the same order and page', async () => {
    await c.t.database.db.delete(cartSessions).where(eq(cartSessions.user_id, customer.userId));
    await fillCart(c.t.database.db, customer.userId, [
      { productId: c.p.picanha.id, variationId: c.p.picanha1kg.id, quantity: 1, priceCents: 11990 },
    ]);
    const key = randomUUID();
    const input = deliveryInput({ paymentMethod: 'card' });
    type Placed = { order: OrderDetail; payment: { url: string } };
    const first = await body<Placed>(await placeOrder(c.call, customer.jar, input, key), 201);
    await c.payOnPage(first.payment.url, '4000 0000 0000 9995');
    await c.fake.webhooks.settled();
    expect((await sync(first.order.id)).payment?.failureKey).toContain('insufficient_funds');
    expect(await cartLines()).toBe(1);
    const again = await body<Placed>(await placeOrder(c.call, customer.jar, input, key), 200);
    expect(again.order.id).toBe(first.order.id);
    expect(again.payment.url).toBe(first.payment.url);
  });
});

describe('the return from the hosted page (POST /api/orders/:id/payment/sync)', () => {
  it('brings the order to the hold even when no webhook came', async () => {
    const held = await cardTestApp({ delivery: 'hold' });
    try {
      const buyer = await signIn(held.t);
      const { order, payment } = await held.cardOrder(buyer);
      const page = await held.payOnPage(payment.url, '4242 4242 4242 4242');
      expect(page.headers.get('location')).toBe(
        `http://shop.test/order-success?pedido=${order.id}&pagamento=ok`,
      );
      const res = await held.call('POST', `/api/orders/${order.id}/payment/sync`, undefined, {
        jar: buyer.jar,
      });
      const synced = (await body<{ order: OrderDetail }>(res, 200)).order;
      expect(synced.status).toBe('confirmed');
      expect(synced.payment).toMatchObject({ state: 'authorized', cardLast4: '4242' });
      expect(synced.payment?.holdCents).toBeGreaterThan(synced.totalCents);
      expect(await linesOf(held.t, buyer.userId)).toBe(0);
      // "Meus Pedidos" lists the card order with its hold.
      const mine = await held.call('GET', '/api/orders', undefined, { jar: buyer.jar });
      const listed = (await body<{ orders: OrderDetail[] }>(mine, 200)).orders.find((o) => o.id === order.id);
      expect(listed?.payment).toMatchObject({ state: 'authorized', holdCents: synced.payment?.holdCents });
    } finally {
      await held.close();
    }
  });

  it("is 404 for another customer's order", async () => {
    const { order } = await c.cardOrder(customer);
    const other = await signIn(c.t);
    const res = await c.call('POST', `/api/orders/${order.id}/payment/sync`, undefined, { jar: other.jar });
    expect(res.status).toBe(404);
  });
});
