import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/client';
import { messages } from './schema';

/*
 * What the reports read of the outbox (STYLE habit 16: reports go through a read model the owning
 * module publishes): the dashboard's count of messages that gave up.
 */

/**
 * Outbox messages that gave up (status failed). `about`, when given, keeps those whose
 * `related_id` (the text id of the row a message is about) it accepts: the caller brings the
 * condition on its own rows, so the outbox knows nothing of orders.
 */
export async function failedMessageCount(
  ex: Executor,
  about?: (relatedId: AnyPgColumn) => SQL,
): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.status, 'failed'), about?.(messages.related_id)));
  return row?.n ?? 0;
}
