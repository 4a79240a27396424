import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, caller, fromAddress } from '../testing/accounts';
import type { DemoProducts } from '../testing/cart';
import { MINE, NOT_OWNED, OWNED } from '../testing/cross-owner-routes';
import { deliveryInput, fillCart, ordersTestApp, placeOrder, signIn } from '../testing/orders';
import type { TestApp } from '../testing/test-app';
import { customerAddresses } from './modules/accounts/address-book-schema';
import { authAccount, usersUnified } from './modules/accounts/schema';
import { cartItemExtras, cartItems, cartSessions } from './modules/cart/schema';
import { orderEvents, orders } from './modules/orders/schema';
import { stores } from './modules/stores/schema';

/**
 * Issue 19: no read or write across owners. Random pairs (fast-check, a fixed seed: set
 * CROSS_OWNER_SEED to replay another run) of an actor and someone else's thing, over every route
 * of the app that takes an id (read from `app.routes`: a new id route fails the first test until
 * it is classified below). Actors are customers and the managers of two stores; things are cart
 * lines and their extras, orders (a customer's; a store's on the desk), a store's staff list and
 * profiles (with the address kept in them). Every attempt must answer 403 or 404, name none of
 * the victim's ids, and leave the victim's rows exactly as they were.
 */
const SEED = Number(process.env.CROSS_OWNER_SEED ?? 19);
const RUNS = 120;

type Person = {
  name: string;
  jar: CookieJar;
  userId: string;
  email: string;
  /** The store a manager runs; null for a customer. */
  store: string | null;
  lines: string[];
  extraLines: string[];
  orders: { id: string; store: string }[];
  /** Her Google identities (auth_account rows). */
  identities: string[];
  /** Her saved addresses (decision 097). */
  addresses: string[];
};

let t: TestApp;
let p: DemoProducts;
const people: Person[] = [];
let storeA = '';
let storeB = '';

function idRoutes() {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.path.startsWith('/api/') && r.path.includes('/:') && r.method !== 'ALL')
      seen.add(`${r.method} ${r.path}`);
  }
  return [...seen];
}

async function cartOf(person: Person) {
  const db = t.database.db;
  person.lines = await fillCart(
    db,
    person.userId,
    [
      {
        productId: p.picanha.id,
        variationId: p.picanha1kg.id,
        quantity: 1,
        priceCents: p.picanha1kg.priceCents,
        extras: [{ extraId: p.tempero.id, quantity: 1, priceCents: p.tempero.priceCents }],
      },
      // The cart routes run on the real clock: a cart made on the orders' fixed clock would be expired.
    ],
    new Date(),
  );
  const extras = await db
    .select({ id: cartItemExtras.id })
    .from(cartItemExtras)
    .where(inArray(cartItemExtras.cart_item_id, person.lines));
  person.extraLines = extras.map((e) => e.id);
}

beforeAll(async () => {
  ({ t, p } = await ordersTestApp());
  const db = t.database.db;
  const [demo] = await db.select().from(stores).where(eq(stores.slug, 'brazil-prime-marietta'));
  storeA = demo!.id;
  const [buford] = await db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' }).returning();
  storeB = buford!.id;
  const call = caller(t);
  const roles: [string, string, string | undefined][] = [
    ['customer 1', 'customer', undefined],
    ['customer 2', 'customer', undefined],
    ['customer 3', 'customer', undefined],
    ['manager A', 'manager', 'brazil-prime-marietta'],
    ['manager B', 'manager', 'buford'],
  ];
  for (const [name, role, slug] of roles) {
    const who = await signIn(t, role, slug);
    const person: Person = {
      name,
      ...who,
      store: slug === 'buford' ? storeB : slug ? storeA : null,
      lines: [],
      extraLines: [],
      orders: [],
      identities: [],
      addresses: [],
    };
    people.push(person);
    // A saved address each (decision 097), through her own route.
    const saved = await send(person, 'POST', '/api/accounts/me/addresses', {
      label: 'Casa',
      street: `${people.length} Church St`,
      city: 'Marietta',
      state: 'GA',
      zip: '30060',
    });
    expect(saved.status).toBe(201);
    person.addresses.push(((await saved.json()) as { address: { id: string } }).address.id);
    // A Google identity beside the password, so its removal is open to her (decision 090).
    const identity = randomUUID();
    await db.insert(authAccount).values({
      id: identity,
      accountId: `google-${identity}`,
      providerId: 'google',
      userId: who.userId,
    });
    person.identities.push(identity);
    if (role !== 'customer') continue;
    // Two orders each: one stays with store A, one is moved to store B's desk.
    for (const store of [storeA, storeB]) {
      await fillCart(db, who.userId, [
        { productId: p.chimichurri.id, quantity: 10, priceCents: p.chimichurri.priceCents },
      ]);
      const res = await placeOrder(call, who.jar, deliveryInput({ windowId: 'afternoon' }));
      expect(res.status).toBe(201);
      const { order } = (await res.json()) as { order: { id: string } };
      await db.update(orders).set({ store_id: store }).where(eq(orders.id, order.id));
      person.orders.push({ id: order.id, store });
    }
  }
  for (const person of people) await cartOf(person);
}, 60_000);
afterAll(() => t.close());

/** Everything of the victim's that an attempt could change, as it is now. */
async function victimRows(victim: Person) {
  const db = t.database.db;
  const orderIds = victim.orders.map((o) => o.id);
  const [session] = await db.select().from(cartSessions).where(eq(cartSessions.user_id, victim.userId));
  return JSON.stringify([
    await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.session_id, session?.session_id ?? randomUUID()))
      .orderBy(asc(cartItems.id)),
    victim.lines.length
      ? await db
          .select()
          .from(cartItemExtras)
          .where(inArray(cartItemExtras.cart_item_id, victim.lines))
          .orderBy(asc(cartItemExtras.id))
      : [],
    orderIds.length
      ? await db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id))
      : [],
    orderIds.length
      ? await db
          .select()
          .from(orderEvents)
          .where(inArray(orderEvents.order_id, orderIds))
          .orderBy(asc(orderEvents.id))
      : [],
    await db.select().from(usersUnified).where(eq(usersUnified.auth_user_id, victim.userId)),
    await db
      .select()
      .from(authAccount)
      .where(eq(authAccount.userId, victim.userId))
      .orderBy(asc(authAccount.id)),
    victim.addresses.length
      ? await db
          .select()
          .from(customerAddresses)
          .where(inArray(customerAddresses.id, victim.addresses))
          .orderBy(asc(customerAddresses.id))
      : [],
  ]);
}

/** The victim's ids that must not appear in an answer to someone else. */
const secrets = (victim: Person) => [
  victim.email,
  ...victim.lines,
  ...victim.extraLines,
  ...victim.orders.map((o) => o.id),
  ...victim.addresses,
];

type Attempt = { method: string; path: string; body?: unknown; victim: Person; label: string };

/** Every way the actor could aim a route at what is not theirs (none when the route is theirs to use). */
function attempts(route: string, actor: Person, victim: Person): Attempt[] {
  const [method, template] = route.split(' ') as [string, string];
  const spec = OWNED[route]!;
  const fill = (params: Record<string, string>) =>
    template.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? randomUUID());
  const body = route.endsWith('/extras') ? { extraId: p.marinada.id, quantity: 1 } : spec.body;
  const out = (path: string): Attempt => ({
    method,
    path,
    body,
    victim,
    label: `${actor.name} ${method} ${path} (${victim.name}'s)`,
  });
  switch (spec.kind) {
    case 'cartLine':
      return victim.lines.map((itemId) => out(fill({ itemId })));
    case 'extraLine':
      // The victim's extra, under the victim's line and under the actor's own line.
      return victim.extraLines.flatMap((extraLineId) => [
        out(fill({ itemId: victim.lines[0]!, extraLineId })),
        out(fill({ itemId: actor.lines[0]!, extraLineId })),
      ]);
    case 'order':
      return victim.orders.map((o) => out(fill({ id: o.id })));
    case 'storeOrder':
      // Only orders of a store the actor does not run (a customer runs none).
      return victim.orders.filter((o) => o.store !== actor.store).map((o) => out(fill({ id: o.id })));
    case 'store':
      return [storeA, storeB].filter((s) => s !== actor.store).map((storeId) => out(fill({ storeId })));
    case 'identity':
      return victim.identities.map((id) => out(fill({ id })));
    case 'savedAddress':
      return victim.addresses.map((id) => out(fill({ id })));
  }
}

let address = 0;
const nextAddress = () => fromAddress(`10.88.${(address >> 8) & 255}.${address++ & 255}`);

async function send(actor: Person, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json', cookie: actor.jar.header() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.app.request(
    path,
    { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
    nextAddress(),
  );
}

describe('no read or write across owners (random pairs over every id route)', () => {
  it('knows every id route of the app: owned ones are attacked below, the rest have no owner', () => {
    const unknown = idRoutes().filter((r) => !(r in OWNED) && !NOT_OWNED.has(r));
    expect(unknown, 'a new route takes an id: add it to OWNED (with its kind) or NOT_OWNED').toEqual([]);
    expect(Object.keys(OWNED).filter((r) => !idRoutes().includes(r))).toEqual([]);
  });

  it(`refuses ${RUNS} random cross-owner attempts (seed ${SEED}) and changes nothing`, {
    timeout: 30_000,
  }, async () => {
    const started = performance.now();
    const routes = Object.keys(OWNED);
    const pick = fc
      .record({
        route: fc.constantFrom(...routes),
        actor: fc.nat(people.length - 1),
        victim: fc.nat(people.length - 1),
        variant: fc.nat(7),
      })
      .filter(({ actor, victim }) => actor !== victim);
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(pick, async ({ route, actor: a, victim: v, variant }) => {
        const actor = people[a]!;
        const victim = people[v]!;
        const options = attempts(route, actor, victim);
        const attempt = options[variant % Math.max(options.length, 1)];
        if (!attempt) return; // nothing of the victim's this route could reach (e.g. own store)
        tried++;
        const before = await victimRows(victim);
        const res = await send(actor, attempt.method, attempt.path, attempt.body);
        const text = await res.text();
        expect([403, 404], `${attempt.label} → ${res.status} ${text.slice(0, 200)}`).toContain(res.status);
        for (const secret of secrets(victim)) expect(text, attempt.label).not.toContain(secret);
        expect(await victimRows(victim), `${attempt.label} changed the victim's rows`).toBe(before);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(tried).toBeGreaterThan(RUNS / 2);
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('the "mine" routes show and change only the caller’s own things', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MINE),
        fc.nat(people.length - 1),
        fc.nat(people.length - 1),
        async (route, a, v) => {
          fc.pre(a !== v);
          const actor = people[a]!;
          const victim = people[v]!;
          const before = await victimRows(victim);
          const res = await send(actor, route.method, route.path, route.body);
          const text = await res.text();
          expect(res.status, `${actor.name} ${route.method} ${route.path}`).toBe(200);
          for (const secret of secrets(victim)) expect(text).not.toContain(secret);
          expect(await victimRows(victim)).toBe(before);
        },
      ),
      { seed: SEED, numRuns: 30 },
    );
  });
});
