import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderList } from '@/shared/orders/types';
import { mayCallStaffRoute, STAFF_ROUTE_KEYS, STAFF_ROUTES } from '@/shared/permissions/admin-sections';
import { type Call, CookieJar, nextClient } from '@/testing/accounts';
import { body, deliveryInput, ordersTestApp, placeOrder, signIn, standardCart } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { stores } from '../stores/schema';
import { usersUnified } from './schema';

/**
 * The operator of SPEC §6 (view_products, manage_orders, view_orders), issue 34 and decision 070:
 * invited by an admin for a store (or made by `user:create`), she signs in to the order desk of
 * her store and reads the products; every other section answers 403.
 */

type Session = { user: { id: string }; profile: { role: string; store_id: string | null } };

let t: TestApp;
let call: Call;
let demoStore: string;
let otherStore: string;
let admin: CookieJar;
let orderId: string;
let operator: CookieJar;

const PASSWORD = 'picanha2024';

beforeAll(async () => {
  const app = await ordersTestApp();
  t = app.t;
  call = app.call;
  const db = t.database.db;
  const [demo] = await db.select().from(stores).where(eq(stores.slug, 'brazil-prime-marietta'));
  demoStore = demo!.id;
  const [other] = await db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' }).returning();
  otherStore = other!.id;
  admin = (await signIn(t, 'admin')).jar;
  const buyer = await signIn(t);
  await standardCart(db, app.p, buyer.userId);
  orderId = (await body<{ order: { id: string } }>(await placeOrder(call, buyer.jar, deliveryInput()), 201))
    .order.id;
});
afterAll(() => t.close());

describe('an operator is invited, accepts and works the order desk of her store', () => {
  it('an admin invites an operator, for a store only', async () => {
    const noStore = await call(
      'POST',
      '/api/accounts/invitations',
      { email: `operador.${randomUUID().slice(0, 8)}@example.com`, role: 'operator' },
      { jar: admin },
    );
    expect((await body<{ error: { key: string } }>(noStore, 422)).error.key).toBe('invitation.storeRequired');

    const email = `operador.${randomUUID().slice(0, 8)}@example.com`;
    const { invitation } = await body<{ invitation: { role: string; link: string } }>(
      await call(
        'POST',
        '/api/accounts/invitations',
        { email, role: 'operator', storeId: demoStore },
        { jar: admin },
      ),
      201,
    );
    expect(invitation.role).toBe('operator');
    const token = new URL(invitation.link).searchParams.get('token')!;
    operator = new CookieJar();
    const accepted = await body<{ session: Session }>(
      await call(
        'POST',
        '/api/accounts/invitation/accept',
        { token, fullName: 'Olga Operadora', password: PASSWORD, confirmPassword: PASSWORD },
        { jar: operator, client: nextClient() },
      ),
      200,
    );
    expect(accepted.session.profile).toMatchObject({ role: 'operator', store_id: demoStore });
  });

  it("lists, opens and moves her store's orders; another store's are refused", async () => {
    const list = await body<StaffOrderList>(
      await call('GET', '/api/orders/staff', undefined, { jar: operator }),
      200,
    );
    expect(list.orders.map((o) => o.id)).toEqual([orderId]);
    expect(
      (await call('GET', `/api/orders/staff?storeId=${otherStore}`, undefined, { jar: operator })).status,
    ).toBe(403);
    await body(await call('GET', `/api/orders/staff/${orderId}`, undefined, { jar: operator }), 200);
    const moved = await body<{ order: { status: string } }>(
      await call('POST', `/api/orders/staff/${orderId}/status`, { status: 'confirmed' }, { jar: operator }),
      200,
    );
    expect(moved.order.status).toBe('confirmed');
  });

  it('reads the products, and may not change them', async () => {
    const { items } = await body<{ items: { id: string }[] }>(
      await call('GET', '/api/catalogue/staff/products', undefined, { jar: operator }),
      200,
    );
    expect(items.length).toBeGreaterThan(0);
    await body(
      await call('GET', `/api/catalogue/staff/products/${items[0]!.id}`, undefined, { jar: operator }),
      200,
    );
    await body(await call('GET', '/api/catalogue/staff/extras', undefined, { jar: operator }), 200);
    const edit = await call('PATCH', `/api/catalogue/staff/products/${items[0]!.id}`, {}, { jar: operator });
    expect(edit.status).toBe(403);
  });

  it('every other staff route answers 403', async () => {
    const others = STAFF_ROUTE_KEYS.filter((route) => !mayCallStaffRoute('operator', route));
    // Of the desk's section she may call everything but its contact panel: the whole shop's
    // messages, for staff who reach every store (decision 103). She is refused those too, below.
    const shopWide = ['GET /api/contact/staff/messages', 'POST /api/contact/staff/messages/:id/handled'];
    expect(others.filter((route) => STAFF_ROUTES[route].section === 'orders')).toEqual(shopWide);
    const answers: string[] = [];
    for (const route of others) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(/:(\w+)/g, (_, name: string) =>
        name === 'storeId' ? demoStore : randomUUID(),
      );
      const res = await call(method, url, method === 'GET' ? undefined : {}, { jar: operator });
      if (res.status !== 403) answers.push(`${route}: ${res.status}`);
    }
    expect(answers).toEqual([]);
    expect(others.length).toBeGreaterThan(50);
  });
});

describe('an operator from the command line', () => {
  it('of a store reaches its desk; without a store, no desk', async () => {
    const withStore = await signIn(t, 'operator', 'brazil-prime-marietta');
    const list = await body<StaffOrderList>(
      await call('GET', '/api/orders/staff', undefined, { jar: withStore.jar }),
      200,
    );
    expect(list.orders.map((o) => o.id)).toEqual([orderId]);
    const [row] = await t.database.db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, withStore.userId));
    expect(row).toMatchObject({ role: 'operator', role_level: 4, store_id: demoStore });

    const noStore = await signIn(t, 'operator');
    const refused = await call('GET', '/api/orders/staff', undefined, { jar: noStore.jar });
    expect((await body<{ error: { key: string } }>(refused, 403)).error.key).toBe('auth.storeForbidden');
  });
});
