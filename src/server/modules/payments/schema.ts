import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
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
      sql`${t.hold_cents} >= 0 and ${t.captured_cents} >= 0 and ${t.refunded_cents} >= 0 and ${t.refunded_cents} <= ${t.captured_cents} and ${t.captured_cents} <= greatest(${t.authorized_cents}, ${t.hold_cents})`,
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
