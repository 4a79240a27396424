import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { everyInterval } from '@/server/lib/rounds';
import { refundAfterReweigh } from '@/shared/payments/rules';
import { wasCaptured } from '@/shared/payments/states';
import type { PaymentActor } from './outcomes';
import { type PaymentJobRow, paymentJobs, payments } from './schema';

/** How often the reconcile pass runs (once across instances). */
export const RECONCILE_EVERY_MS = 2 * 60_000;
/** How often an instance looks for due jobs. */
export const JOBS_POLL_MS = 15_000;
/** A job taken by an instance that stopped is taken again after this long. */
export const JOB_LEASE_MS = 2 * 60_000;
/** The refund's reason on the order and at Stripe. */
export const REWEIGH_REASON = 'Nova pesagem: diferença devolvida';
const MAX_BACKOFF_MS = 60 * 60_000;

/**
 * Queued in the weighing's own transaction (decision 082): when a card order already charged is
 * weighed again, the refund of the difference down to `totalCents` becomes a job that commits with
 * the weights, so a crash between the commit and Stripe cannot lose it. A newer weighing replaces
 * a refund not yet taken (its total is the one that counts). Nothing when nothing was charged.
 */
export async function queueReweighRefund(
  tx: Executor,
  o: { orderId: string; totalCents: number; actor: PaymentActor; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.order_id, o.orderId));
  // Charged: by a capture, or a pre-order settled by its deposit alone (decision 107).
  if (!row || !wasCaptured(row.state)) return false;
  await tx
    .update(paymentJobs)
    .set({ done_at: o.now, last_error: 'superseded by a later weighing' })
    .where(
      and(
        eq(paymentJobs.order_id, o.orderId),
        eq(paymentJobs.kind, 'reweigh_refund'),
        isNull(paymentJobs.done_at),
        or(isNull(paymentJobs.lease_until), lt(paymentJobs.lease_until, o.now)),
      ),
    );
  const actor = o.actor ? { userId: o.actor.userId, name: o.actor.name, role: o.actor.role } : null;
  await tx.insert(paymentJobs).values({
    kind: 'reweigh_refund',
    key: `reweigh:${o.orderId}:${randomUUID()}`,
    order_id: o.orderId,
    target_cents: o.totalCents,
    actor,
    due_at: o.now,
  });
  return true;
}

/** A refusal that may pass (Stripe down, another action on the payment): the job is tried again. */
const retryable = (error: unknown) =>
  !(error instanceof AppError) || error.code === 'unavailable' || error.key === 'payment.busy';

/**
 * The payments module's jobs (decision 082): the reconcile pass every RECONCILE_EVERY_MS and the
 * refunds after a lower weighing. Each job is taken with a lease by a conditional update, so every
 * instance may run this and each job still runs once; `due_at` in the database carries the
 * schedule across restarts.
 */
export function createPaymentJobs(deps: {
  db: Db;
  /** The service's pass and refund (typed here: the service builds its jobs with itself). */
  payments: {
    reconcile(): Promise<number>;
    refund(
      orderId: string,
      amountCents: number | null,
      reason: string,
      actor: PaymentActor,
    ): Promise<unknown>;
    /** A saved card's hold when due (decision 101); throws on a fault (tried again later). */
    placeSavedHold(orderId: string): Promise<string>;
  };
  logger: Logger;
  now?: () => Date;
}) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const later = (ms: number) => new Date(now().getTime() + ms);
  const free = () => or(isNull(paymentJobs.lease_until), lt(paymentJobs.lease_until, now()));

  /** Takes one job by its id if no one holds it (the loser of a race gets nothing). */
  async function take(where: ReturnType<typeof and>): Promise<PaymentJobRow | null> {
    const [job] = await db
      .update(paymentJobs)
      .set({ lease_until: later(JOB_LEASE_MS), attempts: sql`${paymentJobs.attempts} + 1` })
      .where(and(where, isNull(paymentJobs.done_at), lte(paymentJobs.due_at, now()), free()))
      .returning();
    return job ?? null;
  }

  /** The reconcile pass, when it is due and no other instance runs it. Answers what it looked at, or null. */
  async function reconcileIfDue(): Promise<number | null> {
    await db
      .insert(paymentJobs)
      .values({ kind: 'reconcile', key: 'reconcile', due_at: now() })
      .onConflictDoNothing({ target: paymentJobs.key });
    const job = await take(and(eq(paymentJobs.key, 'reconcile')));
    if (!job) return null;
    let error: string | null = null;
    let looked = 0;
    try {
      looked = await deps.payments.reconcile();
    } catch (failure) {
      error = String(failure);
      logger.error({ err: failure }, 'payments: reconcile pass failed');
    }
    await db
      .update(paymentJobs)
      .set({ due_at: later(RECONCILE_EVERY_MS), lease_until: null, last_error: error })
      .where(eq(paymentJobs.id, job.id));
    return looked;
  }

  async function runRefund(job: PaymentJobRow) {
    const orderId = job.order_id as string;
    try {
      const [row] = await db.select().from(payments).where(eq(payments.order_id, orderId));
      const amount = row
        ? refundAfterReweigh(
            // A pre-order's deposit counts with the rest (decision 105): the total kept is both.
            row.captured_cents + row.deposit_captured_cents,
            row.refunded_cents + row.deposit_refunded_cents,
            job.target_cents ?? 0,
          )
        : 0;
      if (amount > 0) await deps.payments.refund(orderId, amount, REWEIGH_REASON, job.actor ?? null);
      await db
        .update(paymentJobs)
        .set({ done_at: now(), lease_until: null, last_error: null })
        .where(eq(paymentJobs.id, job.id));
    } catch (error) {
      const again = retryable(error);
      const wait = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, job.attempts - 1));
      await db
        .update(paymentJobs)
        .set({
          lease_until: null,
          last_error: error instanceof AppError ? error.key : String(error),
          ...(again ? { due_at: later(wait) } : { done_at: now() }),
        })
        .where(eq(paymentJobs.id, job.id));
      const log = { err: error, orderId, attempts: job.attempts };
      if (again) logger.warn(log, 'payments: refund after weighing will be tried again');
      else logger.error(log, 'payments: refund after weighing refused; staff must refund by hand');
    }
  }

  /**
   * The holds of saved cards that are due (decision 101), each taken with its lease: placed, or the
   * order waits for the customer; Stripe down → tried again with a growing pause.
   */
  async function holdsDue(): Promise<number> {
    const due = await db
      .select({ id: paymentJobs.id })
      .from(paymentJobs)
      .where(
        and(
          eq(paymentJobs.kind, 'place_hold'),
          isNull(paymentJobs.done_at),
          lte(paymentJobs.due_at, now()),
          free(),
        ),
      )
      .orderBy(asc(paymentJobs.due_at))
      .limit(20);
    let ran = 0;
    for (const { id } of due) {
      const job = await take(and(eq(paymentJobs.id, id)));
      if (!job) continue;
      try {
        const outcome = await deps.payments.placeSavedHold(job.order_id as string);
        await db
          .update(paymentJobs)
          .set({ done_at: now(), lease_until: null, last_error: outcome === 'placed' ? null : outcome })
          .where(eq(paymentJobs.id, job.id));
      } catch (error) {
        const wait = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, job.attempts - 1));
        await db
          .update(paymentJobs)
          .set({ lease_until: null, last_error: String(error), due_at: later(wait) })
          .where(eq(paymentJobs.id, job.id));
        logger.warn({ err: error, orderId: job.order_id }, 'payments: saved card hold will be tried again');
      }
      ran++;
    }
    return ran;
  }

  /** The refunds due (of one order, right after its weighing; or all), each taken with its lease. */
  async function refundsDue(orderId?: string): Promise<number> {
    const due = await db
      .select({ id: paymentJobs.id })
      .from(paymentJobs)
      .where(
        and(
          eq(paymentJobs.kind, 'reweigh_refund'),
          isNull(paymentJobs.done_at),
          lte(paymentJobs.due_at, now()),
          free(),
          orderId ? eq(paymentJobs.order_id, orderId) : undefined,
        ),
      )
      .orderBy(asc(paymentJobs.created_at))
      .limit(20);
    let ran = 0;
    for (const { id } of due) {
      const job = await take(and(eq(paymentJobs.id, id)));
      if (!job) continue;
      await runRefund(job);
      ran++;
    }
    return ran;
  }

  /** Runs at start and every JOBS_POLL_MS; `stop()` waits for the round in progress. */
  function start(intervalMs = JOBS_POLL_MS) {
    return everyInterval(
      async () => {
        await refundsDue();
        await holdsDue();
        await reconcileIfDue();
      },
      intervalMs,
      logger,
      'payments: jobs round failed',
    );
  }

  return { reconcileIfDue, refundsDue, holdsDue, start };
}

export type PaymentJobs = ReturnType<typeof createPaymentJobs>;
