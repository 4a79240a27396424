import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { messages } from './schema';

// A person's outbox messages as the privacy module reads and removes them (decisions 047, 049),
// in the caller's executor.

/** Whose messages: sent to the e-mail or phone, or about one of `relatedIds` (profile, auth user). */
export type MessagePerson = { email: string; phone: string | null; relatedIds: string[] };

/**
 * The person's messages as a condition: sent to them, about them or their orders, and the stores'
 * new-order notices (decision 050) of their orders — related to the store, the notice names the
 * customer and is theirs through the order its link opens.
 */
export const personMessagesWhere = (p: MessagePerson, orderIds: string[]): SQL =>
  or(
    sql`lower(${messages.recipient}) = ${p.email.toLowerCase()}`,
    p.phone ? eq(messages.recipient, p.phone) : undefined,
    inArray(messages.related_id, [...p.relatedIds, ...orderIds]),
    orderIds.length > 0
      ? and(
          eq(messages.purpose, 'order_notice'),
          inArray(sql`substring(${messages.body} from '/admin/pedidos/([0-9a-f-]{36})')`, orderIds),
        )
      : undefined,
  )!;

/** The person's messages, newest first. */
export function personMessages(ex: Executor, p: MessagePerson, orderIds: string[]) {
  return ex
    .select()
    .from(messages)
    .where(personMessagesWhere(p, orderIds))
    .orderBy(desc(messages.created_at));
}

/** Deletes the person's messages; answers how many. */
export async function deletePersonMessages(
  ex: Executor,
  p: MessagePerson,
  orderIds: string[],
): Promise<number> {
  return (await ex.delete(messages).where(personMessagesWhere(p, orderIds)).returning({ id: messages.id }))
    .length;
}

/** Deletes the messages about these records (purged orders); answers how many. */
export async function deleteMessagesAbout(ex: Executor, relatedIds: string[]): Promise<number> {
  return (
    await ex.delete(messages).where(inArray(messages.related_id, relatedIds)).returning({ id: messages.id })
  ).length;
}
