import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import {
  type BulkSendInput,
  MAX_BULK_CUSTOMERS,
  type RecipientListQuery,
  type SingleSendInput,
} from '@/shared/coupons/sending-schema';
import { isCouponValid } from '@/shared/coupons/validity';
import { sendsAutomatically } from '@/shared/messaging/coupon-reach';
import { couponMessage } from '@/shared/messaging/templates';
import type { AuditActor } from '../audit/public';
import { recordAudit } from '../audit/public';
import { couponsByIds, sendableCoupons } from '../coupons/public';
import type { Transports } from '../messaging/public';
import { type CouponRecipient, type CouponSendResult, createCouponSending } from '../messaging/public';
import { readBrandName, readCurrency } from '../settings/public';
import { activeStoreOptions } from '../stores/public';
import { createCouponDelivery } from './deliver';
import { jobDetail, overlapsRunningJob, recentJobs } from './jobs';
import { couponToSend, findRecipients, listRecipients, type Recipient, recipientsByIds } from './reads';
import { CUSTOMER_GONE, createBulkRunner } from './runner';
import { couponSendItems, couponSendJobs } from './schema';

export type CouponSendingOptions = {
  db: Db;
  transports: Transports;
  logger: Logger;
  now?: () => Date;
  /** The pause between customers (SPEC §9: one second); tests pass a fast or a recording one. */
  sleep?: (ms: number) => Promise<void>;
  settlePollMs?: number;
  /** A job's lease and how often running jobs nobody holds are looked for (decision 054). */
  leaseMs?: number;
  pollMs?: number;
};

const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

const recipientOf = (r: Recipient): CouponRecipient => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  is_active: r.is_active,
  is_verified: r.is_verified,
  ...(r.smsConsent ? { smsConsent: true } : {}),
  language: r.language ?? null,
});

/**
 * Sending coupons by WhatsApp from the admin panel (issue 18, SPEC §4.5, §5.5, §6, §7.3, §9;
 * decision 044): the valid coupons and the customers who may receive them, the §9 text, one
 * customer at once, many as a job on the server, and the manual path for international numbers.
 * The rules are messaging's `createCouponSending`; the messages go through the outbox.
 */
export function createCouponSendingService(options: CouponSendingOptions) {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const deliver = createCouponDelivery({ db, transports: options.transports, now });

  /** The sending rules with a sender that queues through the outbox and audits each message for `actor`. */
  const rulesFor = (actor: AuditActor) =>
    createCouponSending({
      brandName: () => readBrandName(db),
      currency: () => readCurrency(db),
      now,
      sleep,
      send: (message) =>
        deliver(message, async (tx, { messageId, coupon }) => {
          await recordAudit(tx, {
            actor,
            action: 'coupon.sent',
            entityType: 'customer',
            entityId: message.customer.id,
            after: { couponId: coupon.id ?? null, code: coupon.code, messageId },
          });
        }),
    });

  async function validCouponsOf(ids: readonly string[]) {
    const coupons = (await couponsByIds(db, ids)).map(couponToSend);
    const at = now();
    if (!coupons.some((c) => isCouponValid(c, at)))
      throw new AppError('validation_failed', 'couponSending.noValidCoupon');
    return coupons;
  }

  const runner = createBulkRunner({
    db,
    logger,
    now,
    sleep,
    ...(options.settlePollMs === undefined ? {} : { settlePollMs: options.settlePollMs }),
    ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    async sendItem(job, item) {
      const [customer] = await recipientsByIds(db, [item.customer_id]);
      if (!customer) return { success: false, error: CUSTOMER_GONE };
      const coupons = (await couponsByIds(db, job.coupon_ids)).map(couponToSend);
      const actor: AuditActor = { userId: job.created_by, role: job.created_by_role };
      // Each message id joins the item in the transaction that queues the message (no double send on resume).
      const rules = createCouponSending({
        brandName: () => readBrandName(db),
        currency: () => readCurrency(db),
        now,
        sleep,
        send: (message) =>
          deliver(message, async (tx, { messageId, coupon }) => {
            await tx
              .update(couponSendItems)
              .set({ message_ids: sql`array_append(${couponSendItems.message_ids}, ${messageId}::uuid)` })
              .where(eq(couponSendItems.id, item.id));
            await recordAudit(tx, {
              actor,
              action: 'coupon.sent',
              entityType: 'customer',
              entityId: customer.id,
              after: { couponId: coupon.id ?? null, code: coupon.code, messageId, jobId: job.id },
            });
          }),
      });
      return rules.sendCouponToCustomer(recipientOf(customer), coupons);
    },
  });

  return {
    coupons: () => sendableCoupons(db, now()),
    stores: () => activeStoreOptions(db),
    recipients: (query: RecipientListQuery) => listRecipients(db, query),

    /** §9's text of each valid coupon, as the customers will read it. */
    async preview(couponIds: string[]) {
      const coupons = await validCouponsOf(couponIds);
      const [brand, currency] = await Promise.all([readBrandName(db), readCurrency(db)]);
      const at = now();
      return {
        messages: coupons
          .filter((c) => isCouponValid(c, at))
          .map((c) => ({ couponId: c.id, code: c.code, text: couponMessage(c, brand, currency) })),
      };
    },

    /**
     * One customer, answered at once. An international number is blocked with §8.6's advice
     * unless `force` (SPEC §6): then nothing goes through the provider, the chat links come back
     * for staff to open, and the audit log records the manual send (and the job's item, if any).
     */
    async sendOne(actor: AuditActor, input: SingleSendInput & { force: boolean }): Promise<CouponSendResult> {
      const coupons = await validCouponsOf(input.couponIds);
      const [customer] = await recipientsByIds(db, [input.customerId]);
      if (!customer) throw new AppError('not_found', 'couponSending.customerNotFound');
      if (!customer.reach.eligible) throw new AppError('validation_failed', 'couponSending.notEligible');
      if (input.jobItemId && customer.reach.route !== 'manual')
        throw new AppError('validation_failed', 'couponSending.notInternational');
      const result = await rulesFor(actor).sendCouponToCustomer(recipientOf(customer), coupons, {
        force: input.force,
      });
      if (result.chatLinks) {
        await db.transaction(async (tx) => {
          await recordAudit(tx, {
            actor,
            action: 'coupon.sent_manually',
            entityType: 'customer',
            entityId: customer.id,
            after: {
              couponIds: input.couponIds,
              phone: customer.reach.phone,
              jobItemId: input.jobItemId ?? null,
            },
          });
          if (input.jobItemId) {
            await tx
              .update(couponSendItems)
              .set({ manual_at: now(), updated_at: now() })
              .where(
                and(
                  eq(couponSendItems.id, input.jobItemId),
                  eq(couponSendItems.customer_id, customer.id),
                  isNull(couponSendItems.manual_at),
                ),
              );
          }
        });
      } else if (result.blocked) {
        await recordAudit(db, {
          actor,
          action: 'coupon.send_blocked',
          entityType: 'customer',
          entityId: customer.id,
          after: { couponIds: input.couponIds, error: result.error ?? null },
        });
      }
      return result;
    },

    /**
     * A bulk send as a job on the server: the eligible customers among those chosen (or every
     * eligible customer a filter finds), refused while another running send holds any of the same
     * coupons for any of the same customers.
     */
    async startBulk(actor: AuditActor, input: BulkSendInput) {
      const coupons = await validCouponsOf(input.couponIds);
      const found = input.filter
        ? await findRecipients(db, {
            q: input.filter.q ?? '',
            storeId: input.filter.storeId ?? '',
            orderedFrom: input.filter.orderedFrom ?? '',
            orderedTo: input.filter.orderedTo ?? '',
          })
        : await recipientsByIds(db, input.customerIds ?? []);
      if (found.length > MAX_BULK_CUSTOMERS)
        throw new AppError('validation_failed', 'couponSending.tooManyCustomers', {
          params: { max: MAX_BULK_CUSTOMERS },
        });
      const chosen = input.filter ? found : found.filter((r) => (input.customerIds ?? []).includes(r.id));
      const eligible = chosen
        .filter((r) => r.reach.eligible)
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
      if (eligible.length === 0) throw new AppError('validation_failed', 'couponSending.noneEligible');
      // Numbers abroad stay in the job to be sent by hand from it, but a job with nobody it can
      // message itself would only fill a list of errors (SPEC §5.5).
      if (!eligible.some((r) => sendsAutomatically(r.reach)))
        throw new AppError('validation_failed', 'couponSending.noneAutomatic');
      const couponIds = coupons.map((c) => c.id);
      const job = await db.transaction(async (tx) => {
        // One start at a time, so two identical requests cannot both pass the overlap check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('coupon_send_jobs'))`);
        if (
          await overlapsRunningJob(
            tx,
            couponIds,
            eligible.map((r) => r.id),
          )
        )
          throw new AppError('conflict', 'couponSending.duplicateJob');
        const [row] = await tx
          .insert(couponSendJobs)
          .values({
            coupon_ids: couponIds,
            coupon_codes: coupons.map((c) => c.code),
            created_by: actor.userId,
            created_by_role: actor.role,
          })
          .returning();
        if (!row) throw new Error('coupon send: insert returned no job');
        await tx.insert(couponSendItems).values(
          eligible.map((r, position) => ({
            job_id: row.id,
            position,
            customer_id: r.id,
            name: r.name,
            phone: r.phone,
          })),
        );
        await recordAudit(tx, {
          actor,
          action: 'coupon.bulk_send_started',
          entityType: 'coupon_send_job',
          entityId: row.id,
          after: {
            coupons: coupons.map((c) => c.code),
            customers: eligible.length,
            leftOut: chosen.length - eligible.length,
          },
        });
        return row;
      });
      runner.kick(job.id);
      return jobDetail(db, job.id);
    },

    jobs: () => recentJobs(db),
    job: (id: string) => jobDetail(db, id),

    /** Stops the customers not yet sent; the one being sent finishes. */
    async cancel(actor: AuditActor, id: string) {
      const current = await jobDetail(db, id);
      if (current.job.status !== 'running') throw new AppError('conflict', 'couponSending.jobFinished');
      await db.transaction(async (tx) => {
        const at = now();
        const done = await tx
          .update(couponSendJobs)
          .set({ status: 'cancelled', cancelled_by: actor.userId, finished_at: at, updated_at: at })
          .where(and(eq(couponSendJobs.id, id), eq(couponSendJobs.status, 'running')))
          .returning({ id: couponSendJobs.id });
        if (done.length === 0) throw new AppError('conflict', 'couponSending.jobFinished');
        const cancelled = await tx
          .update(couponSendItems)
          .set({ state: 'cancelled', updated_at: at })
          .where(and(eq(couponSendItems.job_id, id), eq(couponSendItems.state, 'pending')))
          .returning({ id: couponSendItems.id });
        await recordAudit(tx, {
          actor,
          action: 'coupon.bulk_send_cancelled',
          entityType: 'coupon_send_job',
          entityId: id,
          after: { cancelled: cancelled.length },
        });
      });
      return jobDetail(db, id);
    },

    /** Server start: carries on with every send a stop interrupted. */
    resume: () => runner.resume(),
    /** Keeps looking for sends nobody holds (another instance stopped or was killed). */
    watch: () => runner.watch(),
    runnerId: runner.id,
    stop: () => runner.stop(),
    settled: (jobId: string) => runner.settled(jobId),
  };
}

export type CouponSendingService = ReturnType<typeof createCouponSendingService>;
