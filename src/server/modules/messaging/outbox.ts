import type { Executor } from '@/server/db/client';
import { type MessageChannel, type MessagePurpose, type MessageRow, messages } from './schema';

export type QueueMessageInput = {
  channel: MessageChannel;
  recipient: string;
  body: string;
  purpose: MessagePurpose;
  subject?: string;
  relatedId?: string;
};

/**
 * Queues a message. Pass the caller's transaction: the message then exists if and only if the
 * business change committed (DESIGN §4, STYLE habit 6). The worker does the sending.
 */
export async function queueMessage(tx: Executor, input: QueueMessageInput): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      channel: input.channel,
      recipient: input.recipient,
      body: input.body,
      purpose: input.purpose,
      subject: input.subject ?? null,
      related_id: input.relatedId ?? null,
      // Due from now by the app's clock, the one the worker compares with (every other write of
      // next_attempt_at uses it too). The column's default, the database's now(), has microseconds
      // a worker pass begun in the same millisecond would read as "not yet".
      next_attempt_at: new Date(),
    })
    .returning();
  if (!row) throw new Error('queueMessage: insert returned no row');
  return row;
}
