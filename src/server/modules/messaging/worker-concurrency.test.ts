import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/server/db/client';
import { createLogger } from '@/server/logger';
import { waitUntil } from '@/testing/messaging/clock';
import { type FakeWhatsApp, startFakeWhatsApp } from '@/testing/messaging/fake-whatsapp';
import { createTestDb } from '@/testing/test-db';
import { queueMessage } from './outbox';
import { claimDueMessages } from './queue';
import { messages } from './schema';
import { createEmailTransport } from './transports/email';
import type { Transports } from './transports/types';
import { createWhatsAppTransport } from './transports/whatsapp';
import { startWorker } from './worker';

/**
 * Two workers on one outbox must never send a message twice. With TEST_DB=pg they are two
 * separate connection pools on a real PostgreSQL database — what two `npm run worker` processes
 * are — so FOR UPDATE SKIP LOCKED is what keeps them apart. On the default in-memory PGlite (one
 * connection, one process) they are two worker loops sharing the one database handle, their
 * rounds interleaving between sends.
 */
const onPostgres = process.env.TEST_DB === 'pg';
const silent = createLogger('silent');

let first: Database;
let second: Database;
let provider: FakeWhatsApp;

/** A second pool on the same PostgreSQL database as `database`. */
async function secondHandle(database: Database): Promise<Database> {
  const result = await database.db.execute(sql`select current_database() as name`);
  // node-postgres result; the shared Db type does not say which driver answered.
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
}

beforeAll(async () => {
  [first, provider] = await Promise.all([createTestDb(), startFakeWhatsApp()]);
  second = onPostgres ? await secondHandle(first) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await Promise.all([first.close(), provider.close()]);
});

const transports = (): Transports => ({
  whatsapp: createWhatsAppTransport({ config: { url: provider.url, appKey: 'app', authKey: 'auth' } }),
  email: createEmailTransport({ smtpUrl: undefined, from: undefined, isProduction: true, logger: silent }),
});

describe(`two workers at once (${onPostgres ? 'two pools on PostgreSQL' : 'two loops on one PGlite'})`, () => {
  it('send every message exactly once', async () => {
    const total = 40;
    for (let i = 1; i <= total; i++) {
      await queueMessage(first.db, {
        channel: 'whatsapp',
        recipient: '+5511987654321',
        body: `m${i}`,
        purpose: 'coupon',
      });
    }
    provider.state.delayMs = 5;
    const workers = [
      startWorker({ db: first.db, transports: transports(), logger: silent, intervalMs: 5, batchSize: 3 }),
      startWorker({ db: second.db, transports: transports(), logger: silent, intervalMs: 5, batchSize: 3 }),
    ];
    try {
      await waitUntil('every message sent', 20_000, async () => {
        const sent = await first.db
          .select({ id: messages.id })
          .from(messages)
          .where(eq(messages.status, 'sent'));
        return sent.length === total;
      });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const bodies = provider.delivered.map((r) => provider.field(r, 'message'));
    expect(bodies).toHaveLength(total);
    expect(new Set(bodies).size).toBe(total);
    const attempts = await first.db.select({ attempts: messages.attempts }).from(messages);
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
  });

  it.runIf(onPostgres)(
    'a claim skips rows another transaction holds instead of waiting for them',
    async () => {
      await first.db.delete(messages);
      for (let i = 1; i <= 4; i++) {
        await queueMessage(first.db, {
          channel: 'whatsapp',
          recipient: '+5511987654321',
          body: `h${i}`,
          purpose: 'coupon',
        });
      }
      let release: () => void = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      let locked: () => void = () => {};
      const lockTaken = new Promise<void>((done) => {
        locked = done;
      });
      // Transaction A locks two due rows and keeps them locked until released.
      const holder = first.db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from messages where status = 'queued' order by body limit 2 for update`,
        );
        locked();
        await held;
      });
      await lockTaken;
      try {
        const claimed = await claimDueMessages(second.db, { now: new Date(), limit: 10 });
        expect(claimed.map((r) => r.body).sort()).toEqual(['h3', 'h4']);
      } finally {
        release();
        await holder;
      }
    },
  );
});
