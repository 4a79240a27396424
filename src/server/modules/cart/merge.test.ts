import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_SESSION_HEADER } from '@/shared/cart/rules';
import type { Cart } from '@/shared/cart/types';
import { type Call, CookieJar, caller, nextClient, signUp, validRegistration } from '@/testing/accounts';
import { type CartCall, cartOf, cartTestApp, type DemoProducts } from '@/testing/cart';
import type { TestApp } from '@/testing/test-app';
import { upsertUser } from '../accounts/actions/upsert-user';
import { cartSessions } from './schema';

const PASSWORD = 'picanha2024';
let t: TestApp;
let call: Call;
let cart: CartCall;
let p: DemoProducts;
beforeAll(async () => {
  ({ t, call: cart, p } = await cartTestApp());
  call = caller(t);
});
afterAll(() => t.close());

let people = 0;
/** A customer account and a signed-in browser (cookie jar) for it. */
async function customer() {
  const email = `cliente${++people}@example.com`;
  const { userId } = await upsertUser(t.database.db, { email, password: PASSWORD, role: 'customer' });
  return { email, userId };
}

/** Signs in from a browser holding `cartId` (the guest cart), as the web app does. */
async function signIn(email: string, cartId?: string | null, jar = new CookieJar()) {
  const res = await call(
    'POST',
    '/api/accounts/login',
    { email, password: PASSWORD },
    { jar, client: nextClient(), headers: cartId ? { [CART_SESSION_HEADER]: cartId } : {} },
  );
  expect(res.status).toBe(200);
  return jar;
}

type Line = {
  productId: string;
  variationId?: string | null;
  quantity: number;
  extras?: { extraId: string }[];
};
/** Adds lines one by one to a cart (a visitor's when no jar, the account's with one). */
async function fill(lines: Line[], options: { cart?: string | null; jar?: CookieJar } = {}): Promise<Cart> {
  let current: Cart | null = null;
  for (const line of lines) {
    current = await cartOf(
      cart('POST', '/items', line, { cart: current?.sessionId ?? options.cart, jar: options.jar }),
    );
  }
  return current!;
}

const summary = (c: Cart) =>
  c.items.map((l) => [
    l.productSlug,
    l.variationName,
    l.quantity,
    l.extras.map((e) => `${e.name}×${e.quantity}`),
  ]);

describe('signing in joins the guest cart to the account (issue 6 merge)', () => {
  it("empty + full: the guest cart becomes the account's cart", async () => {
    const { email, userId } = await customer();
    const guest = await fill([
      {
        productId: p.picanha.id,
        variationId: p.picanha12.id,
        quantity: 2,
        extras: [{ extraId: p.tempero.id }],
      },
      { productId: p.chimichurri.id, quantity: 1 },
    ]);
    const jar = await signIn(email, guest.sessionId);
    const mine = await cartOf(cart('GET', '', undefined, { jar }));
    expect(mine.sessionId).toBe(guest.sessionId);
    expect(summary(mine)).toEqual(summary(guest));
    expect(mine.totals).toEqual(guest.totals);
    const [row] = await t.database.db
      .select()
      .from(cartSessions)
      .where(eq(cartSessions.session_id, guest.sessionId!));
    expect(row?.user_id).toBe(userId);
  });

  it('full + full: the same product and variation add up, extras follow, other lines move, the guest cart goes', async () => {
    const { email } = await customer();
    const device = await signIn(email);
    await fill(
      [
        {
          productId: p.picanha.id,
          variationId: p.picanha12.id,
          quantity: 1,
          extras: [{ extraId: p.tempero.id }],
        },
        { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 },
      ],
      { jar: device },
    );
    const guest = await fill([
      {
        productId: p.picanha.id,
        variationId: p.picanha12.id,
        quantity: 2,
        extras: [{ extraId: p.tempero.id }, { extraId: p.marinada.id }, { extraId: p.espetos.id }],
      },
      { productId: p.chimichurri.id, quantity: 3 },
    ]);
    const jar = await signIn(email, guest.sessionId);
    const merged = await cartOf(cart('GET', '', undefined, { jar }));
    // An extra on both lines stays once; a per-piece one follows the merged 3 units (decision 111).
    expect(summary(merged)).toEqual([
      ['picanha', '1,2 kg', 3, ['Tempero da casa×1', 'Marinada de alho e limão×1', 'Montar no espeto×3']],
      ['picanha', '1 kg', 1, []],
      ['chimichurri', null, 3, []],
    ]);
    expect(merged.notice).toBeNull();
    expect(merged.totals.itemCount).toBe(7);
    const guestRow = await t.database.db
      .select()
      .from(cartSessions)
      .where(eq(cartSessions.session_id, guest.sessionId!));
    expect(guestRow).toEqual([]);
    // The other device sees the same cart: one cart per account, across devices.
    expect(summary(await cartOf(cart('GET', '', undefined, { jar: device })))).toEqual(summary(merged));
  });

  it('stock-limited: a merged line stops at the stock and the next read says so, once', async () => {
    const { email } = await customer();
    const device = await signIn(email);
    await fill([{ productId: p.picanha.id, variationId: p.picanha12.id, quantity: 3 }], { jar: device });
    const guest = await fill([
      { productId: p.picanha.id, variationId: p.picanha12.id, quantity: 3 },
      { productId: p.picanha.id, variationId: p.picanha15.id, quantity: 1 },
    ]);
    const jar = await signIn(email, guest.sessionId);
    const first = await cartOf(cart('GET', '', undefined, { jar }));
    expect(summary(first)).toEqual([
      ['picanha', '1,2 kg', 4, []],
      ['picanha', '1,5 kg', 1, []],
    ]);
    expect(first.notice).toEqual({
      capped: [
        {
          productId: p.picanha.id,
          variationId: p.picanha12.id,
          productName: 'Picanha',
          productNameEn: 'Picanha (top sirloin cap)',
          variationName: '1,2 kg',
          wanted: 6,
          kept: 4,
        },
      ],
    });
    expect((await cartOf(cart('GET', '', undefined, { jar }))).notice).toBeNull();
  });

  it('registration (then its sign-in, decision 074) joins the guest cart to the new account too', async () => {
    const guest = await fill([{ productId: p.chimichurri.id, quantity: 2 }]);
    const jar = new CookieJar();
    const { registered, signedIn } = await signUp(call, validRegistration(), {
      jar,
      client: nextClient(),
      headers: { [CART_SESSION_HEADER]: guest.sessionId! },
    });
    expect([registered.status, signedIn.status]).toEqual([201, 200]);
    const mine = await cartOf(cart('GET', '', undefined, { jar }));
    expect(mine.sessionId).toBe(guest.sessionId);
    expect(summary(mine)).toEqual([['chimichurri', null, 2, []]]);
  });

  it("a sign-in without a guest cart keeps the account's cart as it was", async () => {
    const { email } = await customer();
    const device = await signIn(email);
    const before = await fill([{ productId: p.chimichurri.id, quantity: 1 }], { jar: device });
    const jar = await signIn(email, null);
    expect(summary(await cartOf(cart('GET', '', undefined, { jar })))).toEqual(summary(before));
  });
});

describe("a cart id alone never reaches another account's cart", () => {
  it("a visitor sending an account's cart id gets no cart, and a write starts a new one", async () => {
    const { email } = await customer();
    const jar = await signIn(email);
    const owned = await fill([{ productId: p.chimichurri.id, quantity: 1 }], { jar });
    const seen = await cartOf(cart('GET', '', undefined, { cart: owned.sessionId }));
    expect(seen).toMatchObject({ sessionId: null, items: [] });
    const written = await cartOf(
      cart('POST', '/items', { productId: p.chimichurri.id, quantity: 5 }, { cart: owned.sessionId }),
    );
    expect(written.sessionId).not.toBe(owned.sessionId);
    expect(written.items[0]!.quantity).toBe(5);
    const removal = await cart('DELETE', `/items/${owned.items[0]!.id}`, undefined, {
      cart: owned.sessionId,
    });
    expect(removal.status).toBe(404);
    const cleared = await cartOf(cart('DELETE', '', undefined, { cart: owned.sessionId }));
    expect(cleared.sessionId).not.toBe(owned.sessionId);
    expect(summary(await cartOf(cart('GET', '', undefined, { jar })))).toEqual(summary(owned));
  });

  it("signing in as B with A's cart id neither moves nor merges A's cart", async () => {
    const a = await customer();
    const b = await customer();
    const jarA = await signIn(a.email);
    const cartA = await fill([{ productId: p.chimichurri.id, quantity: 2 }], { jar: jarA });
    const jarB = await signIn(b.email, cartA.sessionId);
    const cartB = await cartOf(cart('GET', '', undefined, { jar: jarB, cart: cartA.sessionId }));
    expect(cartB).toMatchObject({ sessionId: null, items: [] });
    const written = await cartOf(
      cart(
        'POST',
        '/items',
        { productId: p.chimichurri.id, quantity: 1 },
        { jar: jarB, cart: cartA.sessionId },
      ),
    );
    expect(written.sessionId).not.toBe(cartA.sessionId);
    expect(summary(await cartOf(cart('GET', '', undefined, { jar: jarA })))).toEqual(summary(cartA));
  });

  it('a signed-in account writes to its own cart even when the browser sends a guest cart id', async () => {
    const { email } = await customer();
    const jar = await signIn(email);
    const guest = await fill([{ productId: p.chimichurri.id, quantity: 1 }]);
    const mine = await cartOf(
      cart(
        'POST',
        '/items',
        { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1 },
        { jar, cart: guest.sessionId },
      ),
    );
    expect(mine.sessionId).not.toBe(guest.sessionId);
    expect(summary(mine)).toEqual([['picanha', '1 kg', 1, []]]);
    expect(summary(await cartOf(cart('GET', '', undefined, { cart: guest.sessionId })))).toEqual(
      summary(guest),
    );
  });
});
