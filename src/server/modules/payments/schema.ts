import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '@/server/db/columns';
import {
  PAYMENT_MOVEMENTS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  type PaymentState,
} from '@/shared/payments/states';

/**
 * Card payments (issue 36, decision 078). One row per order paid by card: its state and the money
 * in integer cents. `order_id` holds the order's id without a foreign key: payments comes before
 * orders in the module line (decision 067), so its tables do not point at the orders'.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id').notNull().unique(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    state: text('state', { enum: PAYMENT_STATES })
      .$type<PaymentState>()
      .notNull()
      .default('awaiting_payment'),
    currency: text('currency').notNull(),
    /** The hold asked for at checkout (estimate with the weighed lines raised by the margin). */
    hold_cents: integer('hold_cents').notNull(),
    /** What the card is authorized for (0 until the hold is placed). */
    authorized_cents: integer('authorized_cents').notNull().default(0),
    captured_cents: integer('captured_cents').notNull().default(0),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    /** The Checkout Session and the PaymentIntent at the provider. */
    session_id: text('session_id').unique(),
    session_url: text('session_url'),
    intent_id: text('intent_id').unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    /**
     * A window more than 6 days ahead (decision 101): the card is saved at checkout (a Checkout
     * Session in setup mode) and the hold placed by a job at `hold_due_at`, 2 days before it.
     */
    setup_session_id: text('setup_session_id').unique(),
    customer_id: text('customer_id'),
    payment_method_id: text('payment_method_id'),
    hold_due_at: timestamp('hold_due_at', { withTimezone: true }),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    /**
     * A pre-order's deposit paid by card (decision 105): its own PaymentIntent, charged at once by
     * the checkout page (`setup_session_id`, payment mode, the card saved with it), beside the
     * later hold of the rest (`intent_id`). Columns, not a table of intents: an order has at most
     * these two, and each keeps its own captured and refunded money.
     */
    deposit_cents: integer('deposit_cents').notNull().default(0),
    deposit_intent_id: text('deposit_intent_id').unique(),
    deposit_captured_cents: integer('deposit_captured_cents').notNull().default(0),
    deposit_refunded_cents: integer('deposit_refunded_cents').notNull().default(0),
    /** The provider's reason of the last failure (`card_declined/insufficient_funds`). */
    failure_code: text('failure_code'),
    /**
     * A capture, cancel or refund on its way to the provider: set by a conditional update, so two
     * staff (or a capture and a cancel) never both go; the loser gets 409.
     */
    pending_action: text('pending_action'),
    ...timestamps(),
  },
  (t) => [
    index('payments_state_idx').on(t.state, t.updated_at),
    check(
      'payments_money_check',
      sql`${t.hold_cents} >= 0 and ${t.deposit_refunded_cents} >= 0 and ${t.deposit_refunded_cents} <= ${t.deposit_captured_cents} and ${t.captured_cents} >= 0 and ${t.refunded_cents} >= 0 and ${t.refunded_cents} <= ${t.captured_cents} and ${t.captured_cents} <= greatest(${t.authorized_cents}, ${t.hold_cents})`,
    ),
  ],
);

/**
 * Every money movement of a payment (hold, capture, release, refund, failure, expiry), once: the
 * key is derived from the order and the action (the same key the provider call carried).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payment_id: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    movement: text('movement', { enum: PAYMENT_MOVEMENTS }).notNull(),
    amount_cents: integer('amount_cents').notNull(),
    key: text('key').notNull(),
    /** The provider's object (refund id, payment intent id, event id). */
    provider_ref: text('provider_ref'),
    reason: text('reason'),
    actor_user_id: text('actor_user_id'),
    created_at: createdAt(),
  },
  (t) => [
    unique('payment_events_key').on(t.key),
    index('payment_events_payment_idx').on(t.payment_id, t.created_at),
  ],
);

/** Webhook events already handled, by the provider's event id: a second delivery changes nothing. */
export const paymentWebhooks = pgTable('payment_webhooks', {
  event_id: text('event_id').primaryKey(),
  type: text('type').notNull(),
  received_at: createdAt(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** What a payment job does (decision 082). */
export const PAYMENT_JOB_KINDS = ['reconcile', 'reweigh_refund', 'place_hold'] as const;
export type PaymentJobKind = (typeof PAYMENT_JOB_KINDS)[number];

/**
 * The payments module's jobs (decision 082), in the database so they survive restarts and run once
 * across instances: a job is taken by a conditional update that sets a lease (`lease_until`), so
 * of several instances exactly one runs it, and one that stopped mid-run gives it back when the
 * lease lapses. `reconcile` is one row, due again after each pass; `reweigh_refund` is queued in
 * the weighing's own transaction (the refund of a lower weighing after capture, never lost to a
 * crash between the commit and the call), its target total in `target_cents`.
 */
export const paymentJobs = pgTable(
  'payment_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PAYMENT_JOB_KINDS }).notNull(),
    /** `reconcile` for the pass; `reweigh:<order id>:<uuid>` for a refund; `hold:<order id>` for a saved card's hold. */
    key: text('key').notNull(),
    order_id: uuid('order_id'),
    target_cents: integer('target_cents'),
    /** Who asked (the staff who weighed), recorded on the refund; null: the system. */
    actor: jsonb('actor').$type<{ userId: string; name: string | null; role: string } | null>(),
    due_at: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lease_until: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    done_at: timestamp('done_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    unique('payment_jobs_key').on(t.key),
    index('payment_jobs_due_idx').on(t.due_at).where(sql`${t.done_at} is null`),
  ],
);

export type PaymentJobRow = typeof paymentJobs.$inferSelect;
