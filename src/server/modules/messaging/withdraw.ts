import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { messages } from './schema';

/**
 * Takes back the messages of a coalesce key still waiting in the outbox (an order's status change
 * undone within its window, decision 080): they are deleted in the caller's transaction, so they
 * are gone if and only if the undo commits. A message a worker has claimed is left to it (the
 * DELETE waits for the claim's lock and then sees `sending`). Answers how many were taken back:
 * 0 means the customer was already told (or is being told).
 */
export async function withdrawQueuedMessages(tx: Executor, coalesceKey: string): Promise<number> {
  const gone = await tx
    .delete(messages)
    .where(and(eq(messages.coalesce_key, coalesceKey), eq(messages.status, 'queued')))
    .returning({ id: messages.id });
  return gone.length;
}
