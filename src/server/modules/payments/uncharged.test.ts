import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/shared/orders/types';
import type { CookieJar } from '@/testing/accounts';
import { catalogueRows, orderRows } from '@/testing/order-rows';
import { body, emptyCart, fillCart, signIn, TUESDAY } from '@/testing/orders';
import { cardTestApp } from '@/testing/payments';
import { paymentEvents, payments } from './schema';

/**
 * Decision 112 through the real app, the official SDK and the fake Stripe: after weighing, an order
 * without a deposit that leaves nothing the card can be charged — a final total of 0, or one below
 * Stripe's minimum charge (US$ 0,50) — has its hold cancelled whole instead of a 409: one cancel at
 * Stripe whoever asks and however often, the movements recorded once, the order settled with
 * nothing charged, and the customer told so.
 */
let c: Awaited<ReturnType<typeof cardTestApp>>;
let customer: { jar: CookieJar; userId: string };
let admin: CookieJar;

beforeAll(async () => {
  c = await cardTestApp();
  customer = await signIn(c.t);
  admin = (await signIn(c.t, 'admin')).jar;
  // The shop in Georgia charges in dollars: US$ 0,50 is Stripe's minimum.
  await body(
    await c.call('PUT', '/api/settings/staff/general/currency', { value: 'USD' }, { jar: admin }),
    200,
  );
});
afterAll(() => c.close());

const db = () => c.t.database.db;
const staff = (path: string, b?: unknown) => c.call('POST', `/api/orders/staff${path}`, b, { jar: admin });
const mine = async (id: string, language = 'pt-BR') =>
  (
    await body<{ order: OrderDetail }>(
      await c.call('GET', `/api/orders/${id}`, undefined, {
        jar: customer.jar,
        headers: { 'Accept-Language': language },
      }),
      200,
    )
  ).order;
const row = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.order_id, orderId)))[0]!;
/** The POSTs to Stripe for this order, by path and idempotency key. */
const calls = (orderId: string) =>
  c.fake.requests
    .filter((r) => r.method === 'POST' && r.idempotencyKey?.startsWith(`order:${orderId}:`))
    .map((r) => `${r.path.replace(/pi_\w+/, 'pi')} ${r.idempotencyKey?.replace(orderId, 'id')}`);

/** A card order held with 4242, weighed, then left by the desk with `totalCents` to pay. */
async function weighedTo(totalCents: number) {
  const { order } = await c.cardOrder(customer);
  expect((await c.payOnPage((await row(order.id)).session_url!, '4242 4242 4242 4242')).status).toBe(303);
  await c.fake.webhooks.settled();
  await body(await staff(`/${order.id}/status`, { status: 'preparing' }), 200);
  await body(
    await staff(`/${order.id}/weights`, { lines: [{ itemId: order.items[0]!.id, weight: '1,02' }] }),
    200,
  );
  // Stands for the desk's edit that took every line off or left a few cents (edits: order-edit tests).
  await orderRows.setTotal(db(), order.id, totalCents);
  return order;
}

describe('nothing to charge after weighing: the hold is released, not refused', () => {
  it('a final total of 0: one cancel at Stripe for two staff at once and a third try, the order settled, nothing charged', async () => {
    const order = await weighedTo(0);
    const held = (await row(order.id)).authorized_cents;
    const [a, b] = await Promise.all([
      staff(`/${order.id}/payment/capture`),
      staff(`/${order.id}/payment/capture`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await staff(`/${order.id}/payment/capture`);
    expect(await body(again, 409)).toMatchObject({ error: { key: 'payment.busy' } });
    await c.fake.webhooks.settled();

    expect(calls(order.id)).toEqual([
      `/v1/checkout/sessions order:id:checkout`,
      `/v1/payment_intents/pi/cancel order:id:cancel`,
    ]);
    const pi = c.fake.state.intents.get((await row(order.id)).intent_id!)!;
    expect(pi).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(await row(order.id)).toMatchObject({ state: 'canceled', captured_cents: 0, pending_action: null });
    const movements = await db()
      .select({ movement: paymentEvents.movement, cents: paymentEvents.amount_cents })
      .from(paymentEvents)
      .where(eq(paymentEvents.payment_id, (await row(order.id)).id));
    expect(movements.map((m) => `${m.movement} ${m.cents}`).sort()).toEqual(
      [`hold ${held}`, `release ${held}`, 'uncharged 0'].sort(),
    );

    const seen = await mine(order.id);
    expect(seen.status).not.toBe('cancelled');
    expect(seen.paymentStatus).toBe('confirmed');
    expect(seen.payment).toMatchObject({ state: 'canceled', capturedCents: 0, releasedCents: held });
    const notes = seen.events.filter((e) => e.kind === 'payment').map((e) => e.note);
    expect(notes).toEqual([
      expect.stringContaining('Cartão autorizado'),
      expect.stringMatching(/^Nada cobrado · reserva de US\$/),
    ]);
  });

  it('US$ 0,30 after weighing: below the minimum, never captured (no capture call at all), the hold released, the 30 cents not charged', async () => {
    const order = await weighedTo(30);
    const held = (await row(order.id)).authorized_cents;
    await body(await staff(`/${order.id}/payment/capture`), 200);
    await c.fake.webhooks.settled();
    expect(calls(order.id)).toEqual([
      `/v1/checkout/sessions order:id:checkout`,
      `/v1/payment_intents/pi/cancel order:id:cancel`,
    ]);
    const seen = await mine(order.id);
    expect(seen.paymentStatus).toBe('confirmed');
    expect(seen.payment?.events.map((e) => [e.movement, e.amountCents])).toEqual(
      expect.arrayContaining([
        ['release', held],
        ['uncharged', 30],
      ]),
    );
    const note = seen.events.filter((e) => e.kind === 'payment').at(-1)?.note;
    expect(note).toMatch(/total final, US\$\s0,30, fica abaixo do mínimo/);
  });
});

describe("checkout: a hold below Stripe's minimum is refused in words, before anything is held", () => {
  it.each([['pt-BR'], ['en']])(
    '%s: a US$ 0,30 pickup order by card → 422 on the payment field, no order, no Stripe call',
    async (language) => {
      await catalogueRows.setPrice(db(), c.p.chimichurri.id, 30);
      c.t.services.catalogue.invalidate();
      await emptyCart(db(), customer.userId);
      await fillCart(db(), customer.userId, [{ productId: c.p.chimichurri.id, quantity: 1, priceCents: 30 }]);
      const before = c.fake.requests.length;
      const refused = await body<{
        error: { key: string; message: string; fields: Record<string, unknown> };
      }>(
        await c.call(
          'POST',
          '/api/orders',
          { fulfilment: 'pickup', date: TUESDAY, windowId: 'pickup-morning', paymentMethod: 'card' },
          { jar: customer.jar, headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': language } },
        ),
        422,
      );
      expect(refused.error.key).toBe('payment.belowCardMinimum');
      // The server's words are Portuguese; the interface re-renders the key in its language (web test).
      expect(refused.error.message.replace(/\s/g, ' ')).toBe(
        'O cartão aceita pagamentos a partir de US$ 0,50. Escolha outra forma de pagamento.',
      );
      expect(Object.keys(refused.error.fields)).toEqual(['paymentMethod']);
      expect(c.fake.requests.length).toBe(before);
    },
  );
});
