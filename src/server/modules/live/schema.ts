import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '@/server/db/columns';
import { LIVE_KINDS } from '@/shared/live/events';

/**
 * The live desk's events (issue 40, decision 088): one row per change a stream tells, numbered by
 * a sequence (the stream's event id, resumed with Last-Event-ID), pruned after a day. Whose it is
 * is kept as plain values (no foreign keys): the row outlives nothing it names by more than a day.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: LIVE_KINDS }).notNull(),
    /** The order's store; null for a contact message (admins only). */
    store_id: uuid('store_id'),
    /** The buyer's auth user id: her own stream hears it. */
    customer_user_id: text('customer_user_id'),
    order_id: uuid('order_id'),
    number: text('number'),
    status: text('status'),
    actor_user_id: text('actor_user_id'),
    actor_name: text('actor_name'),
    created_at: createdAt(),
  },
  (t) => [index('live_events_created_idx').on(t.created_at)],
);

export type LiveEventRow = typeof liveEvents.$inferSelect;
