import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@/shared/coupons/rules';
import { ORDER_MESSAGES, placeOrderSchema } from '@/shared/orders/schemas';
import type { CheckoutQuote, OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import type { DemoProducts } from '@/testing/cart';
import {
  body,
  cartLineCount,
  deliveryInput,
  fillCart,
  insertCoupon,
  insertCustomer,
  ordersTestApp,
  placeOrder,
  setStock,
  signIn,
  standardCart as standardCartOf,
  stockOf,
  standardSubtotal as subtotalOf,
  TUESDAY,
} from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { coupons } from '../coupons/schema';
import { messages } from '../messaging/schema';
import { orders } from './schema';

let t: TestApp;
let call: Call;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call, p } = await ordersTestApp());
});
afterAll(() => t.close());

const db = () => t.database.db;
const place = (jar: CookieJar, body: unknown, key?: string) => placeOrder(call, jar, body, key);

const standardCart = (userId: string) => standardCartOf(db(), p, userId);
const standardSubtotal = () => subtotalOf(p);

describe('POST /api/orders (place order)', () => {
  it('places a delivery order in one go: repriced totals, snapshots, stock, coupon, cart cleared, message queued', async () => {
    const { jar, userId } = await signIn(t);
    const [picanhaLine] = await standardCart(userId);
    await setStock(db(), p.picanha12.id, 4);
    const coupon = await insertCoupon(db(), {
      code: 'TESTE10',
      type: 'percentage',
      value: '10',
      usage_limit: 5,
    });
    const res = await place(
      jar,
      deliveryInput({ couponCode: ' teste10 ', itemNotes: { [picanhaLine!]: 'Bifes de 3 cm' } }),
    );
    const { order, created } = await body<{ order: OrderDetail; created: boolean }>(res, 201);
    const subtotal = standardSubtotal();
    const discount = Math.floor(subtotal / 10);
    expect(created).toBe(true);
    expect(order).toMatchObject({
      number: expect.stringMatching(/^BP-\d{4,}$/),
      status: 'pending_payment',
      paymentStatus: 'pending',
      fulfilment: 'delivery',
      deliveryDate: TUESDAY,
      windowStart: '09:00',
      windowEnd: '12:00',
      subtotalCents: subtotal,
      discountCents: discount,
      deliveryFeeCents: 799,
      totalCents: subtotal - discount + 799,
      couponCode: 'TESTE10',
      address: { street: '100 Church St', unit: 'Apt 2', city: 'Marietta', state: 'GA', zip: '30060' },
      notes: 'Portão azul',
    });
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      productName: p.picanha.name,
      variationName: '1,2 kg',
      quantity: 2,
      notes: 'Bifes de 3 cm',
      extras: [{ name: 'Tempero da casa', quantity: 1 }],
    });
    expect(order.events).toMatchObject([{ fromStatus: null, toStatus: 'pending_payment' }]);
    expect(await stockOf(db(), p.picanha12.id)).toBe(2);
    const [used] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used?.used_count).toBe(1);
    expect(await cartLineCount(db(), userId)).toBe(0);
    const queued = await db().select().from(messages).where(eq(messages.related_id, order.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'email', purpose: 'order_update' });
    expect(queued[0]?.body).toContain(order.number);

    // The customer finds it in their orders, newest first, and opens it.
    const mine = await body<{ orders: { id: string }[] }>(
      await call('GET', '/api/orders', undefined, { jar }),
      200,
    );
    expect(mine.orders.map((o) => o.id)).toEqual([order.id]);
    const detail = await body<{ order: OrderDetail }>(
      await call('GET', `/api/orders/${order.id}`, undefined, { jar }),
      200,
    );
    expect(detail.order.items[0]?.notes).toBe('Bifes de 3 cm');
  });

  it('a pickup order has no fee and no address', async () => {
    const { jar, userId } = await signIn(t);
    await fillCart(db(), userId, [
      { productId: p.chimichurri.id, quantity: 1, priceCents: p.chimichurri.priceCents },
    ]);
    const res = await place(jar, {
      fulfilment: 'pickup',
      date: '2026-11-25',
      windowId: 'pickup-morning',
      paymentMethod: 'bank_transfer',
    });
    const { order } = await body<{ order: OrderDetail }>(res, 201);
    expect(order).toMatchObject({ deliveryFeeCents: 0, address: null, paymentMethod: 'bank_transfer' });
    expect(order.pickupAddress).toContain('Marietta');
  });

  it('the same Idempotency-Key returns the first order, for a retry and for a concurrent double submit', async () => {
    const { jar, userId } = await signIn(t);
    await fillCart(db(), userId, [
      { productId: p.chimichurri.id, quantity: 10, priceCents: p.chimichurri.priceCents },
    ]);
    const key = randomUUID();
    const [a, b] = await Promise.all([place(jar, deliveryInput(), key), place(jar, deliveryInput(), key)]);
    const first = await a.json();
    const second = await b.json();
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(first.order.id).toBe(second.order.id);
    const retry = await body<{ order: OrderDetail; created: boolean }>(
      await place(jar, deliveryInput(), key),
      200,
    );
    expect(retry).toMatchObject({ created: false, order: { id: first.order.id } });
    const rows = await db().select().from(orders).where(eq(orders.customer_user_id, userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input (422), a missing key (400), an empty cart (422) and a visitor (401)', async () => {
    const { jar } = await signIn(t);
    const bad = await body<{ error: { fields: Record<string, { key: string; message: string }[]> } }>(
      await place(jar, { ...deliveryInput(), address: { street: '', city: '', state: '', zip: '123' } }),
      422,
    );
    expect(bad.error.fields['address.zip']).toEqual([
      { key: 'order.zipInvalid', message: ORDER_MESSAGES.zipInvalid },
    ]);
    const noState = await body<{ error: { fields: Record<string, { key: string; message: string }[]> } }>(
      await place(jar, { ...deliveryInput(), address: { ...deliveryInput().address, state: 'XX' } }),
      422,
    );
    expect(noState.error.fields).toEqual({
      'address.state': [{ key: 'order.stateInvalid', message: ORDER_MESSAGES.stateInvalid }],
    });
    const noKey = await call('POST', '/api/orders', deliveryInput(), { jar });
    expect((await body<{ error: { message: string } }>(noKey, 400)).error.message).toBe(
      ORDER_MESSAGES.idempotencyKey,
    );
    const empty = await body<{ error: { message: string } }>(await place(jar, deliveryInput()), 422);
    expect(empty.error.message).toBe(ORDER_MESSAGES.emptyCart);
    expect(
      (await call('POST', '/api/orders', deliveryInput(), { headers: { 'Idempotency-Key': randomUUID() } }))
        .status,
    ).toBe(401);
    expect((await call('GET', '/api/orders')).status).toBe(401);
  });

  it("another customer's order is 404, as is an unknown id", async () => {
    const owner = await signIn(t);
    await fillCart(db(), owner.userId, [
      { productId: p.chimichurri.id, quantity: 10, priceCents: p.chimichurri.priceCents },
    ]);
    const { order } = await body<{ order: OrderDetail }>(
      await place(owner.jar, deliveryInput({ windowId: 'afternoon' })),
      201,
    );
    const stranger = await signIn(t);
    expect((await call('GET', `/api/orders/${order.id}`, undefined, { jar: stranger.jar })).status).toBe(404);
    expect((await call('GET', '/api/orders/not-a-uuid', undefined, { jar: stranger.jar })).status).toBe(404);
    const list = await body<{ orders: unknown[] }>(
      await call('GET', '/api/orders', undefined, { jar: stranger.jar }),
      200,
    );
    expect(list.orders).toEqual([]);
  });
});

describe('what a checkout refuses before anything is written', () => {
  it('a preparation note on a line that takes none (a 2 L Guaraná) is refused next to it; the cart stays', async () => {
    const { jar, userId } = await signIn(t);
    const guarana = await t.services.catalogue.product('guarana');
    const bottle = guarana.variations.find((v) => v.name === 'Garrafa 2 L')!;
    const [picanhaLine, guaranaLine] = await fillCart(db(), userId, [
      { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1, priceCents: 11990 },
      { productId: guarana.id, variationId: bottle.id, quantity: 1, priceCents: bottle.priceCents },
    ]);
    const refused = await body<{
      error: { key: string; fields: Record<string, { key: string; message: string }[]> };
    }>(
      await place(
        jar,
        deliveryInput({ itemNotes: { [picanhaLine!]: 'Bifes de 3 cm', [guaranaLine!]: 'Bem gelado' } }),
      ),
      422,
    );
    expect(refused.error.key).toBe('order.lineNoteNotTaken');
    expect(refused.error.fields).toEqual({
      [`itemNotes.${guaranaLine}`]: [
        {
          key: 'order.lineNoteNotTaken',
          params: { line: 'Guaraná — Garrafa 2 L' },
          message: '"Guaraná — Garrafa 2 L" não leva observação de preparo. Apague a observação deste item.',
        },
      ],
    });
    expect(await cartLineCount(db(), userId)).toBe(2);
    expect(await db().select().from(orders).where(eq(orders.customer_user_id, userId))).toEqual([]);
    // The meat's note alone goes through.
    await body(await place(jar, deliveryInput({ itemNotes: { [picanhaLine!]: 'Bifes de 3 cm' } })), 201);
  });

  it('the seed’s welcome coupon BEMVINDO10 is taken once per customer: her second order is refused', async () => {
    // The seed dates it from the real day it ran; here it is valid around the tests' clock.
    await db()
      .update(coupons)
      .set({ valid_from: new Date('2026-01-01T00:00:00Z') })
      .where(eq(coupons.code, 'BEMVINDO10'));
    const { jar, userId } = await signIn(t);
    // Four chimichurris: above the zone's minimum (R$ 50,00).
    const chimichurri = () =>
      fillCart(db(), userId, [
        { productId: p.chimichurri.id, quantity: 4, priceCents: p.chimichurri.priceCents },
      ]);
    await chimichurri();
    const first = await body<{ order: OrderDetail }>(
      await place(jar, deliveryInput({ couponCode: 'bemvindo10' })),
      201,
    );
    expect(first.order).toMatchObject({ couponCode: 'BEMVINDO10', discountCents: 596 });

    await chimichurri();
    const second = await body<{
      error: { key: string; fields: Record<string, { key: string; message: string }[]> };
    }>(await place(jar, deliveryInput({ couponCode: 'BEMVINDO10' })), 409);
    expect(second.error.fields.couponCode).toEqual([
      expect.objectContaining({ key: 'coupon.customer_used_up', message: COUPON_MESSAGES.customer_used_up }),
    ]);
    // The checkout's coupon field says it before she clicks.
    expect(
      await body(await call('POST', '/api/coupons/check', { code: 'BEMVINDO10' }, { jar }), 200),
    ).toMatchObject({
      ok: false,
      key: 'coupon.customer_used_up',
      message: COUPON_MESSAGES.customer_used_up,
    });
    // Without it she still buys.
    await body(await place(jar, deliveryInput()), 201);
  });
});

describe('order messages', () => {
  it('go by WhatsApp to a Brazilian number and by e-mail otherwise', async () => {
    const input = placeOrderSchema.parse({
      fulfilment: 'pickup',
      date: '2026-11-26',
      windowId: 'pickup-evening',
      paymentMethod: 'pay_on_delivery',
    });
    const sent = [];
    for (const phone of ['+5511987654321', '+14045550123']) {
      const customer = await insertCustomer(db(), phone);
      await fillCart(db(), customer.userId, [
        { productId: p.chimichurri.id, quantity: 10, priceCents: p.chimichurri.priceCents },
      ]);
      const { order } = await t.services.orders.place(customer, randomUUID(), input);
      const [message] = await db().select().from(messages).where(eq(messages.related_id, order.id));
      sent.push([message?.channel, message?.recipient]);
    }
    expect(sent).toEqual([
      ['whatsapp', '+5511987654321'],
      ['email', expect.stringContaining('@example.com')],
    ]);
  });
});

describe('GET /api/orders/quote and POST /api/coupons/check', () => {
  it('prices the cart, finds the zone and lists only open windows', async () => {
    const { jar, userId } = await signIn(t);
    await standardCart(userId);
    const q = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?fulfilment=delivery&zip=30062', undefined, { jar }),
      200,
    );
    expect(q).toMatchObject({
      subtotalCents: standardSubtotal(),
      zone: { id: 'marietta', feeCents: 799 },
      deliveryFeeCents: 799,
    });
    expect(q.windows.length).toBeGreaterThan(0);
    expect(q.windows.every((w) => w.date > '2026-11-23' && w.remaining > 0)).toBe(true);
    expect(q.windows.some((w) => w.date === '2026-11-25')).toBe(false);
    const far = await body<CheckoutQuote>(
      await call('GET', '/api/orders/quote?zip=90210', undefined, { jar }),
      200,
    );
    expect(far).toMatchObject({ zone: null, zipRefused: 'order.noDelivery' });
    expect((await call('GET', '/api/orders/quote')).status).toBe(401);
  });

  it('checks a coupon against the server-side cart without consuming it', async () => {
    const { jar, userId } = await signIn(t);
    await fillCart(db(), userId, [
      { productId: p.chimichurri.id, quantity: 1, priceCents: p.chimichurri.priceCents },
    ]);
    await insertCoupon(db(), { code: 'MINIMO500', value: '20.00', minimum_order: '500.00' });
    const check = (code: string) => call('POST', '/api/coupons/check', { code }, { jar });
    expect(await body(await check('minimo500'), 200)).toEqual({
      ok: false,
      code: 'MINIMO500',
      key: 'coupon.below_minimum',
      params: { minimum: 'R$\u00a0500,00' },
      message: 'O pedido mínimo para este cupom é R$\u00a0500,00.',
    });
    expect(await body(await check('VERAO2025'), 200)).toMatchObject({
      ok: false,
      key: 'coupon.expired',
      message: COUPON_MESSAGES.expired,
    });
    expect(await body(await check('nada'), 200)).toMatchObject({
      ok: false,
      message: COUPON_MESSAGES.unknown,
    });
    await insertCoupon(db(), { code: 'DOIS', value: '2.00' });
    expect(await body(await check('dois'), 200)).toMatchObject({ ok: true, discountCents: 200 });
    expect((await call('POST', '/api/coupons/check', { code: '' }, { jar })).status).toBe(422);
    expect((await call('POST', '/api/coupons/check', { code: 'DOIS' })).status).toBe(401);
  });
});
