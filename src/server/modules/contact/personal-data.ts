import { desc, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { contactMessages } from './schema';

// A person's contact-form messages as the privacy module reads and removes them (decision 047),
// in the caller's executor: found by the e-mail they wrote from, in any case.

const from = (email: string) => sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`;

/** The messages sent from this e-mail, newest first. */
export function contactMessagesFrom(ex: Executor, email: string) {
  return ex.select().from(contactMessages).where(from(email)).orderBy(desc(contactMessages.created_at));
}

/** Deletes the messages sent from this e-mail; answers how many. */
export async function deleteContactMessagesFrom(ex: Executor, email: string): Promise<number> {
  return (await ex.delete(contactMessages).where(from(email)).returning({ id: contactMessages.id })).length;
}
