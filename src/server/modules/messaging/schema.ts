import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '@/server/db/columns';

export const MESSAGE_CHANNELS = ['whatsapp', 'email', 'sms'] as const;
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'blocked', 'not_configured'] as const;
export const MESSAGE_PURPOSES = [
  'welcome',
  'admin_notice',
  'coupon',
  'password_reset',
  'invitation',
  'order_update',
  'contact',
  'email_verification',
  'order_notice',
  'account_exists',
  'account_unlock',
  'sign_in_change',
  'sign_in_factor',
  'low_stock',
] as const;

export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

/**
 * The outbox (DESIGN §4): a message is a row written in the same transaction as the business
 * change that causes it; the worker sends it after commit and records what happened.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    purpose: text('purpose', { enum: MESSAGE_PURPOSES }).notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    /** The reason's message key and parameters (decision 076), for the desk in the panel's language. */
    last_error_key: text('last_error_key'),
    last_error_params: jsonb('last_error_params').$type<Record<string, string | number>>(),
    provider_message_id: text('provider_message_id'),
    /** Who or what the message is about (user id, order id…), for staff screens. */
    related_id: text('related_id'),
    /**
     * Messages that stand for the latest state of one thing (an order's weighing): a new one with
     * the same key replaces the one still waiting instead of queueing a second (decision 072).
     */
    coalesce_key: text('coalesce_key'),
    /**
     * The body's single-use links, sealed with the integrations' secret box; the body itself says
     * `token=••••` (decision 074). Cleared once the message is sent.
     */
    sealed_links: text('sealed_links'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('messages_due_idx').on(t.status, t.next_attempt_at),
    index('messages_created_idx').on(t.created_at),
    index('messages_coalesce_idx')
      .on(t.coalesce_key)
      .where(sql`${t.status} = 'queued' and ${t.coalesce_key} is not null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * Phones that replied STOP (decision 077): no SMS goes to them until they reply START. Written by
 * Twilio's inbound webhook (signed) and by a send Twilio refused as unsubscribed (error 21610).
 * Keyed by the E.164 number ("+14045550134").
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  opted_out_at: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
  /** `stop_reply` (the webhook) or `provider_refused` (Twilio's 21610 on a send). */
  source: text('source', { enum: ['stop_reply', 'provider_refused'] }).notNull(),
});
