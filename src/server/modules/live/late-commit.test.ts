import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeenIds, type SeenIds } from '@/shared/live/events';
import type { OrderDetail } from '@/shared/orders/types';
import type { Call, CookieJar } from '@/testing/accounts';
import { sseReader } from '@/testing/live';
import { orderDeskTestApp, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import type { LiveChange } from './hub';
import { liveEvents } from './schema';

// Decision 102: an event whose id is lower than one a client already had, because its transaction
// committed later, still reaches the client when she resumes with Last-Event-ID. Runs on PGlite
// and, with TEST_DB=pg, on PostgreSQL with two real transactions.
let t: TestApp;
let call: Call;
let newOrder: (customer: { jar: CookieJar; userId: string }) => Promise<OrderDetail>;
type Person = { jar: CookieJar; userId: string };
let admin: Person;
let ana: Person;

beforeAll(async () => {
  const desk = await orderDeskTestApp();
  t = desk.t;
  call = desk.call;
  newOrder = desk.newOrder;
  // The test app ends streams after 500 ms; these stay open while orders are placed.
  t.services.live.maxStreamMs = 20_000;
  admin = await signIn(t, 'admin');
  ana = await signIn(t);
});
afterAll(() => t?.close());

const desk = async (seen: SeenIds, headers: Record<string, string> = {}) => {
  const res = await call('GET', '/api/orders/staff/live', undefined, { jar: admin.jar, headers });
  expect(res.status).toBe(200);
  const stream = sseReader(res, seen);
  expect(await stream.next(2000)).toEqual({ comment: 'open' });
  return stream;
};

/**
 * A transaction that takes its event id now and commits when `commit()` is called. PostgreSQL: a
 * real open transaction (the publisher's `record`, as a payment's webhook does). PGlite has one
 * connection, so a second transaction cannot run meanwhile: the id is taken from the sequence now
 * and the row written with it at `commit()` — what another connection's late commit looks like.
 */
async function lateCommit(change: LiveChange): Promise<{ id: number; commit: () => Promise<void> }> {
  const { db } = t.database;
  if (t.database.kind === 'postgres') {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let took!: (id: number) => void;
    const taken = new Promise<number>((resolve) => {
      took = resolve;
    });
    const done = db.transaction(async (tx) => {
      await t.services.live.publisher.record(tx, change);
      const rows = await tx.execute<{ id: string }>(
        sql`select currval(pg_get_serial_sequence('live_events', 'id')) as id`,
      );
      took(Number((rows as unknown as { rows: { id: string }[] }).rows[0]!.id));
      await gate;
    });
    return {
      id: await taken,
      commit: async () => {
        release();
        await done;
      },
    };
  }
  const rows = await db.execute<{ id: string }>(
    sql`select nextval(pg_get_serial_sequence('live_events', 'id')) as id`,
  );
  const id = Number((rows as unknown as { rows: { id: string }[] }).rows[0]!.id);
  return {
    id,
    commit: async () => {
      await db.insert(liveEvents).values({
        id,
        kind: change.kind,
        store_id: change.storeId,
        customer_user_id: change.customerUserId,
        order_id: change.orderId,
        number: change.number,
        status: change.status,
      });
    },
  };
}

describe('live streams: a late commit is not missed on resume (decision 102)', () => {
  it('the lower id committed second reaches a client resuming after the higher one, once', async () => {
    const paid = await newOrder(ana);
    const seen = createSeenIds();
    const first = await desk(seen);
    const late = await lateCommit({
      kind: 'payment',
      storeId: paid.storeId,
      customerUserId: ana.userId,
      orderId: paid.id,
      number: paid.number,
      status: paid.status,
    });
    const placed = await newOrder(ana);
    const heard = await first.nextEvent();
    expect(heard?.data?.orderId).toBe(placed.id);
    expect(Number(heard!.id)).toBeGreaterThan(late.id);
    // She leaves; then the lower id commits.
    await first.close();
    await late.commit();
    const again = await desk(seen, { 'Last-Event-ID': seen.resumeFrom()! });
    const caught = await again.nextEvent();
    expect(caught?.id).toBe(String(late.id));
    expect(caught?.data).toMatchObject({ kind: 'payment', orderId: paid.id });
    // Nothing told twice: the order she heard, and what was on screen before she opened, are skipped.
    expect(await again.nextEvent(1000)).toBeNull();
    // And live again.
    const next = await newOrder(ana);
    expect((await again.nextEvent(8000))?.data?.orderId).toBe(next.id);
    await again.close();
  });

  it('a resume looks back only a minute: an older event below the id is not sent again', async () => {
    const old = await newOrder(ana);
    const mid = await newOrder(ana);
    const recent = await newOrder(ana);
    await t.database.db.execute(
      sql`update live_events set created_at = now() - interval '2 minutes' where order_id = ${old.id}`,
    );
    const [row] = await t.database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(sql`${liveEvents.order_id} = ${recent.id}`);
    const res = await call('GET', '/api/orders/staff/live', undefined, {
      jar: admin.jar,
      headers: { 'Last-Event-ID': String(row!.id) },
    });
    const stream = sseReader(res);
    const orders: string[] = [];
    for (let e = await stream.nextEvent(1000); e; e = await stream.nextEvent(500))
      orders.push(e.data!.orderId!);
    expect(orders).toContain(mid.id);
    expect(orders).not.toContain(old.id);
    expect(orders).not.toContain(recent.id);
    await stream.close();
  });
});
