import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeenIds, type SeenIds } from '@/shared/live/events';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import { sseReader } from '@/testing/live';
import { orderRows } from '@/testing/order-rows';
import { body, orderDeskTestApp, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { stores } from '../stores/schema';

// Issue 40 (decision 088): the desk's and the order page's event streams, read as a browser reads
// them while other requests place and move orders. Streams here end after 5 s (the real one after
// 15 min), so the reconnection is tested as the server closing the connection.
let t: TestApp;
let call: Call;
let newOrder: (customer: { jar: CookieJar; userId: string }) => Promise<OrderDetail>;
type Person = { jar: CookieJar; userId: string; email: string };
let admin: Person;
let managerA: Person;
let managerB: Person;
let ana: Person;
let bruno: Person;
let storeB: string;

beforeAll(async () => {
  // The desk test shop, with its live service's streams ending soon.
  const desk = await orderDeskTestApp();
  t = desk.t;
  call = desk.call;
  newOrder = desk.newOrder;
  t.services.live.maxStreamMs = 5_000;
  const [b] = await t.database.db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' }).returning();
  storeB = b!.id;
  admin = await signIn(t, 'admin');
  managerA = await signIn(t, 'manager', 'brazil-prime-marietta');
  managerB = await signIn(t, 'manager', 'buford');
  ana = await signIn(t);
  bruno = await signIn(t);
});
afterAll(() => t?.close());

const open = async (who: Person | null, path: string, headers: Record<string, string> = {}) => {
  const res = await call('GET', path, undefined, { ...(who ? { jar: who.jar } : {}), headers });
  return res;
};
const desk = async (who: Person, headers: Record<string, string> = {}, seen?: SeenIds) => {
  const res = await open(who, '/api/orders/staff/live', headers);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const stream = sseReader(res, seen);
  // The opening line comes at once: the client knows no proxy is holding the stream back.
  expect(await stream.next(2000)).toEqual({ comment: 'open' });
  return stream;
};
const page = async (who: Person) => {
  const res = await open(who, '/api/orders/live');
  expect(res.status).toBe(200);
  const stream = sseReader(res);
  expect(await stream.next(2000)).toEqual({ comment: 'open' });
  return stream;
};

describe('live streams (issue 40)', () => {
  it('refuses visitors (401) on the desk and the order page; a customer is not staff (403)', async () => {
    expect((await open(null, '/api/orders/staff/live')).status).toBe(401);
    expect((await open(null, '/api/orders/live')).status).toBe(401);
    expect((await open(ana, '/api/orders/staff/live')).status).toBe(403);
    // A Last-Event-ID that is no number is refused with the field, not read as "from now".
    expect((await open(admin, '/api/orders/staff/live', { 'Last-Event-ID': 'abc' })).status).toBe(400);
  });

  it('the desk hears an order placed by another request, and its buyer hears it too', async () => {
    const adminDesk = await desk(admin);
    const anaPage = await page(ana);
    const brunoPage = await page(bruno);
    const order = await newOrder(ana);
    const heard = await adminDesk.nextEvent();
    expect(heard).toMatchObject({
      event: 'live',
      data: { kind: 'order_placed', orderId: order.id, number: order.number, status: order.status },
    });
    expect(heard?.id).toBe(heard?.data?.id);
    expect((await anaPage.nextEvent())?.data).toMatchObject({ kind: 'order_placed', orderId: order.id });
    // Another customer hears nothing of Ana's order.
    expect(await brunoPage.nextEvent(1500)).toBeNull();
    await Promise.all([adminDesk.close(), anaPage.close(), brunoPage.close()]);
  });

  it('resumes with Last-Event-ID after the server closed the stream: nothing missed, nothing twice', async () => {
    // Read as the browser's client reads (decision 102): it skips the look-back's ids it already has.
    const seenIds = createSeenIds();
    const first = await desk(admin, {}, seenIds);
    const before = await newOrder(ana);
    const seen = await first.nextEvent();
    expect(seen?.data?.orderId).toBe(before.id);
    // The server ends the stream (maxStreamMs); orders placed meanwhile wait in the stored events.
    while (!first.ended) await first.next(6000);
    const missed = [await newOrder(ana), await newOrder(bruno)];
    const again = await desk(admin, { 'Last-Event-ID': seen!.id! }, seenIds);
    const caught = [await again.nextEvent(), await again.nextEvent()];
    expect(caught.map((e) => e?.data?.orderId)).toEqual(missed.map((o) => o.id));
    expect(Number(caught[0]!.id)).toBeGreaterThan(Number(seen!.id));
    // And live again after the catch-up.
    const after = await newOrder(ana);
    expect((await again.nextEvent())?.data?.orderId).toBe(after.id);
    await again.close();
  });

  it("a manager of store A never hears store B's events; B's manager and admins do", async () => {
    const order = await newOrder(ana);
    await orderRows.moveToStore(t.database.db, order.id, storeB);
    const a = await desk(managerA);
    const b = await desk(managerB);
    const all = await desk(admin);
    const anaPage = await page(ana);
    await body(
      await call('POST', `/api/orders/staff/${order.id}/status`, { status: 'cancelled' }, { jar: admin.jar }),
      200,
    );
    const heardB = await b.nextEvent();
    expect(heardB?.data).toMatchObject({ kind: 'status', orderId: order.id, status: 'cancelled' });
    expect(heardB?.data?.actor?.id).toBe(admin.userId);
    expect((await all.nextEvent())?.data?.orderId).toBe(order.id);
    // The buyer's page hears the status change, without the staff member's name.
    expect((await anaPage.nextEvent())?.data).toMatchObject({
      kind: 'status',
      status: 'cancelled',
      actor: null,
    });
    expect(await a.nextEvent(1500)).toBeNull();
    // Nor on a reconnection: store B's event is not in A's catch-up (its look-back included).
    const resumed = await desk(managerA, { 'Last-Event-ID': String(Number(heardB!.id) - 1) });
    for (let e = await resumed.nextEvent(1000); e; e = await resumed.nextEvent(300))
      expect(e.data?.orderId).not.toBe(order.id);
    await Promise.all([a.close(), b.close(), all.close(), anaPage.close(), resumed.close()]);
  });

  it('a new contact message reaches admins, not a store manager nor a customer', async () => {
    const all = await desk(admin);
    const a = await desk(managerA);
    const anaPage = await page(ana);
    const res = await call('POST', '/api/contact', {
      name: 'Ana Souza',
      email: 'ana@example.com',
      message: 'Vocês fazem picanha maturada sob encomenda?',
      website: '',
      language: 'en',
    });
    expect(res.status).toBe(201);
    expect((await all.nextEvent())?.data).toMatchObject({ kind: 'contact_message', orderId: null });
    expect(await a.nextEvent(1200)).toBeNull();
    expect(await anaPage.nextEvent(200)).toBeNull();
    await Promise.all([all.close(), a.close(), anaPage.close()]);
  });

  it("over a socket of Node's server (as in production): the same stream, written straight to the response", async () => {
    // The app on 127.0.0.1 for this test only; closed at its end.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (headers: Record<string, string> = {}) =>
      fetch(`${base}/api/orders/staff/live`, { headers: { cookie: admin.jar.header() ?? '', ...headers } });
    try {
      expect((await fetch(`${base}/api/orders/staff/live`)).status).toBe(401);
      const res = await get();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
      const seenIds = createSeenIds();
      const first = sseReader(res, seenIds);
      expect(await first.next(2000)).toEqual({ comment: 'open' });
      const one = await newOrder(ana);
      const heard = await first.nextEvent();
      expect(heard?.data?.orderId).toBe(one.id);
      await first.close();
      const two = await newOrder(bruno);
      const again = sseReader(await get({ 'Last-Event-ID': heard!.id! }), seenIds);
      expect(await again.next(2000)).toEqual({ comment: 'open' });
      expect((await again.nextEvent())?.data?.orderId).toBe(two.id);
      // The server ends it (maxStreamMs): the client sees the end, not a hang.
      while (!again.ended) await again.next(6000);
      expect(again.ended).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('her own cancel reaches the desk at once, without a staff name', async () => {
    const order = await newOrder(ana);
    const all = await desk(admin);
    const res = await call('POST', `/api/orders/${order.id}/cancel`, {}, { jar: ana.jar });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await all.nextEvent())?.data).toMatchObject({
      kind: 'status',
      orderId: order.id,
      status: 'cancelled',
      actor: null,
    });
    await all.close();
  });

  it('a stopping instance ends its streams at once (their clients resume elsewhere)', async () => {
    const open = await desk(admin);
    t.services.live.endStreams();
    // Nothing but the opening's id-only line (decision 102) before the end.
    expect(await open.nextEvent(1000)).toBeNull();
    expect(open.ended).toBe(true);
  });

  it("a customer's stream carries only her own orders' changes, even when resumed from the start", async () => {
    const mine = await newOrder(bruno);
    await newOrder(ana);
    const resumed = sseReader(await open(bruno, '/api/orders/live', { 'Last-Event-ID': '0' }));
    const events = [];
    for (let e = await resumed.nextEvent(1000); e; e = await resumed.nextEvent(500)) events.push(e);
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.data?.orderId === mine.id)).toBe(true);
    const ids = new Set(await orderRows.idsOf(t.database.db, bruno.userId));
    for (const e of events) expect(ids.has(e.data!.orderId!)).toBe(true);
    await resumed.close();
  });
});
