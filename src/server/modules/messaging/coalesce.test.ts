import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTestDb } from '@/testing/test-db';
import { type QueueMessageInput, queueMessage } from './outbox';
import { claimDueMessages } from './queue';
import { messages } from './schema';

/**
 * A message with a coalesce key stands for the latest state of one thing (decision 072): while it
 * waits, a new one with the same key replaces it and the quiet time starts again; once a worker
 * has claimed it, the next one is a message of its own.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(messages);
});

const QUIET = 60_000;
const weighing = (body: string, key = 'order-weighing:1'): QueueMessageInput => ({
  channel: 'email',
  recipient: 'cliente@example.com',
  subject: 'Pedido pesado',
  body,
  purpose: 'order_update',
  relatedId: 'order-1',
  coalesce: { key, quietMs: QUIET },
});
const rows = () => database.db.select().from(messages).orderBy(messages.created_at);

describe('queueMessage with a coalesce key', () => {
  it('waits the quiet time; the next of the key replaces it and waits again', async () => {
    const before = Date.now();
    const first = await queueMessage(database.db, weighing('1,08 kg'));
    expect(first.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + QUIET);
    const second = await queueMessage(database.db, weighing('0,97 kg'));
    expect(second.id).toBe(first.id);
    expect(await rows()).toMatchObject([
      { body: '0,97 kg', status: 'queued', coalesce_key: 'order-weighing:1' },
    ]);
    expect(second.next_attempt_at.getTime()).toBeGreaterThanOrEqual(first.next_attempt_at.getTime());
  });

  it('is not claimed before the quiet time is over', async () => {
    await queueMessage(database.db, weighing('1,08 kg'));
    expect(await claimDueMessages(database.db, { now: new Date(), limit: 10 })).toEqual([]);
    expect(
      await claimDueMessages(database.db, { now: new Date(Date.now() + QUIET + 1_000), limit: 10 }),
    ).toHaveLength(1);
  });

  it('after a worker claimed it, the next of the key is a new message', async () => {
    await queueMessage(database.db, weighing('1,08 kg'));
    await claimDueMessages(database.db, { now: new Date(Date.now() + QUIET + 1_000), limit: 10 });
    await queueMessage(database.db, weighing('1,1 kg'));
    expect((await rows()).map((r) => [r.status, r.body])).toEqual([
      ['sending', '1,08 kg'],
      ['queued', '1,1 kg'],
    ]);
  });

  it('keeps a retry’s later time, and leaves other keys and keyless messages alone', async () => {
    const waiting = await queueMessage(database.db, weighing('1,08 kg'));
    const later = new Date(Date.now() + 10 * QUIET);
    await database.db.update(messages).set({ next_attempt_at: later }).where(eq(messages.id, waiting.id));
    const replaced = await queueMessage(database.db, weighing('1,1 kg'));
    expect(replaced.next_attempt_at.getTime()).toBe(later.getTime());
    await queueMessage(database.db, weighing('2 kg', 'order-weighing:2'));
    const { coalesce: _, ...plain } = weighing('confirmação');
    await queueMessage(database.db, plain);
    await queueMessage(database.db, plain);
    expect((await rows()).map((r) => r.body)).toEqual(['1,1 kg', '2 kg', 'confirmação', 'confirmação']);
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('a replacement racing a worker’s claim (PostgreSQL)', () => {
  it('waits for the claim, then queues a message of its own', async () => {
    const waiting = await queueMessage(database.db, weighing('1,08 kg'));
    let held!: () => void;
    let release!: () => void;
    const claimHeld = new Promise<void>((done) => (held = done));
    const released = new Promise<void>((done) => (release = done));
    // A worker's claim, stopped between its lock and its update.
    const claim = database.db.transaction(async (tx) => {
      await tx.select().from(messages).where(eq(messages.id, waiting.id)).for('update', { skipLocked: true });
      held();
      await released;
      await tx.update(messages).set({ status: 'sending' }).where(eq(messages.id, waiting.id));
    });
    await claimHeld;
    const replacing = queueMessage(database.db, weighing('1,1 kg'));
    await new Promise((done) => setTimeout(done, 200));
    release();
    await claim;
    await replacing;
    expect((await rows()).map((r) => [r.status, r.body])).toEqual([
      ['sending', '1,08 kg'],
      ['queued', '1,1 kg'],
    ]);
  });
});
