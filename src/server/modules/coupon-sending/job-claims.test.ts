import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/server/db/client';
import { couponSendingSuite } from '@/testing/coupon-sending';
import { waitUntil } from '@/testing/messaging/clock';
import { silent } from '@/testing/messaging/outbox-fixture';
import type { Transports } from '../messaging/transports/types';
import { createWhatsAppTransport } from '../messaging/transports/whatsapp';
import { couponSendJobs } from './schema';
import { type CouponSendingOptions, createCouponSendingService } from './service';

/**
 * Bulk sends across instances (issue 23, decision 054): a job is worked by one runner at a time
 * (a lease in `coupon_send_jobs`), and a killed runner's job is taken over by another once the
 * lease lapses. With TEST_DB=pg the killed runner is its own connection pool on the same
 * PostgreSQL database — what a second server process is — and its "kill" closes that pool.
 */
const s = couponSendingSuite();
const onPostgres = process.env.TEST_DB === 'pg';

/** Transports that note which runner sent each message (the digits it went to), then send it for real. */
function tagged(who: string, sentBy: [string, string][]): Transports {
  return {
    whatsapp: {
      send: (message) => {
        sentBy.push([who, message.recipient.replace(/\D/g, '')]);
        return createWhatsAppTransport({ config: { url: s.provider.url, appKey: 'a', authKey: 'b' } }).send(
          message,
        );
      },
    },
    email: { send: async () => ({ status: 'sent', providerMessageId: null }) },
  };
}

const runner = (db: Database['db'], transports: Transports, more: Partial<CouponSendingOptions> = {}) =>
  createCouponSendingService({ db, transports, logger: silent, sleep: s.sleep, settlePollMs: 10, ...more });

/** A second pool on the same PostgreSQL database: another server process, as far as the database can tell. */
async function secondHandle(): Promise<Database> {
  const result = await s.t.database.db.execute(sql`select current_database() as name`);
  const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
}

async function people(prefix: string, count: number) {
  const list: Awaited<ReturnType<typeof s.customer>>[] = [];
  for (let i = 0; i < count; i++) list.push(await s.customer(`${prefix} ${String(i).padStart(2, '0')}`));
  return list;
}

/** A running job that no runner works yet (its starter stopped before it could claim it). */
async function unclaimedJob(customerIds: string[]) {
  const starter = runner(s.t.database.db, tagged('starter', []));
  await starter.stop();
  const job = await starter.startBulk(
    { userId: s.adminId, role: 'admin' },
    { couponIds: [s.couponId], customerIds },
  );
  return job.job.id;
}

describe('bulk sends across instances: one runner at a time, a killed one taken over', () => {
  it('two runners resuming the same job at once: one holds it and messages every customer once', async () => {
    const list = await people('Par', 12);
    const jobId = await unclaimedJob(list.map((p) => p.id));
    const sentBy: [string, string][] = [];
    const second = onPostgres ? await secondHandle() : s.t.database;
    const a = runner(s.t.database.db, tagged('A', sentBy));
    const b = runner(second.db, tagged('B', sentBy));
    try {
      const picked = await Promise.all([a.resume(), b.resume()]);
      a.watch();
      b.watch();
      await waitUntil('the job done', 20_000, async () => (await a.job(jobId)).job.status === 'done');
      const senders = new Set(sentBy.map(([who]) => who));
      expect(senders.size).toBe(1);
      const [holder] = await s.t.database.db
        .select({ claimedBy: couponSendJobs.claimed_by })
        .from(couponSendJobs)
        .where(eq(couponSendJobs.id, jobId));
      expect(holder?.claimedBy).toBe(senders.has('A') ? a.runnerId : b.runnerId);
      expect(picked.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
      const mine = list.map((p) => p.digits).sort();
      expect(sentBy.map(([, to]) => to).sort()).toEqual(mine);
      const done = await a.job(jobId);
      expect(done.result).toMatchObject({ totalCustomers: 12, successfulSends: 12, success: true });
    } finally {
      await a.stop();
      await b.stop();
      if (second !== s.t.database) await second.close();
    }
  }, 30_000);

  it('a stopped runner lets go of its job at once: another takes it without waiting for the lease', async () => {
    const list = await people('Passa', 4);
    const sentBy: [string, string][] = [];
    let open!: () => void;
    const held = new Promise<void>((done) => {
      open = done;
    });
    let pauses = 0;
    const a = runner(s.t.database.db, tagged('A', sentBy), {
      sleep: async () => {
        if (++pauses === 1) await held;
      },
    });
    const job = await a.startBulk(
      { userId: s.adminId, role: 'admin' },
      { couponIds: [s.couponId], customerIds: list.map((p) => p.id) },
    );
    await waitUntil('the first customer sent', 5_000, () => sentBy.length === 1);
    const b = runner(s.t.database.db, tagged('B', sentBy), { leaseMs: 600_000 });
    expect(await b.resume()).toBe(0); // A holds it
    const stopping = a.stop();
    open();
    await stopping;
    const [row] = await s.t.database.db
      .select()
      .from(couponSendJobs)
      .where(eq(couponSendJobs.id, job.job.id));
    expect(row).toMatchObject({ status: 'running', claimed_by: null, lease_until: null });
    expect(await b.resume()).toBe(1);
    await b.settled(job.job.id);
    expect((await b.job(job.job.id)).job.status).toBe('done');
    expect(sentBy.map(([who]) => who)).toEqual(['A', 'B', 'B', 'B']);
    await b.stop();
  });

  it.runIf(onPostgres)(
    'a killed runner (its connections gone, no heartbeat) → another takes the job after the lease; nobody twice',
    async () => {
      const list = await people('Morto', 6);
      const leaseMs = 1_500;
      const sentBy: [string, string][] = [];
      const killed = await secondHandle();
      let pauses = 0;
      const hang = new Promise<void>(() => {}); // the killed process never comes back
      const a = runner(killed.db, tagged('A', sentBy), {
        leaseMs,
        sleep: async () => {
          if (++pauses === 2) await hang;
        },
      });
      const b = runner(s.t.database.db, tagged('B', sentBy), { leaseMs, pollMs: 100 });
      const job = await a.startBulk(
        { userId: s.adminId, role: 'admin' },
        { couponIds: [s.couponId], customerIds: list.map((p) => p.id) },
      );
      await waitUntil('two customers sent by A', 5_000, () => sentBy.length === 2);
      b.watch();
      // Held: B does not take it while A's heartbeat renews the lease.
      await new Promise((done) => setTimeout(done, leaseMs * 1.5));
      expect(sentBy.map(([who]) => who)).toEqual(['A', 'A']);
      const killedAt = Date.now();
      await killed.close();
      await waitUntil(
        'B finished the job',
        20_000,
        async () => (await b.job(job.job.id)).job.status === 'done',
      );
      const tookOverAfter = Date.now() - killedAt;
      expect(tookOverAfter).toBeGreaterThanOrEqual(leaseMs * 0.6); // not before the lease lapsed
      expect(sentBy.map(([who]) => who)).toEqual(['A', 'A', 'B', 'B', 'B', 'B']);
      expect(sentBy.map(([, to]) => to).sort()).toEqual(list.map((p) => p.digits).sort());
      const [row] = await s.t.database.db
        .select()
        .from(couponSendJobs)
        .where(eq(couponSendJobs.id, job.job.id));
      expect(row?.claimed_by).toBe(b.runnerId);
      await b.stop();
    },
    30_000,
  );
});
