import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { expect } from 'vitest';
import type { Database, Db } from '../server/db/client';
import { upsertUser } from '../server/modules/accounts/actions/upsert-user';
import { authUser, usersUnified } from '../server/modules/accounts/schema';
import { cartItemExtras, cartItems, cartSessions } from '../server/modules/cart/schema';
import { productVariations } from '../server/modules/catalogue/schema';
import { coupons } from '../server/modules/coupons/schema';
import type { Customer } from '../server/modules/orders/context';
import { createOrdersService } from '../server/modules/orders/service';
import { storeFulfilment, stores } from '../server/modules/stores/schema';
import type { Services } from '../server/services';
import { cartExpiry } from '../shared/cart/rules';
import type { FulfilmentSettings } from '../shared/delivery/settings';
import { fromCents } from '../shared/money';
import type { PlaceOrderInput } from '../shared/orders/schemas';
import type { OrderDetail } from '../shared/orders/types';
import { type Call, type CookieJar, caller, CookieJar as Jar, nextClient } from './accounts';
import { type DemoProducts, demoProducts } from './cart';
import { createTestApp, type TestApp } from './test-app';

/** The key of the guest links the orders test app signs (decision 096). */
export const GUEST_LINK_TEST_SECRET = 'guest-link-test-secret-of-at-least-32-chars';

/** Monday 23 Nov 2026, 10:00 in Georgia: Tuesday 24 is the first delivery day the demo store offers. */
export const CLOCK = new Date('2026-11-23T15:00:00Z');
export const TUESDAY = '2026-11-24';

/** The real app with the orders service on a fixed clock (`more`: other services to replace too). */
export function createOrdersTestApp(
  more?: (database: Database) => Partial<Services>,
  env?: Record<string, string>,
  /** Hears the app and its services (a test that greps the log lines for secrets). */
  logger?: Logger,
) {
  return createTestApp({
    ...(env ? { env } : {}),
    ...(logger ? { logger } : {}),
    services: (database, _env, base) => {
      const replaced = more?.(database);
      return {
        ...replaced,
        orders: createOrdersService({
          onStockChanged: base.catalogue.invalidate,
          db: database.db,
          messaging: base.messaging,
          addToCart: (userId, input) => base.cart.addItem({ sessionId: null, userId }, input),
          logLevel: 'silent',
          now: () => CLOCK,
          // The live desk's port (decision 088): the streams the app serves hear these orders.
          live: (replaced?.live ?? base.live).publisher,
          // Guest checkout (decision 096): the test's own link key; claimed accounts by the real accounts.
          guest: { secret: GUEST_LINK_TEST_SECRET, createClaimedAccount: base.accounts.createClaimedAccount },
          shopUrl: 'http://shop.test',
        }),
      };
    },
  });
}

/** An orders test file's app: the app on the fixed clock, its caller and the demo products. */
export async function ordersTestApp() {
  const t = await createOrdersTestApp();
  return { t, call: caller(t), p: await demoProducts(t) };
}

/** POST /api/orders as the browser sends it: signed in, with an Idempotency-Key (fresh unless given). */
export const placeOrder = (call: Call, jar: CookieJar, body: unknown, key: string = randomUUID()) =>
  call('POST', '/api/orders', body, { jar, headers: { 'Idempotency-Key': key } });

/** A delivery checkout to Marietta on Tuesday morning, paid on delivery, with a Georgia contact phone. */
export const deliveryInput = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  fulfilment: 'delivery',
  address: { street: '100 Church St', unit: 'Apt 2', city: 'Marietta', state: 'GA', zip: '30060' },
  date: TUESDAY,
  windowId: 'morning',
  notes: 'Portão azul',
  paymentMethod: 'pay_on_delivery',
  phoneCountry: 'US',
  phone: '(404) 555-0123',
  ...overrides,
});

let n = 0;
/** A customer written straight into the tables (no password hashing): for the many-buyer tests. */
export async function insertCustomer(db: Db, phone: string | null = null): Promise<Customer> {
  const id = `test-user-${process.pid}-${n++}-${randomUUID().slice(0, 8)}`;
  const email = `${id}@example.com`;
  await db.insert(authUser).values({ id, name: 'Cliente Teste', email });
  const [profile] = await db
    .insert(usersUnified)
    .values({ auth_user_id: id, email, full_name: 'Cliente Teste', metadata: phone ? { phone } : {} })
    .returning({ id: usersUnified.id });
  return { userId: id, profileId: profile?.id ?? null, email, name: 'Cliente Teste', phone };
}

export type Line = {
  productId: string;
  variationId?: string | null;
  quantity: number;
  priceCents: number;
  extras?: { extraId: string; quantity: number; priceCents: number }[];
};

/** The customer's cart, written straight into the cart tables (prices as the cart stored them). */
export async function fillCart(db: Db, userId: string, lines: Line[], now = CLOCK): Promise<string[]> {
  const [session] = await db
    .insert(cartSessions)
    .values({ user_id: userId, expires_at: cartExpiry(now) })
    .onConflictDoUpdate({ target: cartSessions.user_id, set: { expires_at: cartExpiry(now) } })
    .returning({ id: cartSessions.session_id });
  const ids: string[] = [];
  for (const [index, line] of lines.entries()) {
    // One millisecond apart: the cart is read "ordered by created_at" (then id), and two lines
    // written in the same millisecond would come back in a random order.
    const createdAt = new Date(Date.now() + index);
    const [item] = await db
      .insert(cartItems)
      .values({
        session_id: session!.id,
        created_at: createdAt,
        updated_at: createdAt,
        product_id: line.productId,
        variation_id: line.variationId ?? null,
        quantity: line.quantity,
        unit_price: fromCents(line.priceCents),
        total_price: fromCents(line.priceCents * line.quantity),
      })
      .returning({ id: cartItems.id });
    ids.push(item!.id);
    // The extras too, in the order listed (chosen one after the other).
    for (const [at, e] of (line.extras ?? []).entries())
      await db.insert(cartItemExtras).values({
        cart_item_id: item!.id,
        created_at: new Date(createdAt.getTime() + at),
        extra_id: e.extraId,
        quantity: e.quantity,
        unit_price: fromCents(e.priceCents),
        total_price: fromCents(e.priceCents * e.quantity),
      });
  }
  return ids;
}

/** Her cart thrown away (lines and extras go with the session), so the next `fillCart` starts empty. */
export async function emptyCart(db: Db, userId: string) {
  await db.delete(cartSessions).where(eq(cartSessions.user_id, userId));
}

export async function cartLineCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(${cartItems.id})::int` })
    .from(cartSessions)
    .leftJoin(cartItems, eq(cartItems.session_id, cartSessions.session_id))
    .where(eq(cartSessions.user_id, userId));
  return row?.n ?? 0;
}

export async function stockOf(db: Db, variationId: string): Promise<number | null> {
  const [row] = await db
    .select({ s: productVariations.stock_quantity })
    .from(productVariations)
    .where(eq(productVariations.id, variationId));
  return row?.s ?? null;
}

export async function setStock(db: Db, variationId: string, stock: number | null) {
  await db
    .update(productVariations)
    .set({ stock_quantity: stock })
    .where(eq(productVariations.id, variationId));
}

/** A coupon valid around CLOCK; returns its id. */
export async function insertCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await db
    .insert(coupons)
    .values({
      name: values.code,
      type: 'fixed_amount',
      value: '10.00',
      valid_from: new Date('2026-01-01T00:00:00Z'),
      valid_until: new Date('2027-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/** Changes the demo store's settings (capacity for the many-buyer tests, for example). */
export async function patchFulfilment(db: Db, change: (s: FulfilmentSettings) => FulfilmentSettings) {
  const [row] = await db.select().from(storeFulfilment).limit(1);
  await db
    .update(storeFulfilment)
    .set({ settings: change(row!.settings) })
    .where(eq(storeFulfilment.store_id, row!.store_id));
  return row!.store_id;
}

/** A signed-in account with a session cookie (role and store as given). */
export async function signIn(
  t: TestApp,
  role = 'customer',
  store?: string,
): Promise<{ jar: CookieJar; userId: string; email: string }> {
  const email = `${role}.${randomUUID().slice(0, 8)}@example.com`;
  const { userId } = await upsertUser(t.database.db, {
    email,
    password: 'picanha2024',
    role,
    ...(store ? { store } : {}),
  });
  const jar = new Jar();
  const res = await caller(t)(
    'POST',
    '/api/accounts/login',
    { email, password: 'picanha2024' },
    { jar, client: nextClient() },
  );
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return { jar, userId, email };
}

/** The cart most order tests start from: 2 × picanha 1,2 kg (tracked stock) with seasoning, and 1 chimichurri. */
export function standardCart(db: Db, p: DemoProducts, userId: string) {
  return fillCart(db, userId, [
    {
      productId: p.picanha.id,
      variationId: p.picanha12.id,
      quantity: 2,
      priceCents: p.picanha12.priceCents,
      extras: [{ extraId: p.tempero.id, quantity: 1, priceCents: p.tempero.priceCents }],
    },
    { productId: p.chimichurri.id, quantity: 1, priceCents: p.chimichurri.priceCents },
  ]);
}

export const standardSubtotal = (p: DemoProducts) =>
  2 * p.picanha12.priceCents + p.tempero.priceCents + p.chimichurri.priceCents;

/** The response's JSON, after checking its status (the body is shown when it differs). */
export async function body<T>(res: Response, status: number): Promise<T> {
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(status);
  return json as T;
}

/**
 * The order desk's test shop (weighing, tolerance and audit tests): the demo app with room for
 * many orders in one delivery window, and `newOrder`, placed by the customer given: ≈ 1 kg picanha
 * (sold by weight), and a chimichurri (fixed price) unless `weighedOnly`.
 */
export async function orderDeskTestApp() {
  const { t, call, p } = await ordersTestApp();
  await patchFulfilment(t.database.db, (s) => {
    for (const w of s.delivery.schedule.windows) w.capacity = 500;
    return s;
  });
  async function newOrder(
    customer: { jar: CookieJar; userId: string },
    { weighedOnly = false, ...overrides }: Partial<PlaceOrderInput> & { weighedOnly?: boolean } = {},
  ): Promise<OrderDetail> {
    await fillCart(t.database.db, customer.userId, [
      { productId: p.picanha.id, variationId: p.picanha1kg.id, quantity: 1, priceCents: 11990 },
      ...(weighedOnly
        ? []
        : [{ productId: p.chimichurri.id, quantity: 1, priceCents: p.chimichurri.priceCents }]),
    ]);
    return (
      await body<{ order: OrderDetail }>(await placeOrder(call, customer.jar, deliveryInput(overrides)), 201)
    ).order;
  }
  return { t, call, p, newOrder };
}
export type OrderDesk = Awaited<ReturnType<typeof orderDeskTestApp>>;

/**
 * The desk with its usual cast (SPEC §6): an admin, the demo store's manager, a second store
 * (Buford) with its own manager, a signed-in customer who is no one's buyer, and the buyer.
 */
export async function orderDeskWithTwoStores() {
  const desk = await orderDeskTestApp();
  const { t } = desk;
  const [buford] = await t.database.db
    .insert(stores)
    .values({ name: 'Loja Buford', slug: 'buford' })
    .returning();
  const jars = {
    admin: (await signIn(t, 'admin')).jar,
    manager: (await signIn(t, 'manager', 'brazil-prime-marietta')).jar,
    otherManager: (await signIn(t, 'manager', 'buford')).jar,
    customer: (await signIn(t)).jar,
  };
  return { ...desk, bufordId: (buford as { id: string }).id, jars, buyer: await signIn(t) };
}
