import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { fakeClock, waitUntil } from '@/testing/messaging/clock';
import { setUpOutboxFixture, silent, whatsapp } from '@/testing/messaging/outbox-fixture';
import { captureLogger } from '@/testing/test-app';
import { queueMessage } from './outbox';
import { claimDueMessages, requeueStuck, SEND_INTERRUPTED } from './queue';
import { MAX_ATTEMPTS, STUCK_SENDING_MS } from './retry-policy';
import { messages } from './schema';
import { runWorkerOnce, startWorker } from './worker';

const f = setUpOutboxFixture();

describe('outbox worker lifecycle', () => {
  it('requeues a message left in sending by a worker that died, after 10 minutes', async () => {
    const clock = fakeClock();
    const row = await queueMessage(f.db, whatsapp('órfã'));
    const [claimed] = await claimDueMessages(f.db, { now: clock.now(), limit: 10 });
    expect(claimed?.status).toBe('sending');

    clock.advance(STUCK_SENDING_MS - 1_000);
    expect(await requeueStuck(f.db, clock.now())).toEqual([]);
    clock.advance(2_000);
    expect(await requeueStuck(f.db, clock.now())).toEqual([row.id]);
    expect(await f.byId(row.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: SEND_INTERRUPTED,
    });

    await runWorkerOnce({ db: f.db, transports: f.transports(), logger: silent, now: clock.now });
    expect(await f.byId(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a message that kept killing its worker ends failed', async () => {
    const clock = fakeClock();
    const row = await queueMessage(f.db, whatsapp('venenosa'));
    await f.db
      .update(messages)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(messages.id, row.id));
    await claimDueMessages(f.db, { now: clock.now(), limit: 10 });
    clock.advance(STUCK_SENDING_MS + 1_000);
    await requeueStuck(f.db, clock.now());
    expect(await f.byId(row.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: SEND_INTERRUPTED,
    });
  });

  it('gives way while checkouts run, then sends what they queued (decision 131)', async () => {
    await queueMessage(f.db, whatsapp('pedido recebido'));
    const before = f.provider.attempts();
    let checkouts = true;
    const worker = startWorker({
      db: f.db,
      transports: f.transports(),
      logger: silent,
      intervalMs: 10,
      yieldTo: () => checkouts,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(f.provider.attempts()).toBe(before);
      checkouts = false;
      await waitUntil(
        'the message sent once the checkouts are answered',
        5_000,
        () => f.provider.attempts() > before,
      );
    } finally {
      await worker.stop();
    }
  });

  it('gives way for a bounded time only: a burst that never ends does not hold messages back', async () => {
    await queueMessage(f.db, whatsapp('pedido recebido'));
    const before = f.provider.attempts();
    const worker = startWorker({
      db: f.db,
      transports: f.transports(),
      logger: silent,
      intervalMs: 10,
      yieldTo: () => true,
      maxYieldMs: 200,
    });
    try {
      await waitUntil('the message sent after the longest wait', 5_000, () => f.provider.attempts() > before);
    } finally {
      await worker.stop();
    }
  });

  it('stop() waits for the message being sent and gives back the rest of the round', async () => {
    f.provider.state.delayMs = 150;
    for (const body of ['um', 'dois', 'três']) await queueMessage(f.db, whatsapp(body));
    const before = f.provider.attempts();
    const worker = startWorker({ db: f.db, transports: f.transports(), logger: silent, intervalMs: 10 });
    await waitUntil('the first request', 5_000, () => f.provider.attempts() > before);
    const attemptsAtStop = f.provider.attempts();
    await worker.stop();

    const all = await f.rows();
    const sent = all.filter((r) => r.status === 'sent');
    expect(sent.length).toBe(f.provider.delivered.length);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThan(3);
    expect(f.provider.attempts()).toBe(attemptsAtStop);
    expect(all.filter((r) => r.status !== 'sent').map((r) => [r.status, r.attempts])).toEqual(
      all.filter((r) => r.status !== 'sent').map(() => ['queued', 0]),
    );
    // Nothing is left half-done: no row stays in `sending`.
    expect(all.filter((r) => r.status === 'sending')).toEqual([]);
  });

  it('a database error is logged and the worker keeps trying, with a growing pause', async () => {
    const { logger, lines } = captureLogger();
    let calls = 0;
    const broken = {
      transaction: async () => {
        calls += 1;
        throw new Error('database unavailable');
      },
      update: () => ({ set: () => ({ where: () => ({ returning: async () => [] }) }) }),
    } as unknown as Db;
    const worker = startWorker({ db: broken, transports: f.transports(), logger, intervalMs: 10 });
    await waitUntil('three failed rounds', 5_000, () => calls >= 3);
    await worker.stop();
    const failures = lines().filter((l) => l.msg === 'outbox: worker round failed');
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(failures.slice(0, 3).map((l) => l.retryInMs)).toEqual([10, 20, 40]);
  });
});
