import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { authMessages } from '@/shared/accounts/messages';
import { PACING_FREE_FAILURES } from '@/shared/accounts/pacing';
import { UNLOCK_LINK_TTL_MINUTES, unlockEmail, unlockLink } from '@/shared/accounts/safety-emails';
import type { AccountsContext } from '../context';
import { preferredLanguageOf } from '../preferred-language';
import { accountUnlocks, authUser } from '../schema';
import { accountBucket } from '../sign-in-pacing';
import { hashToken, newToken } from './invitation-rows';

const UNLOCK_TTL_MS = UNLOCK_LINK_TTL_MINUTES * 60 * 1000;

/**
 * "Send me an unlock link" (decision 074): when the address has an account and its sign-in is
 * paced, a single-use link (its token's SHA-256 kept) and its e-mail through the outbox, in one
 * transaction. Always the same answer, so it tells nothing about the address.
 */
export async function requestUnlock(ctx: AccountsContext, email: string) {
  const state = await ctx.pacing.read(accountBucket(email));
  if (state && state.failures >= PACING_FREE_FAILURES) {
    const [user] = await ctx.db
      .select({ id: authUser.id, name: authUser.name, email: authUser.email })
      .from(authUser)
      .where(eq(authUser.email, email));
    if (user) {
      const brandName = await ctx.brandName();
      const { token, hash } = newToken();
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await tx.insert(accountUnlocks).values({
          user_id: user.id,
          email,
          token_hash: hash,
          expires_at: new Date(now.getTime() + UNLOCK_TTL_MS),
          created_at: now,
        });
        // In her language when the profile says it; in both otherwise (decision 086).
        const mail = unlockEmail({
          name: user.name,
          brandName,
          link: unlockLink(await ctx.linkBase(tx), token),
          language: await preferredLanguageOf(tx, user.id),
        });
        await ctx.messaging.queueEmail(tx, {
          to: user.email,
          subject: mail.subject,
          text: mail.body,
          purpose: 'account_unlock',
          relatedId: user.id,
        });
      });
    }
  }
  return { message: authMessages.unlockSent };
}

/** Opens an unlock link: spent once (row locked), then the address's pacing is cleared. */
export async function unlockAccount(ctx: AccountsContext, token: string) {
  const now = ctx.now();
  const email = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(accountUnlocks)
      .where(eq(accountUnlocks.token_hash, hashToken(token)))
      .for('update');
    if (!link) throw new AppError('bad_request', 'auth.unlockInvalid');
    if (link.used_at) throw new AppError('bad_request', 'auth.unlockUsed');
    if (link.expires_at.getTime() <= now.getTime()) throw new AppError('bad_request', 'auth.unlockExpired');
    await tx
      .update(accountUnlocks)
      .set({ used_at: now })
      .where(and(eq(accountUnlocks.id, link.id), isNull(accountUnlocks.used_at)));
    return link.email;
  });
  await ctx.pacing.clear(accountBucket(email));
  return { message: authMessages.unlockDone };
}
