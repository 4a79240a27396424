import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymisedEmail, answerDueDate } from '@/shared/privacy/rules';
import type { CookieJar } from '@/testing/accounts';
import { body, deliveryInput, ordersTestApp, placeOrder, signIn, standardCart } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { authAccount, authSession, usersUnified } from '../accounts/schema';
import { auditLog } from '../audit/schema';
import { contactMessages } from '../contact/schema';
import { messages } from '../messaging/schema';
import { orderEvents, orders } from '../orders/schema';
import { stores } from '../stores/schema';
import type { PersonalDataExport } from './actions/privacy-export';
import type { StaffPrivacyRequest } from './actions/privacy-requests';

type Signed = { jar: CookieJar; userId: string; email: string };
type Mine = { request: { id: string; state: string; dueDate: string; requestedAt: string } | null };
type List = { requests: StaffPrivacyRequest[]; total: number };

describe('privacy requests (issue 16, decision 047): download, deletion request, anonymisation', () => {
  let t: TestApp;
  let call: Awaited<ReturnType<typeof ordersTestApp>>['call'];
  const who = {} as Record<'admin' | 'manager' | 'otherManager' | 'buyer' | 'other', Signed>;
  let orderNumber: string;

  const staffList = (jar?: CookieJar, query = '') =>
    call('GET', `/api/accounts/privacy-requests${query}`, undefined, jar ? { jar } : {});
  const complete = (jar: CookieJar, id: string) =>
    call('POST', `/api/accounts/privacy-requests/${id}/complete`, {}, { jar });
  const ask = (jar: CookieJar, confirm: unknown = true) =>
    call('POST', '/api/accounts/me/privacy/deletion', { confirm }, { jar });

  beforeAll(async () => {
    const app = await ordersTestApp();
    t = app.t;
    call = app.call;
    const db = t.database.db;
    await db.insert(stores).values({ name: 'Loja Atlanta', slug: 'loja-atlanta' });
    who.admin = await signIn(t, 'admin');
    who.manager = await signIn(t, 'manager', 'brazil-prime-marietta');
    who.otherManager = await signIn(t, 'manager', 'loja-atlanta');
    who.buyer = await signIn(t, 'customer');
    who.other = await signIn(t, 'customer');
    await standardCart(db, app.p, who.buyer.userId);
    const placed = await body<{ order: { number: string } }>(
      await placeOrder(call, who.buyer.jar, deliveryInput()),
      201,
    );
    orderNumber = placed.order.number;
    await db.insert(contactMessages).values({
      name: 'Comprador',
      email: who.buyer.email,
      message: 'Vocês entregam em Roswell?',
    });
  });
  afterAll(() => t.close());

  it('downloads the customer’s own data as a JSON file with their order and messages', async () => {
    const res = await call('GET', '/api/accounts/me/privacy/export', undefined, { jar: who.buyer.jar });
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = await body<PersonalDataExport>(res, 200);
    expect(data.profile.email).toBe(who.buyer.email);
    expect(data.orders.map((o) => o.number)).toEqual([orderNumber]);
    expect(data.orders[0]!.items.length).toBeGreaterThan(0);
    expect(data.orders[0]!.deliveryAddress?.street).toBe('100 Church St');
    expect(data.addresses.delivery.map((a) => a.zip)).toEqual(['30060']);
    expect(data.contactMessages.map((m) => m.message)).toEqual(['Vocês entregam em Roswell?']);
    expect((await call('GET', '/api/accounts/me/privacy/export')).status).toBe(401);
  });

  it('takes one deletion request at a time, confirmed, due in 15 business days; staff cannot ask', async () => {
    expect(
      await body<Mine>(await call('GET', '/api/accounts/me/privacy', undefined, { jar: who.buyer.jar }), 200),
    ).toEqual({
      request: null,
    });
    const unconfirmed = await ask(who.buyer.jar, false);
    expect(unconfirmed.status).toBe(422);
    const { request } = await body<Mine>(await ask(who.buyer.jar), 201);
    expect(request!.state).toBe('open');
    expect(request!.dueDate).toBe(answerDueDate(new Date(request!.requestedAt)));
    const twice = await ask(who.buyer.jar);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.key).toBe('privacy.alreadyOpen');
    const open = await body<Mine>(
      await call('GET', '/api/accounts/me/privacy', undefined, { jar: who.buyer.jar }),
      200,
    );
    expect(open.request?.id).toBe(request!.id);
    const staff = await ask(who.manager.jar);
    expect(staff.status).toBe(403);
    expect((await staff.json()).error.key).toBe('privacy.staffAccount');
  });

  it('shows the requests to admins and to the manager of the store the customer ordered from, nobody else', async () => {
    const admin = await body<List>(await staffList(who.admin.jar), 200);
    expect(admin.requests.map((r) => r.user.email)).toEqual([who.buyer.email]);
    expect(admin.requests[0]!.overdue).toBe(false);
    const manager = await body<List>(await staffList(who.manager.jar), 200);
    expect(manager.total).toBe(1);
    expect((await body<List>(await staffList(who.otherManager.jar), 200)).total).toBe(0);
    expect((await staffList(who.buyer.jar)).status).toBe(403);
    expect((await staffList()).status).toBe(401);
    expect((await staffList(who.admin.jar, '?state=nope')).status).toBe(400);
    expect((await body<List>(await staffList(who.admin.jar, '?state=completed'), 200)).total).toBe(0);
  });

  it('refuses to carry out a request outside the viewer’s scope or by a customer', async () => {
    const [open] = (await body<List>(await staffList(who.admin.jar), 200)).requests;
    expect((await complete(who.otherManager.jar, open!.id)).status).toBe(404);
    expect((await complete(who.other.jar, open!.id)).status).toBe(403);
    expect((await complete(who.admin.jar, 'nope')).status).toBe(400);
    expect((await complete(who.admin.jar, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('anonymises the account in one go: no sign-in, sessions ended, orders kept without personal data, audited', async () => {
    const db = t.database.db;
    const [open] = (await body<List>(await staffList(who.manager.jar), 200)).requests;
    const profileId = open!.user.id;
    expect(await body<{ ordersKept: number }>(await complete(who.manager.jar, open!.id), 200)).toEqual({
      ordersKept: 1,
    });
    const email = anonymisedEmail(profileId);

    // The live session is refused at its next request, and the password no longer signs in.
    expect(
      (await call('GET', '/api/accounts/me', undefined, { jar: who.buyer.jar })).status,
    ).toBeGreaterThanOrEqual(401);
    const login = await call('POST', '/api/accounts/login', {
      email: who.buyer.email,
      password: 'picanha2024',
    });
    expect(login.status).toBe(401);
    expect(await db.select().from(authSession).where(eq(authSession.userId, who.buyer.userId))).toEqual([]);
    expect(await db.select().from(authAccount).where(eq(authAccount.userId, who.buyer.userId))).toEqual([]);

    const [profile] = await db.select().from(usersUnified).where(eq(usersUnified.id, profileId));
    expect(profile).toMatchObject({ email, full_name: null, is_active: false, phone_digits: '' });
    expect(Object.keys(profile!.metadata)).toEqual(['anonymised_at']);

    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.number, Number(orderNumber.replace(/\D/g, ''))));
    expect(order).toMatchObject({
      customer_name: null,
      customer_email: email,
      customer_phone: null,
      notes: null,
    });
    expect(order!.delivery_address).toEqual({
      street: '',
      unit: null,
      city: 'Marietta',
      state: 'GA',
      zip: '30060',
    });
    expect(order!.total).not.toBeNull();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.order_id, order!.id));
    const theirs = events.filter((e) => e.actor_user_id === who.buyer.userId);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((e) => e.actor_name)).toEqual(theirs.map(() => null));

    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, who.buyer.email))).toEqual(
      [],
    );
    expect(await db.select().from(messages).where(eq(messages.recipient, who.buyer.email))).toEqual([]);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'anonymise'));
    expect(entry).toMatchObject({
      actor_user_id: who.manager.userId,
      entity_type: 'user',
      entity_id: profileId,
    });
    expect(JSON.stringify(entry)).not.toContain(who.buyer.email);

    // Done once: the list moves it to "completed", a second try is refused.
    const again = await complete(who.admin.jar, open!.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.key).toBe('privacy.notOpen');
    const completed = await body<List>(await staffList(who.admin.jar, '?state=completed'), 200);
    expect(completed.requests.map((r) => r.state)).toEqual(['completed']);

    // The order is still on the desk, with the anonymised e-mail.
    const desk = await call('GET', `/api/orders/staff?q=${orderNumber}`, undefined, { jar: who.admin.jar });
    expect(JSON.stringify(await desk.json())).toContain(email);
  });
});
