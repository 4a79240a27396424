import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type MessageRow, messages } from './schema';

/**
 * A coupon's WhatsApp message written already claimed (`sending`, one attempt) in the caller's
 * transaction, for coupon sending to hand to the transport at once: the worker never takes it,
 * and its stuck-row check requeues it if the sender dies (decision 044).
 */
export async function insertClaimedCouponMessage(
  tx: Executor,
  message: { recipient: string; body: string; customerId: string; at: Date; channel?: 'whatsapp' | 'sms' },
): Promise<MessageRow | undefined> {
  const { at } = message;
  const [inserted] = await tx
    .insert(messages)
    .values({
      channel: message.channel ?? 'whatsapp',
      recipient: message.recipient,
      body: message.body,
      purpose: 'coupon',
      related_id: message.customerId,
      status: 'sending',
      attempts: 1,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning();
  return inserted;
}

/** Where these messages stand in the outbox (any order; unknown ids are left out). */
export function messageStatuses(ex: Executor, ids: readonly string[]) {
  return ex
    .select({ status: messages.status, error: messages.last_error })
    .from(messages)
    .where(inArray(messages.id, [...ids]));
}
