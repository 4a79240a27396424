import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import type { CookieJar } from '@/testing/accounts';
import { body, deliveryInput, ordersTestApp, placeOrder, signIn, standardCart } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { stores } from '../stores/schema';
import { usersUnified } from './schema';

type Summary = {
  id: string;
  email: string;
  role: string;
  updated_at: string;
  is_suspended: boolean;
  orders: number;
};
type Page = { users: Summary[]; total: number };
type Signed = { jar: CookieJar; userId: string; email: string };

describe('the users area (issue 16): list, detail, role, store and suspension', () => {
  let t: TestApp;
  let call: Awaited<ReturnType<typeof ordersTestApp>>['call'];
  let demoStore: string;
  let otherStore: string;
  const who = {} as Record<
    'superA' | 'superB' | 'admin' | 'manager' | 'otherManager' | 'buyer' | 'shopper',
    Signed
  >;

  const profileOf = async (userId: string) => {
    const [row] = await t.database.db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, userId));
    return row!;
  };
  const list = (jar: CookieJar, query = '') => call('GET', `/api/accounts/users${query}`, undefined, { jar });
  const patch = async (jar: CookieJar, userId: string, change: Record<string, unknown>) => {
    const target = await profileOf(userId);
    return call(
      'PATCH',
      `/api/accounts/users/${target.id}`,
      { updatedAt: target.updated_at.toISOString(), ...change },
      { jar },
    );
  };

  beforeAll(async () => {
    const app = await ordersTestApp();
    t = app.t;
    call = app.call;
    const db = t.database.db;
    const [demo] = await db.select().from(stores).where(eq(stores.slug, 'brazil-prime-marietta'));
    demoStore = demo!.id;
    const [other] = await db
      .insert(stores)
      .values({ name: 'Loja Atlanta', slug: 'loja-atlanta' })
      .returning();
    otherStore = other!.id;
    who.superA = await signIn(t, 'super_admin');
    who.superB = await signIn(t, 'super_admin');
    who.admin = await signIn(t, 'admin');
    who.manager = await signIn(t, 'manager', 'brazil-prime-marietta');
    who.otherManager = await signIn(t, 'manager', 'loja-atlanta');
    who.buyer = await signIn(t, 'customer');
    who.shopper = await signIn(t, 'customer');
    await standardCart(db, app.p, who.buyer.userId);
    await body(await placeOrder(call, who.buyer.jar, deliveryInput()), 201);
  });
  afterAll(() => t.close());

  it('lists everyone for an admin, with search, filters, order counts and a total', async () => {
    const all = await body<Page>(await list(who.admin.jar), 200);
    expect(all.total).toBe(7);
    const found = await body<Page>(
      await list(who.admin.jar, `?q=${encodeURIComponent(who.buyer.email.slice(0, 14))}`),
      200,
    );
    expect(found.users.map((u) => u.email)).toEqual([who.buyer.email]);
    expect(found.users[0]!.orders).toBe(1);
    const supers = await body<Page>(await list(who.admin.jar, '?role=super_admin'), 200);
    expect(supers.users.map((u) => u.email).sort()).toEqual([who.superA.email, who.superB.email].sort());
    const busiest = await body<Page>(await list(who.admin.jar, '?sort=orders_desc'), 200);
    expect(busiest.users[0]!.email).toBe(who.buyer.email);
  });

  it("shows a manager their store's people and the customers who ordered from it, nobody else", async () => {
    const mine = await body<Page>(await list(who.manager.jar), 200);
    expect(mine.users.map((u) => u.email).sort()).toEqual([who.buyer.email, who.manager.email].sort());
    const theirs = await body<Page>(await list(who.otherManager.jar), 200);
    expect(theirs.users.map((u) => u.email)).toEqual([who.otherManager.email]);
    const buyer = await profileOf(who.buyer.userId);
    expect(
      (await call('GET', `/api/accounts/users/${buyer.id}`, undefined, { jar: who.otherManager.jar })).status,
    ).toBe(404);
  });

  it("opens a customer's page with their orders and addresses", async () => {
    const buyer = await profileOf(who.buyer.userId);
    const detail = await body<{ user: Summary; orders: { number: number }[]; addresses: { zip: string }[] }>(
      await call('GET', `/api/accounts/users/${buyer.id}`, undefined, { jar: who.manager.jar }),
      200,
    );
    expect(detail.user.email).toBe(who.buyer.email);
    expect(detail.orders).toHaveLength(1);
    expect(detail.addresses.map((a) => a.zip)).toEqual(['30060']);
  });

  it('offers an admin every store and a manager only their own', async () => {
    const names = async (jar: CookieJar) =>
      (
        await body<{ stores: { id: string }[] }>(
          await call('GET', '/api/accounts/stores', undefined, { jar }),
          200,
        )
      ).stores.map((s) => s.id);
    expect((await names(who.admin.jar)).sort()).toEqual([demoStore, otherStore].sort());
    expect(await names(who.manager.jar)).toEqual([demoStore]);
    expect((await call('GET', '/api/accounts/stores', undefined, { jar: who.buyer.jar })).status).toBe(403);
  });

  it('refuses callers without view_users, and an unknown or malformed id', async () => {
    expect((await list(who.buyer.jar)).status).toBe(403);
    expect((await call('GET', '/api/accounts/users')).status).toBe(401);
    const unknown = await call('GET', '/api/accounts/users/00000000-0000-4000-8000-000000000000', undefined, {
      jar: who.admin.jar,
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.key).toBe('staffUsers.notFound');
    expect((await call('GET', '/api/accounts/users/nope', undefined, { jar: who.admin.jar })).status).toBe(
      400,
    );
  });

  it('keeps the hierarchy: no self change, nobody at or above, only roles below', async () => {
    const refusal = async (res: Response) => ({ status: res.status, key: (await res.json()).error.key });
    expect(await refusal(await patch(who.superA.jar, who.superA.userId, { role: 'admin' }))).toEqual({
      status: 403,
      key: 'staffUsers.self',
    });
    expect(await refusal(await patch(who.admin.jar, who.superA.userId, { isSuspended: true }))).toEqual({
      status: 403,
      key: 'staffUsers.outranked',
    });
    expect(await refusal(await patch(who.admin.jar, who.shopper.userId, { role: 'admin' }))).toEqual({
      status: 403,
      key: 'staffUsers.roleNotAllowed',
    });
    expect(await refusal(await patch(who.admin.jar, who.shopper.userId, { role: 'manager' }))).toEqual({
      status: 422,
      key: 'staffUsers.storeRequired',
    });
    expect(
      await refusal(await patch(who.manager.jar, who.buyer.userId, { role: 'manager', storeId: demoStore })),
    ).toEqual({ status: 403, key: 'staffUsers.roleNotAllowed' });
    expect((await patch(who.buyer.jar, who.shopper.userId, { isSuspended: true })).status).toBe(403);
  });

  it('makes a customer a manager of a store: their very next request has the new permissions', async () => {
    expect((await call('GET', '/api/orders/staff', undefined, { jar: who.shopper.jar })).status).toBe(403);
    const res = await patch(who.admin.jar, who.shopper.userId, {
      role: 'manager',
      storeId: otherStore,
      department: 'Açougue',
    });
    const { user } = await body<{ user: Summary }>(res, 200);
    expect(user.role).toBe('manager');
    expect((await call('GET', '/api/orders/staff', undefined, { jar: who.shopper.jar })).status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'user'), eq(auditLog.entity_id, user.id)));
    expect(entry).toMatchObject({
      actor_user_id: who.admin.userId,
      before: { role: 'customer', store_id: null, department: null },
      after: { role: 'manager', store_id: otherStore, department: 'Açougue' },
    });
    // Back to customer, so the other tests see the shop as they expect.
    await body(await patch(who.admin.jar, who.shopper.userId, { role: 'customer', storeId: null }), 200);
  });

  it("refuses a save over someone else's newer change", async () => {
    const target = await profileOf(who.shopper.userId);
    const old = new Date(target.updated_at.getTime() - 1000).toISOString();
    const res = await call(
      'PATCH',
      `/api/accounts/users/${target.id}`,
      { updatedAt: old, department: 'Caixa' },
      { jar: who.admin.jar },
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(MESSAGES.staffUsers.stale);
  });

  it('suspends a signed-in customer: their next request is refused and sign-in says why; reactivating lets them back', async () => {
    expect((await call('GET', '/api/accounts/me', undefined, { jar: who.buyer.jar })).status).toBe(200);
    await body(await patch(who.manager.jar, who.buyer.userId, { isSuspended: true }), 200);
    expect((await call('GET', '/api/accounts/me', undefined, { jar: who.buyer.jar })).status).toBe(401);
    const again = await call('POST', '/api/accounts/login', {
      email: who.buyer.email,
      password: 'picanha2024',
    });
    expect(again.status).toBe(403);
    expect((await again.json()).error.key).toBe('auth.accountBlocked');
    await body(await patch(who.manager.jar, who.buyer.userId, { isSuspended: false }), 200);
    expect(
      (await call('POST', '/api/accounts/login', { email: who.buyer.email, password: 'picanha2024' })).status,
    ).toBe(200);
  });

  it('never leaves the shop without an active super_admin, even when two demote each other at once', async () => {
    // superB's request still carries the super_admin profile it was checked with; superA demotes B first.
    const viewerB = { ...(await profileOf(who.superB.userId)) };
    const actorB = { userId: who.superB.userId, role: 'super_admin' };
    await body(await patch(who.superA.jar, who.superB.userId, { role: 'admin' }), 200);
    const superA = await profileOf(who.superA.userId);
    const stale = { id: viewerB.id, role: viewerB.role, store_id: viewerB.store_id };
    await expect(
      t.services.accounts.changeUser(stale, actorB, superA.id, {
        role: 'admin',
        updatedAt: superA.updated_at.toISOString(),
      }),
    ).rejects.toMatchObject({ key: 'staffUsers.lastSuperAdmin' });
    expect((await profileOf(who.superA.userId)).role).toBe('super_admin');
  });
});
