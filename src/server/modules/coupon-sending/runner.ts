import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { MESSAGES } from '@/shared/messages';
import { UNKNOWN_SEND_ERROR } from '@/shared/messaging/errors';
import { BULK_PAUSE_MS, type CouponSendResult } from '../messaging/public';
import { settleFromOutbox } from './jobs';
import { type CouponSendItemRow, type CouponSendJobRow, couponSendItems, couponSendJobs } from './schema';

/** How the runner sends one customer of a job (the service's single-send path with the job's author). */
export type ItemSender = (job: CouponSendJobRow, item: CouponSendItemRow) => Promise<CouponSendResult>;

export type RunnerOptions = {
  db: Db;
  sendItem: ItemSender;
  logger: Logger;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** How often a customer left mid-send by a stopped server is looked at again (default 2 s). */
  settlePollMs?: number;
  /** How long a claim on a job holds without a heartbeat (default 30 s; decision 054). */
  leaseMs?: number;
  /** How often `watch()` looks for running jobs nobody holds (default 5 s). */
  pollMs?: number;
};

/** A job's lease: renewed every third of it while the job runs here. */
export const JOB_LEASE_MS = 30_000;
export const JOB_POLL_MS = 5_000;

/**
 * Works through bulk sends on the server (issue 18, decision 044): one customer at a time, SPEC
 * §9's second between customers, each customer's state written as it moves (pending → sending →
 * success | error). Everything lives in the database, so closing the browser changes nothing and
 * `resume()` after a restart carries on from the first customer not finished. A customer is taken
 * by a conditional update (pending → sending), and one whose messages are already in the outbox is
 * never queued again, so nobody is messaged twice.
 *
 * Across instances (decision 054) a job is worked by one runner at a time: the runner claims it
 * (`claimed_by` = its random id, `lease_until` = database time + lease) before each customer and
 * every third of the lease while it runs; another instance or `npm run worker` takes a running job
 * only when nobody holds it or the lease has lapsed (the holder was killed). `stop()` lets go at
 * once so that another picks the job up without waiting for the lease.
 */
export function createBulkRunner(options: RunnerOptions) {
  const { db, sendItem, logger, now, sleep } = options;
  const settlePollMs = options.settlePollMs ?? 2_000;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  const me = randomUUID();
  const active = new Map<string, Promise<void>>();
  let stopped = false;
  let poll: NodeJS.Timeout | undefined;

  /** Database time, not this machine's: instances with skewed clocks still agree on a lease. */
  const leaseEnd = sql`now() + ${leaseMs}::int * interval '1 millisecond'`;
  const claimable = or(
    isNull(couponSendJobs.claimed_by),
    eq(couponSendJobs.claimed_by, me),
    lt(couponSendJobs.lease_until, sql`now()`),
  );

  /** Takes or renews the job's lease; false when it is no longer running or another runner holds it. */
  async function claim(jobId: string): Promise<boolean> {
    const rows = await db
      .update(couponSendJobs)
      .set({ claimed_by: me, lease_until: leaseEnd })
      .where(and(eq(couponSendJobs.id, jobId), eq(couponSendJobs.status, 'running'), claimable))
      .returning({ id: couponSendJobs.id });
    return rows.length > 0;
  }

  const nextItem = async (jobId: string) =>
    (
      await db
        .select()
        .from(couponSendItems)
        .where(and(eq(couponSendItems.job_id, jobId), inArray(couponSendItems.state, ['pending', 'sending'])))
        .orderBy(asc(couponSendItems.position))
        .limit(1)
    )[0];

  /** A customer is taken only while this runner's lease on the job holds. */
  async function take(item: CouponSendItemRow): Promise<boolean> {
    const held = db
      .select({ id: couponSendJobs.id })
      .from(couponSendJobs)
      .where(
        and(
          eq(couponSendJobs.id, item.job_id),
          eq(couponSendJobs.claimed_by, me),
          sql`${couponSendJobs.lease_until} > now()`,
        ),
      );
    const taken = await db
      .update(couponSendItems)
      .set({ state: 'sending', updated_at: now() })
      .where(
        and(eq(couponSendItems.id, item.id), eq(couponSendItems.state, item.state), sql`exists (${held})`),
      )
      .returning({ id: couponSendItems.id });
    return taken.length > 0;
  }

  async function record(item: CouponSendItemRow, result: CouponSendResult) {
    await db
      .update(couponSendItems)
      .set({
        state: result.success ? 'success' : 'error',
        error: result.success ? null : (result.error ?? UNKNOWN_SEND_ERROR),
        blocked: result.blocked === true,
        updated_at: now(),
      })
      .where(and(eq(couponSendItems.id, item.id), eq(couponSendItems.state, 'sending')));
  }

  async function runJob(jobId: string) {
    if (!(await claim(jobId))) return;
    // The heartbeat: a slow provider or a long pause never lets the lease lapse while this runs.
    const heartbeat = setInterval(
      () =>
        void claim(jobId).catch((error: unknown) =>
          logger.warn({ err: error, jobId }, 'coupon send: lease not renewed'),
        ),
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await workJob(jobId);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function workJob(jobId: string) {
    let sentOne = false;
    let paused = false;
    while (!stopped) {
      // Renewing the lease is also the cancel check: a job no longer running, or held by another, ends here.
      if (!(await claim(jobId))) return;
      const item = await nextItem(jobId);
      if (!item) {
        const at = now();
        await db
          .update(couponSendJobs)
          .set({ status: 'done', finished_at: at, updated_at: at })
          .where(and(eq(couponSendJobs.id, jobId), eq(couponSendJobs.status, 'running')));
        logger.info({ jobId }, 'coupon send finished');
        return;
      }
      // Stopped mid-send with messages already in the outbox: their outcome is the customer's.
      if (item.state === 'sending' && item.message_ids.length > 0) {
        if (!(await settleFromOutbox(db, item, now()))) await sleep(settlePollMs);
        continue;
      }
      // §9: one second between customers; the job's state is read again after the pause (cancel).
      if (sentOne && !paused) {
        await sleep(BULK_PAUSE_MS);
        paused = true;
        continue;
      }
      paused = false;
      if (!(await take(item))) continue;
      const [job] = await db.select().from(couponSendJobs).where(eq(couponSendJobs.id, jobId));
      if (!job) return;
      let result: CouponSendResult;
      try {
        result = await sendItem(job, item);
      } catch (error) {
        logger.error({ err: error, jobId, itemId: item.id }, 'coupon send: a customer failed unexpectedly');
        result = { success: false, error: UNKNOWN_SEND_ERROR };
      }
      await record(item, result);
      sentOne = true;
    }
  }

  /** Starts working on a job in the background (nothing when it already runs here or the runner stopped). */
  function kick(jobId: string) {
    if (stopped || active.has(jobId)) return;
    const run = runJob(jobId)
      .catch((error: unknown) => logger.error({ err: error, jobId }, 'coupon send stopped on an error'))
      .finally(() => active.delete(jobId));
    active.set(jobId, run);
  }

  async function resume(): Promise<number> {
    const running = await db
      .select({ id: couponSendJobs.id })
      .from(couponSendJobs)
      .where(and(eq(couponSendJobs.status, 'running'), claimable));
    const fresh = running.filter((job) => !active.has(job.id));
    for (const job of fresh) kick(job.id);
    if (fresh.length > 0) logger.info({ jobs: fresh.length }, 'coupon sends resumed');
    return fresh.length;
  }

  return {
    kick,
    /**
     * Picks up every running job that nobody holds or whose holder's lease lapsed (a server start,
     * or another instance killed). Returns how many it started working on here.
     */
    resume,
    /** Looks every `pollMs` for running jobs nobody holds, so a killed instance's send carries on here. */
    watch() {
      if (poll || stopped) return;
      poll = setInterval(() => {
        resume().catch((error: unknown) =>
          logger.warn({ err: error }, 'coupon sends: could not look for jobs to resume'),
        );
      }, pollMs);
      poll.unref();
    },
    /**
     * Lets the customer being sent finish, then stops and lets go of its jobs (they stay running
     * in the database, for another instance or the next start).
     */
    async stop() {
      stopped = true;
      clearInterval(poll);
      await Promise.all(active.values());
      await db
        .update(couponSendJobs)
        .set({ claimed_by: null, lease_until: null })
        .where(and(eq(couponSendJobs.claimed_by, me), eq(couponSendJobs.status, 'running')));
    },
    /** This runner's id, as written in `claimed_by`. */
    id: me,
    /** Resolves when the job's loop here has ended (tests). */
    settled: (jobId: string) => active.get(jobId) ?? Promise.resolve(),
  };
}

/** Shown on a customer whose account disappeared between the start of a send and their turn. */
export const CUSTOMER_GONE = MESSAGES.couponSending.customerNotFound;
