import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { messages } from '@/server/modules/messaging/schema';

export type OutboxRow = typeof messages.$inferSelect;
type OutboxInsert = typeof messages.$inferInsert;
type Purpose = OutboxRow['purpose'];

/** Which queued messages a test means; every field given must match. */
export interface OutboxFilter {
  id?: string;
  relatedId?: string;
  purpose?: Purpose | readonly Purpose[];
  recipient?: string;
  status?: OutboxRow['status'];
  channel?: OutboxRow['channel'];
}

function matching(filter: OutboxFilter): SQL | undefined {
  const { id, relatedId, purpose, recipient, status, channel } = filter;
  return and(
    id === undefined ? undefined : eq(messages.id, id),
    relatedId === undefined ? undefined : eq(messages.related_id, relatedId),
    purpose === undefined
      ? undefined
      : typeof purpose === 'string'
        ? eq(messages.purpose, purpose)
        : inArray(messages.purpose, [...purpose]),
    recipient === undefined ? undefined : eq(messages.recipient, recipient),
    status === undefined ? undefined : eq(messages.status, status),
    channel === undefined ? undefined : eq(messages.channel, channel),
  );
}

/**
 * The message outbox as the tests of other modules read it: they look at what was queued, and
 * set a row's state to stage a scenario, without reaching into the messaging module's tables.
 */
export function outbox(db: Executor) {
  return {
    /** The rows matching, in no promised order unless `order` says oldest or newest first. */
    rows(filter: OutboxFilter = {}, order?: 'oldest' | 'newest'): Promise<OutboxRow[]> {
      const query = db.select().from(messages).where(matching(filter));
      if (order === 'oldest') return query.orderBy(asc(messages.created_at));
      if (order === 'newest') return query.orderBy(desc(messages.created_at));
      return query;
    },
    async one(filter: OutboxFilter): Promise<OutboxRow | undefined> {
      return (await db.select().from(messages).where(matching(filter)).limit(1))[0];
    },
    /** Everything the outbox holds, as text: a secret must appear nowhere in it. */
    async text(): Promise<string> {
      return JSON.stringify(await db.select().from(messages));
    },
    async insert(row: OutboxInsert): Promise<OutboxRow> {
      const [inserted] = await db.insert(messages).values(row).returning();
      return inserted!;
    },
    async update(filter: OutboxFilter, patch: Partial<OutboxInsert>): Promise<void> {
      await db.update(messages).set(patch).where(matching(filter));
    },
    async clear(): Promise<void> {
      await db.delete(messages);
    },
  };
}
