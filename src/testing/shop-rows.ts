import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type MessageRow, messages } from '@/server/modules/messaging/schema';
import { stores } from '@/server/modules/stores/schema';

/**
 * Rows other modules' tests read — the newest queued e-mail of a purpose, a store's id by its
 * slug — without reaching into the messaging and stores modules' tables themselves.
 */
export const shopRows = {
  /** The newest e-mail queued for `purpose`, or undefined. */
  async lastEmail(db: Executor, purpose: MessageRow['purpose']): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.purpose, purpose), eq(messages.channel, 'email')))
      .orderBy(desc(messages.created_at));
    return row;
  },
  /** A store's id by its slug. */
  async storeId(db: Executor, slug: string): Promise<string> {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
    return row!.id;
  },
};
