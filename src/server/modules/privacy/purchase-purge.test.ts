import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createLogger } from '@/server/logger';
import { campaignRows } from '@/testing/campaigns';
import { insertCustomer } from '@/testing/orders';
import { insertOrder } from '@/testing/reports';
import { createTestDb } from '@/testing/test-db';
import { usersUnified } from '../accounts/schema';
import { auditLog } from '../audit/schema';
import { messages } from '../messaging/schema';
import type { Customer } from '../orders/context';
import { orderEvents, orderItems, orders } from '../orders/schema';
import { stores } from '../stores/schema';
import { purgeExpiredPurchases, RETENTION_ACTOR } from './actions/purchase-purge';
import { startPurchasePurge } from './purchase-purge';

/** Purchase data of anonymised accounts deleted after its 5 years (decision 049), on a fake clock. */
describe('the purge of purchase data past 5 years', () => {
  let database: Database;
  let storeId: string;
  const ids = {} as Record<'goneOld' | 'goneEdge' | 'goneRecent' | 'goneByProfile' | 'keptCustomer', string>;
  const at = (iso: string) => new Date(iso);

  const order = (customer: Customer, when: string) =>
    insertOrder(database.db, {
      customer,
      storeId,
      at: when,
      status: 'delivered',
      total: '120.00',
      items: [{ productId: null, name: 'Picanha', quantity: 1, lineTotal: '120.00' }],
    });

  /** What carrying out a deletion request leaves on the profile (actions/privacy-requests.ts). */
  const anonymise = (c: Customer) =>
    database.db
      .update(usersUnified)
      .set({ metadata: { anonymised_at: '2022-01-10T12:00:00.000Z' }, full_name: null, is_active: false })
      .where(eq(usersUnified.id, c.profileId!));

  const purges = () =>
    database.db.select().from(auditLog).where(eq(auditLog.action, 'purge')).orderBy(asc(auditLog.at));
  const left = async (list: string[]) =>
    (await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, list))).map(
      (o) => o.id,
    );

  beforeAll(async () => {
    database = await createTestDb();
    const db = database.db;
    const [store] = await db
      .insert(stores)
      .values({ name: 'Loja Teste', slug: `loja-${randomUUID().slice(0, 6)}` })
      .returning({ id: stores.id });
    storeId = store!.id;
    const gone = await insertCustomer(db, '+14045550100');
    const other = await insertCustomer(db, '+14045550101');
    const stays = await insertCustomer(db, '+14045550102');
    ids.goneOld = await order(gone, '2020-05-02T15:00:00Z');
    ids.goneEdge = await order(gone, '2021-11-24T12:00:00Z');
    ids.goneRecent = await order(gone, '2021-11-25T00:00:00Z');
    // An order that names the profile (the usual case) as well as one that names only the login.
    ids.goneByProfile = await order(other, '2019-01-15T15:00:00Z');
    await db
      .update(orders)
      .set({ customer_profile_id: other.profileId })
      .where(eq(orders.id, ids.goneByProfile));
    ids.keptCustomer = await order(stays, '2018-03-01T15:00:00Z');
    await anonymise(gone);
    await anonymise(other);
    // Two were Christmas pre-orders (the campaigns module's rows, decision 100): one purged, one kept.
    await campaignRows.markPreorders(db, [ids.goneOld, ids.keptCustomer], randomUUID());
    await db.insert(orderEvents).values([
      { order_id: ids.goneOld, to_status: 'delivered', note: 'Entregue ao porteiro' },
      { order_id: ids.keptCustomer, to_status: 'delivered' },
    ]);
    await db.insert(messages).values([
      {
        channel: 'email',
        recipient: 'x@example.com',
        body: 'Pedido entregue',
        purpose: 'order_update',
        related_id: ids.goneOld,
      },
      {
        channel: 'email',
        recipient: 'y@example.com',
        body: 'Pedido entregue',
        purpose: 'order_update',
        related_id: ids.keptCustomer,
      },
    ]);
  });
  afterAll(() => database.close());

  it('deletes an anonymised account’s orders older than 5 years with their lines, history and messages, audited by the system', async () => {
    const all = Object.values(ids);
    const removed = await purgeExpiredPurchases(database.db, at('2026-11-24T00:00:00Z'));
    expect(removed).toEqual({ orders: 3, messages: 1, campaignOrders: 1 });
    // The purged order's pre-order row and its lines go with it; the kept customer's stay.
    expect(await campaignRows.preorderIds(database.db, all)).toEqual([{ id: ids.keptCustomer, lines: 1 }]);
    expect((await left(all)).sort()).toEqual([ids.goneRecent, ids.keptCustomer].sort());
    const gone = [ids.goneOld, ids.goneEdge, ids.goneByProfile];
    expect(await database.db.select().from(orderItems).where(inArray(orderItems.order_id, gone))).toEqual([]);
    expect(await database.db.select().from(orderEvents).where(inArray(orderEvents.order_id, gone))).toEqual(
      [],
    );
    expect(
      (await database.db.select({ related: messages.related_id }).from(messages)).map((m) => m.related),
    ).toEqual([ids.keptCustomer]);
    // A customer whose account is still theirs keeps their history (the purge is for anonymised accounts).
    expect(
      await database.db.select().from(orderItems).where(eq(orderItems.order_id, ids.keptCustomer)),
    ).toHaveLength(1);
    const [entry, ...more] = await purges();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_user_id: RETENTION_ACTOR.userId,
      actor_role: 'system',
      entity_type: 'orders',
      entity_id: null,
      after: {
        rule: 'purchase_retention_5_years',
        placed_before: '2021-11-25T00:00:00.000Z',
        orders_deleted: 3,
        messages_deleted: 1,
        campaign_orders_deleted: 1,
      },
    });
  });

  it('is idempotent: the same day again removes nothing and writes no audit entry', async () => {
    expect(await purgeExpiredPurchases(database.db, at('2026-11-24T23:59:59Z'))).toEqual({
      orders: 0,
      messages: 0,
      campaignOrders: 0,
    });
    expect(await purges()).toHaveLength(1);
  });

  it('runs daily from the server: the next day takes the order placed a day later', async () => {
    let now = at('2026-11-24T12:00:00Z');
    const purge = startPurchasePurge({ db: database.db, now: () => now }, createLogger('silent'), 60_000);
    await purge.round();
    expect(await left([ids.goneRecent])).toEqual([ids.goneRecent]);
    now = at('2026-11-25T00:00:00Z');
    await purge.round();
    await purge.stop();
    expect(await left([ids.goneRecent])).toEqual([]);
    expect((await purges()).map((e) => (e.after as { orders_deleted: number }).orders_deleted)).toEqual([
      3, 1,
    ]);
  });

  it('works in batches, one transaction and audit entry each', async () => {
    const more = await insertCustomer(database.db);
    const placed = [
      await order(more, '2015-01-05T15:00:00Z'),
      await order(more, '2015-02-05T15:00:00Z'),
      await order(more, '2015-03-05T15:00:00Z'),
    ];
    await anonymise(more);
    expect(await purgeExpiredPurchases(database.db, at('2026-11-25T12:00:00Z'), 2)).toEqual({
      orders: 3,
      messages: 0,
      campaignOrders: 0,
    });
    expect(await left(placed)).toEqual([]);
    expect((await purges()).map((e) => (e.after as { orders_deleted: number }).orders_deleted)).toEqual([
      3, 1, 2, 1,
    ]);
  });
});
