import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type MessageChannel, type MessagePurpose, type MessageRow, messages } from './schema';

/**
 * A message that stands for the latest state of one thing: while a message with the same `key`
 * still waits in the outbox, the new one replaces its text and the send waits `quietMs` again, so
 * a burst of changes is told once, as it ended (decision 072). The caller serialises its changes
 * of that thing (the weighing holds the order's row lock), so two never race to insert.
 */
export type Coalesce = { key: string; quietMs: number };

export type QueueMessageInput = {
  channel: MessageChannel;
  recipient: string;
  body: string;
  purpose: MessagePurpose;
  subject?: string;
  relatedId?: string;
  coalesce?: Coalesce;
  /** The row's id, when the caller needs it before the insert (sealed links are bound to it). */
  id?: string;
  /** The body's links, sealed (decision 074). */
  sealedLinks?: string | null;
};

/**
 * Queues a message. Pass the caller's transaction: the message then exists if and only if the
 * business change committed (DESIGN §4, STYLE habit 6). The worker does the sending.
 */
export async function queueMessage(tx: Executor, input: QueueMessageInput): Promise<MessageRow> {
  if (input.coalesce) {
    const replaced = await replaceWaiting(tx, input, input.coalesce);
    if (replaced) return replaced;
  }
  const [row] = await tx
    .insert(messages)
    .values({
      ...(input.id ? { id: input.id } : {}),
      sealed_links: input.sealedLinks ?? null,
      channel: input.channel,
      recipient: input.recipient,
      body: input.body,
      purpose: input.purpose,
      subject: input.subject ?? null,
      related_id: input.relatedId ?? null,
      coalesce_key: input.coalesce?.key ?? null,
      // Due from now by the app's clock, the one the worker compares with (every other write of
      // next_attempt_at uses it too). The column's default, the database's now(), has microseconds
      // a worker pass begun in the same millisecond would read as "not yet".
      next_attempt_at: input.coalesce ? new Date(Date.now() + input.coalesce.quietMs) : new Date(),
    })
    .returning();
  if (!row) throw new Error('queueMessage: insert returned no row');
  return row;
}

/**
 * The newest message of the key still `queued` takes the new text and waits `quietMs` from now
 * (never sooner than a retry's backoff already set). A message a worker has claimed is left to it:
 * the UPDATE waits for the claim's lock, sees `sending` and matches nothing, and a new row is queued.
 */
async function replaceWaiting(
  tx: Executor,
  input: QueueMessageInput,
  { key, quietMs }: Coalesce,
): Promise<MessageRow | undefined> {
  const waiting = tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.coalesce_key, key), eq(messages.status, 'queued')))
    .orderBy(desc(messages.created_at))
    .limit(1);
  const due = new Date(Date.now() + quietMs);
  const [row] = await tx
    .update(messages)
    .set({
      channel: input.channel,
      recipient: input.recipient,
      body: input.body,
      purpose: input.purpose,
      subject: input.subject ?? null,
      related_id: input.relatedId ?? null,
      next_attempt_at: sql`greatest(${messages.next_attempt_at}, ${due.toISOString()}::timestamptz)`,
      updated_at: new Date(),
    })
    .where(and(eq(messages.id, sql`(${waiting})`), eq(messages.status, 'queued')))
    .returning();
  return row;
}
