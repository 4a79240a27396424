import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { isLanguage, type Language } from '@/shared/i18n/language';
import { usersUnified } from './schema';

/**
 * A customer's preferred language (issue 38, decision 086), kept on the profile: set at sign-up
 * and each time she switches language while signed in. Her messages use it when the order does
 * not say (an order placed before orders kept theirs, the welcome, a reset or a coupon).
 */
export async function preferredLanguageOf(ex: Executor, authUserId: string): Promise<Language | null> {
  const [row] = await ex
    .select({ language: usersUnified.preferred_language })
    .from(usersUnified)
    .where(eq(usersUnified.auth_user_id, authUserId));
  return isLanguage(row?.language) ? row.language : null;
}

/** Saves her choice; nothing when it is already the one kept (no write, no `updated_at` change). */
export async function setPreferredLanguage(
  ex: Executor,
  authUserId: string,
  language: Language,
): Promise<void> {
  const current = await preferredLanguageOf(ex, authUserId);
  if (current === language) return;
  await ex
    .update(usersUnified)
    .set({ preferred_language: language })
    .where(eq(usersUnified.auth_user_id, authUserId));
}
