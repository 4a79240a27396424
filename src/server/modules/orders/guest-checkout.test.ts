import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_SESSION_HEADER } from '@/shared/cart/rules';
import type { OrderDetail, OrderSummary } from '@/shared/orders/types';
import { CookieJar, fromAddress, nextClient } from '@/testing/accounts';
import { type CartCall, cartCaller, cartOf } from '@/testing/cart';
import { outbox } from '@/testing/messaging/outbox';
import {
  body,
  deliveryInput,
  insertCoupon,
  type OrderDesk,
  orderDeskTestApp,
  setStock,
  signIn,
} from '@/testing/orders';

/**
 * Issue 38, guest checkout (decision 096): a visitor orders with her e-mail and phone, her
 * confirmation carries a signed link to the order, and "Criar conta com um clique" makes the
 * account the order joins. The same cart, coupon and rate rules as a signed-in checkout.
 */
let desk: OrderDesk;
let cart: CartCall;
beforeAll(async () => {
  desk = await orderDeskTestApp();
  cart = cartCaller(desk.t);
});
afterAll(() => desk.t.close());

const db = () => desk.t.database.db;
type Placed = { order: OrderDetail; created: boolean; token: string };
type View = { order: OrderDetail; email: string; hasAccount: boolean };

/** A visitor's cart with one picanha 1 kg (stock tracked), as the browser fills it. */
async function visitorCart(): Promise<string> {
  const filled = await cartOf(
    cart('POST', '/items', { productId: desk.p.picanha.id, variationId: desk.p.picanha1kg.id, quantity: 1 }),
  );
  return filled.sessionId!;
}

let guestCount = 0;
const guest = (overrides: Record<string, unknown> = {}) => ({
  ...deliveryInput(),
  email: `guest.${guestCount++}.${randomUUID().slice(0, 6)}@example.com`,
  fullName: 'Ana Guest',
  ...overrides,
});

const placeAsGuest = (
  cartId: string | null,
  input: unknown,
  options: { key?: string; client?: string } = {},
) =>
  desk.call('POST', '/api/orders/guest', input, {
    headers: {
      'Idempotency-Key': options.key ?? randomUUID(),
      'Accept-Language': 'en',
      ...(cartId ? { [CART_SESSION_HEADER]: cartId } : {}),
    },
    client: fromAddress(options.client ?? '203.0.113.80'),
  });

const view = (token: string) => desk.call('GET', `/api/orders/guest/${token}`);

async function guestOrder(overrides: Record<string, unknown> = {}) {
  const input = guest(overrides);
  const placed = await body<Placed>(await placeAsGuest(await visitorCart(), input), 201);
  return { ...placed, input };
}

describe('a guest order', () => {
  it('takes stock, keeps her e-mail, phone and language, and e-mails her an English confirmation with the link', async () => {
    await setStock(db(), desk.p.picanha1kg.id, 20);
    const cartId = await visitorCart();
    const input = guest();
    const key = randomUUID();
    const placed = await body<Placed>(await placeAsGuest(cartId, input, { key }), 201);
    expect(placed.order.status).toBe('pending_payment');
    expect(placed.order.items.map((i) => i.productName)).toEqual([desk.p.picanha.name]);

    const [mail] = await outbox(db()).rows({ relatedId: placed.order.id, purpose: 'order_update' });
    expect(mail?.recipient).toBe(input.email);
    expect(mail?.subject).toMatch(/order/i);
    expect(mail?.body).toContain(`http://shop.test/pedido?token=${placed.token}`);
    expect(mail?.body).toContain('create your account in one click');

    // The same submit again (a lost answer): the same order, no second one.
    const again = await body<Placed>(await placeAsGuest(cartId, input, { key }), 200);
    expect(again.order.id).toBe(placed.order.id);
    // The desks hear it once: its "new order" was stored with it, and nothing after commit adds a second.
    const rung = (await db().execute(
      sql`select count(*)::int as n from live_events where order_id = ${placed.order.id} and kind = 'order_placed'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rung.rows[0]?.n).toBe(1);
    // Her cart was the order's: a visitor cart id no longer finds it.
    expect((await cartOf(cart('GET', '', undefined, { cart: cartId }))).items).toEqual([]);

    const seen = await body<View>(await view(placed.token), 200);
    expect(seen.order.id).toBe(placed.order.id);
    expect(seen).toMatchObject({ email: input.email, hasAccount: false });
  });

  it('refuses what a checkout refuses: no phone, no cart, a card, bad fields (in English)', async () => {
    const noPhone = await placeAsGuest(await visitorCart(), guest({ phone: '' }));
    expect(noPhone.status).toBe(422);
    const refusal = (await noPhone.json()) as { error: { fields: Record<string, { key: string }[]> } };
    expect(refusal.error.fields.phone?.[0]?.key).toBe('order.guestPhoneRequired');

    expect((await placeAsGuest(null, guest())).status).toBe(422);
    const card = await placeAsGuest(await visitorCart(), guest({ paymentMethod: 'card' }));
    expect(card.status).toBe(422);
    expect(await card.json()).toMatchObject({ error: { key: 'order.guestCardLater' } });
    expect((await placeAsGuest(await visitorCart(), guest({ email: 'not-an-email' }))).status).toBe(422);
  });

  it('a forged link, and one order’s signature on another, open nothing', async () => {
    const a = await guestOrder();
    const b = await guestOrder();
    const [, signatureA] = a.token.split('.');
    const [idB] = b.token.split('.');
    expect((await view(`${idB}.${signatureA}`)).status).toBe(404);
    expect((await view(`${a.order.id}.${'x'.repeat(43)}`)).status).toBe(404);
    expect((await view('not-a-token')).status).toBe(404);
    // Nor cancel it.
    expect((await desk.call('POST', `/api/orders/guest/${idB}.${signatureA}/cancel`)).status).toBe(404);
    expect((await body<View>(await view(b.token), 200)).order.status).toBe('pending_payment');
  });

  it('she cancels it with her link while it awaits confirmation', async () => {
    const placed = await guestOrder();
    const res = await desk.call('POST', `/api/orders/guest/${placed.token}/cancel`);
    expect((await body<{ order: OrderDetail }>(res, 200)).order.status).toBe('cancelled');
  });
});

describe('creating her account in one click', () => {
  it('makes the account with the order’s e-mail; the order joins it and the link stops working', async () => {
    const placed = await guestOrder();
    const claimed = await desk.call('POST', `/api/orders/guest/${placed.token}/claim`, {
      password: 'picanha2024',
    });
    expect(await body<{ email: string }>(claimed, 201)).toEqual({ email: placed.input.email });

    const jar = new CookieJar();
    const login = await desk.call(
      'POST',
      '/api/accounts/login',
      { email: placed.input.email, password: 'picanha2024' },
      { jar, client: nextClient() },
    );
    expect(login.status).toBe(200);
    const mine = await body<{ orders: OrderSummary[] }>(
      await desk.call('GET', '/api/orders', undefined, { jar }),
      200,
    );
    expect(mine.orders.map((o) => o.id)).toEqual([placed.order.id]);
    expect((await view(placed.token)).status).toBe(404);
    // A second claim with the same link finds nothing.
    expect(
      (await desk.call('POST', `/api/orders/guest/${placed.token}/claim`, { password: 'picanha2024' }))
        .status,
    ).toBe(404);
  });

  it('a weak password is refused and nothing is created', async () => {
    const placed = await guestOrder();
    const res = await desk.call('POST', `/api/orders/guest/${placed.token}/claim`, { password: 'short' });
    expect(res.status).toBe(422);
    expect((await body<View>(await view(placed.token), 200)).hasAccount).toBe(false);
  });

  it('an e-mail with an account: 409, never a takeover; signed in to it, the order joins it', async () => {
    const owner = await signIn(desk.t);
    const placed = await guestOrder({ email: owner.email });
    expect((await body<View>(await view(placed.token), 200)).hasAccount).toBe(true);
    const res = await desk.call('POST', `/api/orders/guest/${placed.token}/claim`, {
      password: 'other2024x',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { key: 'order.guestHasAccount' } });

    // Another account may not take it, a visitor may not join it.
    const stranger = await signIn(desk.t);
    const refused = await desk.call('POST', `/api/orders/guest/${placed.token}/join`, undefined, {
      jar: stranger.jar,
    });
    expect(refused.status).toBe(403);
    expect((await desk.call('POST', `/api/orders/guest/${placed.token}/join`)).status).toBe(401);

    const joined = await desk.call('POST', `/api/orders/guest/${placed.token}/join`, undefined, {
      jar: owner.jar,
    });
    expect(joined.status).toBe(200);
    const mine = await body<{ orders: OrderSummary[] }>(
      await desk.call('GET', '/api/orders', undefined, { jar: owner.jar }),
      200,
    );
    expect(mine.orders.map((o) => o.id)).toContain(placed.order.id);
    expect((await view(placed.token)).status).toBe(404);
  });
});

describe('the welcome coupon, once per customer for guests too', () => {
  it('a second guest order with the same e-mail, or the same phone, is refused BEMVINDO10', async () => {
    // A welcome coupon as BEMVINDO10 is seeded (10 %, once per customer), valid on the tests' clock.
    await insertCoupon(db(), { code: 'BEMVINDO-T', type: 'percentage', value: '10', per_customer_limit: 1 });
    const first = await guestOrder({ couponCode: 'BEMVINDO-T', phone: '(404) 555-0177' });
    expect(first.order.couponCode).toBe('BEMVINDO-T');

    const sameEmail = await placeAsGuest(
      await visitorCart(),
      guest({ email: first.input.email, phone: '(404) 555-0178', couponCode: 'BEMVINDO-T' }),
    );
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({ error: { fields: { couponCode: [expect.anything()] } } });

    const samePhone = await placeAsGuest(
      await visitorCart(),
      guest({ phone: '(404) 555-0177', couponCode: 'BEMVINDO-T' }),
    );
    expect(samePhone.status).toBe(409);
    // Without the coupon she still buys.
    const without = await placeAsGuest(await visitorCart(), guest({ email: first.input.email }));
    expect(without.status).toBe(201);
  });
});

describe('the same rate limit as any checkout (SPEC §9, upload class)', () => {
  it('the 31st guest checkout in a minute from one address is 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await placeAsGuest(null, guest(), { client: '203.0.113.99' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
