import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { localNotices, NOTICE_CHANNEL } from '@/server/lib/change-notices';
import { withDatabase } from '@/testing/pg-admin';
import { createTestDb } from '@/testing/test-db';
import { createLiveHub } from './hub';
import { liveEvents } from './schema';

/**
 * On PostgreSQL an event recorded inside a writer's transaction rings every instance at its commit
 * (decision 048): the row and its NOTIFY in one statement (issue 34). The embedded database has one
 * instance and rings no one, so this runs on PostgreSQL only.
 */
describe.runIf(process.env.TEST_DB === 'pg')('an event recorded in a transaction (PostgreSQL)', () => {
  let database: Database;
  let listener: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createTestDb();
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    listener = new pg.Client({
      connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? '', rows[0]!.name),
    });
    await listener.connect();
    listener.on('notification', (m) => heard.push(m.payload ?? ''));
    await listener.query(`listen ${NOTICE_CHANNEL}`);
  });
  afterAll(async () => {
    await listener?.end();
    await database?.close();
  });

  it('writes its row and rings the other instances when the transaction commits, not before', async () => {
    const hub = createLiveHub({ db: database.db, postgres: true, notices: localNotices() });
    const orderId = randomUUID();
    await database.db.transaction(async (tx) => {
      await hub.publisher.record(tx, {
        kind: 'order_placed',
        storeId: null,
        customerUserId: 'someone',
        orderId,
        number: '1001',
        status: 'pending_payment',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(heard[0]!)).toMatchObject({ from: 'db', topic: 'live' });
    const rows = await database.db.select().from(liveEvents);
    expect(rows.map((r) => [r.order_id, r.kind])).toEqual([[orderId, 'order_placed']]);
  });
});
