import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CookieJar } from '@/testing/accounts';
import { body, deliveryInput, ordersTestApp, placeOrder, signIn, standardCart } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { invitations, usersUnified } from '../modules/accounts/schema';
import { DEMO_STORE } from '../modules/stores/demo-store';
import { stores } from '../modules/stores/schema';

/**
 * Every write that sets or changes a store (issue 34, decision 070), as a table: each staff role
 * (and a customer) with its own store, against a target store that is its own, another or none —
 * and, for a record that exists, the store it has now. What is refused answers 403 and changes
 * nothing; what is allowed is written.
 */

const ROLES = ['super_admin', 'admin', 'manager', 'operator', 'customer'] as const;
type Role = (typeof ROLES)[number];
const PLACES = ['own', 'other', 'none'] as const;
type Place = (typeof PLACES)[number];

let t: TestApp;
let call: Call;
const jars = {} as Record<Role, CookieJar>;
let store: Record<Place, string | null>;
/** A customer who ordered from the demo store: in the demo store manager's scope whatever their store. */
let buyerProfile: string;

/** super_admin and admin reach every store; the manager only hers (SPEC §6); the others none. */
const reachesEvery = (role: Role) => role === 'super_admin' || role === 'admin';

beforeAll(async () => {
  const app = await ordersTestApp();
  t = app.t;
  call = app.call;
  const db = t.database.db;
  const [demo] = await db.select().from(stores).where(eq(stores.slug, DEMO_STORE.slug));
  const [other] = await db.insert(stores).values({ name: 'Loja Atlanta', slug: 'loja-atlanta' }).returning();
  store = { own: demo!.id, other: other!.id, none: null };
  for (const role of ROLES) {
    // Every role has the demo store as its own, so "own" and "other" mean the same for each.
    jars[role] = (await signIn(t, role, DEMO_STORE.slug)).jar;
  }
  const buyer = await signIn(t, 'customer');
  await standardCart(db, app.p, buyer.userId);
  await body(await placeOrder(call, buyer.jar, deliveryInput()), 201);
  const [profile] = await db.select().from(usersUnified).where(eq(usersUnified.auth_user_id, buyer.userId));
  buyerProfile = profile!.id;
});
afterAll(() => t.close());

const profileRow = async () => {
  const [row] = await t.database.db.select().from(usersUnified).where(eq(usersUnified.id, buyerProfile));
  return row!;
};

describe("PATCH /api/accounts/users/:id { storeId }: a person's store", () => {
  /** Allowed: a role reaching every store; a manager leaving the store as it is, or within her own. */
  const allowed = (role: Role, from: Place, to: Place) =>
    reachesEvery(role) || (role === 'manager' && (from === to || (from === 'own' && to === 'own')));
  const cases = ROLES.flatMap((role) =>
    PLACES.flatMap((from) => PLACES.map((to) => [role, from, to, allowed(role, from, to)] as const)),
  );

  it.each(cases)('%s moving a customer of store %s to %s → allowed: %s', async (role, from, to, ok) => {
    await t.database.db
      .update(usersUnified)
      .set({ store_id: store[from] })
      .where(eq(usersUnified.id, buyerProfile));
    const before = await profileRow();
    const res = await call(
      'PATCH',
      `/api/accounts/users/${buyerProfile}`,
      { storeId: store[to], updatedAt: before.updated_at.toISOString() },
      { jar: jars[role] },
    );
    const after = await profileRow();
    if (ok) {
      expect(res.status, await res.text()).toBe(200);
      expect(after.store_id).toBe(store[to]);
      return;
    }
    expect(res.status).toBe(403);
    const { error } = await res.json();
    // A manager is refused on the store; the roles without the users area, on the route.
    if (role === 'manager') {
      expect(error.key).toBe('auth.storeForbidden');
      expect(error.fields.storeId[0].key).toBe('auth.storeForbidden');
    }
    expect(after.store_id).toBe(store[from]);
    expect(after.updated_at).toEqual(before.updated_at);
  });
});

describe('POST /api/accounts/invitations { storeId }: the store a manager is invited to', () => {
  const cases = ROLES.flatMap((role) => PLACES.map((to) => [role, to] as const));

  it.each(cases)('%s inviting a manager of store %s', async (role, to) => {
    const count = async () => (await t.database.db.select({ id: invitations.id }).from(invitations)).length;
    const before = await count();
    const email = `invited.${randomUUID().slice(0, 8)}@example.com`;
    const res = await call(
      'POST',
      '/api/accounts/invitations',
      { email, role: 'manager', storeId: store[to] },
      { jar: jars[role] },
    );
    if (!reachesEvery(role)) {
      // Inviting takes manage_gerentes, which no role limited to one store holds.
      expect(res.status).toBe(403);
      expect(await count()).toBe(before);
    } else if (to === 'none') {
      expect(res.status).toBe(422);
      expect(await count()).toBe(before);
    } else {
      expect(res.status, await res.text()).toBe(201);
      const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, email));
      expect(row!.store_id).toBe(store[to]);
    }
  });
});

describe("PATCH /api/stores/staff/:storeId: a store's own details", () => {
  const cases = ROLES.flatMap((role) => (['own', 'other'] as const).map((which) => [role, which] as const));

  it.each(cases)('%s editing store %s', async (role, which) => {
    const id = store[which]!;
    const [before] = await t.database.db.select().from(stores).where(eq(stores.id, id));
    const name = `Loja ${randomUUID().slice(0, 6)}`;
    const res = await call(
      'PATCH',
      `/api/stores/staff/${id}`,
      { name, address: '', phone: '', isActive: true, updatedAt: before!.updated_at.toISOString() },
      { jar: jars[role] },
    );
    const [after] = await t.database.db.select().from(stores).where(eq(stores.id, id));
    if (reachesEvery(role)) {
      expect(res.status, await res.text()).toBe(200);
      expect(after!.name).toBe(name);
    } else {
      expect(res.status).toBe(403);
      expect(after!.name).toBe(before!.name);
    }
  });
});
