import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cartSessions } from './schema';

/** Deletes an account's cart (its lines and extras cascade), in the caller's transaction: an anonymised account's. */
export async function deleteUserCarts(ex: Executor, userId: string) {
  await ex.delete(cartSessions).where(eq(cartSessions.user_id, userId));
}
