import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type MessagePurpose, type MessageStatus, messages } from './schema';

export type RelatedMessage = { relatedId: string | null; body: string; status: MessageStatus };

/**
 * The outbox messages of one purpose about the given records (`related_id`), newest first: what a
 * module reads back of the messages it queued (the accounts' invitation links not sent).
 */
export async function messagesAbout(
  ex: Executor,
  purpose: MessagePurpose,
  relatedIds: string[],
): Promise<RelatedMessage[]> {
  return ex
    .select({ relatedId: messages.related_id, body: messages.body, status: messages.status })
    .from(messages)
    .where(and(eq(messages.purpose, purpose), inArray(messages.related_id, relatedIds)))
    .orderBy(desc(messages.created_at), desc(messages.id));
}
