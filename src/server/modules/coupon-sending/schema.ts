import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';
import { BULK_ITEM_STATES, BULK_JOB_STATES } from '@/shared/coupons/sending-schema';

/**
 * A bulk coupon send (issue 18, decision 044): the coupons, who asked, and whether it still runs.
 * The server works through its items one customer per second (SPEC §9) and picks a running job
 * up again after a restart.
 */
export const couponSendJobs = pgTable(
  'coupon_send_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupon_ids: uuid('coupon_ids').array().notNull(),
    /** The codes as they were when the send began, for the list of sends. */
    coupon_codes: text('coupon_codes').array().notNull(),
    status: text('status', { enum: BULK_JOB_STATES }).notNull().default('running'),
    /** The staff member who started it (auth user id) and their role: each send's audit actor. */
    created_by: text('created_by').notNull(),
    created_by_role: text('created_by_role').notNull(),
    cancelled_by: text('cancelled_by'),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /**
     * Which runner works the job now (an instance's random id) and until when its lease holds
     * (decision 054): another instance or worker takes a running job only once the lease has lapsed.
     */
    claimed_by: text('claimed_by'),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('coupon_send_jobs_status_idx').on(t.status, t.created_at)],
);

/** One customer of a bulk send: pending → sending → success | error (SPEC §4.5), or cancelled. */
export const couponSendItems = pgTable(
  'coupon_send_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => couponSendJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** users_unified.id; name and phone as they were when the send began. */
    customer_id: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    state: text('state', { enum: BULK_ITEM_STATES }).notNull().default('pending'),
    error: text('error'),
    /** An international number (§8.6): not sent automatically; staff may send it by hand. */
    blocked: boolean('blocked').notNull().default(false),
    /**
     * The outbox rows queued for this customer, written in the same transaction as the rows
     * themselves: a restarted server that finds ids here never queues this customer again.
     */
    message_ids: uuid('message_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** When staff sent it by hand through "Envio Internacional". */
    manual_at: timestamp('manual_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('coupon_send_items_job_position').on(t.job_id, t.position),
    index('coupon_send_items_job_state_idx').on(t.job_id, t.state),
    index('coupon_send_items_customer_idx').on(t.customer_id),
  ],
);

export type CouponSendJobRow = typeof couponSendJobs.$inferSelect;
export type CouponSendItemRow = typeof couponSendItems.$inferSelect;
