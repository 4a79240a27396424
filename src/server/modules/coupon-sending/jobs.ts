import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BulkItemState } from '@/shared/coupons/sending-schema';
import { hasUuidShape } from '@/shared/ids';
import { bulkResult, type CustomerSendOutcome } from '@/shared/messaging/coupon-sending';
import { UNKNOWN_SEND_ERROR } from '@/shared/messaging/errors';
import { messageStatuses } from '../messaging/public';
import { type CouponSendItemRow, type CouponSendJobRow, couponSendItems, couponSendJobs } from './schema';

/** Counts of a job's customers by state. */
export type JobCounts = Record<BulkItemState, number>;

export type JobSummary = {
  id: string;
  status: CouponSendJobRow['status'];
  couponIds: string[];
  couponCodes: string[];
  createdAt: string;
  finishedAt: string | null;
  total: number;
  done: number;
  counts: JobCounts;
};

export type JobItemView = {
  id: string;
  customerId: string;
  name: string;
  phone: string | null;
  state: BulkItemState;
  error: string | null;
  blocked: boolean;
  manualAt: string | null;
};

const emptyCounts = (): JobCounts => ({ pending: 0, sending: 0, success: 0, error: 0, cancelled: 0 });

function summary(job: CouponSendJobRow, counts: JobCounts): JobSummary {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    id: job.id,
    status: job.status,
    couponIds: job.coupon_ids,
    couponCodes: job.coupon_codes,
    createdAt: job.created_at.toISOString(),
    finishedAt: job.finished_at?.toISOString() ?? null,
    total,
    done: counts.success + counts.error + counts.cancelled,
    counts,
  };
}

async function countsOf(ex: Executor, jobIds: string[]) {
  const byJob = new Map<string, JobCounts>(jobIds.map((id) => [id, emptyCounts()]));
  if (jobIds.length === 0) return byJob;
  const rows = await ex
    .select({ jobId: couponSendItems.job_id, state: couponSendItems.state, n: sql<number>`count(*)::int` })
    .from(couponSendItems)
    .where(inArray(couponSendItems.job_id, jobIds))
    .groupBy(couponSendItems.job_id, couponSendItems.state);
  for (const row of rows) {
    const counts = byJob.get(row.jobId);
    if (counts) counts[row.state] = Number(row.n);
  }
  return byJob;
}

/** Running sends first, then the most recent ones (the coupons screen's list of sends). */
export async function recentJobs(ex: Executor, limit = 10): Promise<JobSummary[]> {
  const jobs = await ex
    .select()
    .from(couponSendJobs)
    .orderBy(sql`${couponSendJobs.status} = 'running' desc`, desc(couponSendJobs.created_at))
    .limit(limit);
  const counts = await countsOf(
    ex,
    jobs.map((j) => j.id),
  );
  return jobs.map((job) => summary(job, counts.get(job.id) ?? emptyCounts()));
}

const itemView = (row: CouponSendItemRow): JobItemView => ({
  id: row.id,
  customerId: row.customer_id,
  name: row.name,
  phone: row.phone,
  state: row.state,
  error: row.error,
  blocked: row.blocked,
  manualAt: row.manual_at?.toISOString() ?? null,
});

/**
 * §3.6 bulk result over the customers whose send ended (success or error), with §4.5's overall
 * success rule; cancelled customers were never tried and are not counted.
 */
export function jobResult(items: readonly Pick<CouponSendItemRow, 'name' | 'state' | 'error'>[]) {
  const outcomes = items.flatMap((item): CustomerSendOutcome[] => {
    if (item.state === 'success') return [{ customer: item.name, success: true as const }];
    if (item.state === 'error')
      return [{ customer: item.name, success: false as const, error: item.error ?? UNKNOWN_SEND_ERROR }];
    return [];
  });
  return bulkResult(outcomes);
}

/** One send with every customer's state, the totals and the bulk result. */
export async function jobDetail(ex: Executor, id: string) {
  if (!hasUuidShape(id)) throw new AppError('not_found', 'couponSending.jobNotFound');
  const [job] = await ex.select().from(couponSendJobs).where(eq(couponSendJobs.id, id));
  if (!job) throw new AppError('not_found', 'couponSending.jobNotFound');
  const items = await ex
    .select()
    .from(couponSendItems)
    .where(eq(couponSendItems.job_id, id))
    .orderBy(asc(couponSendItems.position));
  const counts = emptyCounts();
  for (const item of items) counts[item.state] += 1;
  return { job: summary(job, counts), items: items.map(itemView), result: jobResult(items) };
}

export type JobDetail = Awaited<ReturnType<typeof jobDetail>>;

/**
 * A second bulk send of any of the same coupons to any of the same customers while one still has
 * them waiting or sending (issue 18: refused).
 */
export async function overlapsRunningJob(ex: Executor, couponIds: string[], customerIds: string[]) {
  const uuids = (ids: string[]) =>
    sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]::uuid[]`;
  const rows = await ex
    .select({ id: couponSendItems.id })
    .from(couponSendItems)
    .innerJoin(couponSendJobs, eq(couponSendJobs.id, couponSendItems.job_id))
    .where(
      and(
        eq(couponSendJobs.status, 'running'),
        sql`${couponSendJobs.coupon_ids} && ${uuids(couponIds)}`,
        sql`${couponSendItems.customer_id} = any(${uuids(customerIds)})`,
        inArray(couponSendItems.state, ['pending', 'sending']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A customer left in `sending` by a stopped server, whose messages are in the outbox: their
 * result is the messages' (sent → success). Returns false while a message is still on its way.
 */
export async function settleFromOutbox(ex: Executor, item: CouponSendItemRow, now: Date): Promise<boolean> {
  const rows = await messageStatuses(ex, item.message_ids);
  if (rows.some((r) => r.status === 'queued' || r.status === 'sending')) return false;
  const failed = rows.find((r) => r.status !== 'sent');
  await ex
    .update(couponSendItems)
    .set({
      state: failed ? 'error' : 'success',
      error: failed ? (failed.error ?? UNKNOWN_SEND_ERROR) : null,
      blocked: failed?.status === 'blocked',
      updated_at: now,
    })
    .where(and(eq(couponSendItems.id, item.id), eq(couponSendItems.state, 'sending')));
  return true;
}
