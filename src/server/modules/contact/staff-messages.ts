import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { StaffContactList, StaffContactMessage } from '@/shared/contact/schemas';
import type { LivePublisher } from '../live/public';
import { type ContactMessageRow, contactMessages } from './schema';

/** The panel shows this many: the open ones are few, and older answered ones are in the mailbox. */
const PANEL_SIZE = 50;

const toStaff = (row: ContactMessageRow): StaffContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  language: row.language === 'en' ? 'en' : 'pt-BR',
  createdAt: row.created_at.toISOString(),
  handledAt: row.handled_at?.toISOString() ?? null,
});

/** Told to the desks of those who reach every store: a message came in, or one was answered. */
export const contactChange = {
  kind: 'contact_message',
  storeId: null,
  customerUserId: null,
  orderId: null,
  number: null,
  status: null,
} as const;

/**
 * The desk's contact panel (issue 40): the messages still to answer (or the latest of all), newest
 * first, and how many are open; marking one answered (or open again) tells the other desks.
 */
export function createStaffMessages(db: Db, live?: LivePublisher) {
  return {
    async list(state: 'open' | 'all'): Promise<StaffContactList> {
      const [rows, [open]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(state === 'open' ? isNull(contactMessages.handled_at) : undefined)
          .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
          .limit(PANEL_SIZE),
        db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handled_at)),
      ]);
      return { messages: rows.map(toStaff), open: open?.n ?? 0 };
    },
    async setHandled(id: string, handled: boolean, now = new Date()): Promise<StaffContactMessage> {
      const [row] = await db
        .update(contactMessages)
        .set({ handled_at: handled ? now : null })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw new AppError('not_found', 'contact.notFound');
      await live?.publish(contactChange).catch(() => undefined);
      return toStaff(row);
    },
  };
}
