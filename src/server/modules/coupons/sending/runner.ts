import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { MESSAGES } from '../../../../shared/messages';
import { UNKNOWN_SEND_ERROR } from '../../../../shared/messaging/errors';
import type { Db } from '../../../db/client';
import { BULK_PAUSE_MS, type CouponSendResult } from '../../messaging/coupons';
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
};

/**
 * Works through bulk sends on the server (issue 18, decision 044): one customer at a time, SPEC
 * §9's second between customers, each customer's state written as it moves (pending → sending →
 * success | error). Everything lives in the database, so closing the browser changes nothing and
 * `resume()` after a restart carries on from the first customer not finished. A customer is taken
 * by a conditional update (pending → sending), and one whose messages are already in the outbox is
 * never queued again, so nobody is messaged twice.
 */
export function createBulkRunner(options: RunnerOptions) {
  const { db, sendItem, logger, now, sleep } = options;
  const settlePollMs = options.settlePollMs ?? 2_000;
  const active = new Map<string, Promise<void>>();
  let stopped = false;

  const jobStatus = async (id: string) =>
    (
      await db.select({ status: couponSendJobs.status }).from(couponSendJobs).where(eq(couponSendJobs.id, id))
    )[0]?.status;

  const nextItem = async (jobId: string) =>
    (
      await db
        .select()
        .from(couponSendItems)
        .where(and(eq(couponSendItems.job_id, jobId), inArray(couponSendItems.state, ['pending', 'sending'])))
        .orderBy(asc(couponSendItems.position))
        .limit(1)
    )[0];

  async function take(item: CouponSendItemRow): Promise<boolean> {
    const taken = await db
      .update(couponSendItems)
      .set({ state: 'sending', updated_at: now() })
      .where(and(eq(couponSendItems.id, item.id), eq(couponSendItems.state, item.state)))
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
    let sentOne = false;
    let paused = false;
    while (!stopped) {
      if ((await jobStatus(jobId)) !== 'running') return;
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

  return {
    kick,
    /** Picks up every job still running in the database (a server start). Returns how many. */
    async resume(): Promise<number> {
      const running = await db
        .select({ id: couponSendJobs.id })
        .from(couponSendJobs)
        .where(eq(couponSendJobs.status, 'running'));
      for (const job of running) kick(job.id);
      if (running.length > 0) logger.info({ jobs: running.length }, 'coupon sends resumed');
      return running.length;
    },
    /** Lets the customer being sent finish, then stops; the jobs stay running in the database. */
    async stop() {
      stopped = true;
      await Promise.all(active.values());
    },
    /** Resolves when the job's loop here has ended (tests). */
    settled: (jobId: string) => active.get(jobId) ?? Promise.resolve(),
  };
}

/** Shown on a customer whose account disappeared between the start of a send and their turn. */
export const CUSTOMER_GONE = MESSAGES.couponSending.customerNotFound;
