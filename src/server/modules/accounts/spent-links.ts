import { and, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { accountUnlocks, authVerification, emailVerifications, invitations } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a single-use link outlives its expiry: a month, so "this link expired" (rather than
 * "invalid") can still be told for a while, then the row goes (decision 050).
 */
export const SPENT_LINK_RETENTION_DAYS = 30;

export type SpentLinkCounts = {
  emailVerifications: number;
  invitations: number;
  resetTokens: number;
  unlocks: number;
};

/**
 * Removes the single-use links the shop no longer needs (decision 050): e-mail confirmation links
 * unlock links and better-auth's reset tokens expired for SPENT_LINK_RETENTION_DAYS; invitations never
 * accepted, expired or revoked that long ago (an accepted invitation stays: it records who gave a
 * member of staff their role). Plain deletes by date in the caller's transaction — the daily
 * retention purge's (messaging/retention.ts, wired by main.ts): running it twice removes nothing more.
 */
export async function purgeSpentLinks(ex: Executor, now: Date): Promise<SpentLinkCounts> {
  const linksBefore = new Date(now.getTime() - SPENT_LINK_RETENTION_DAYS * DAY_MS);
  const removedConfirmations = await ex
    .delete(emailVerifications)
    .where(lt(emailVerifications.expires_at, linksBefore))
    .returning({ id: emailVerifications.id });
  const removedInvitations = await ex
    .delete(invitations)
    .where(
      and(
        isNull(invitations.accepted_at),
        or(lt(invitations.expires_at, linksBefore), lt(invitations.revoked_at, linksBefore)),
      ),
    )
    .returning({ id: invitations.id });
  const removedResets = await ex
    .delete(authVerification)
    .where(lt(authVerification.expiresAt, linksBefore))
    .returning({ id: authVerification.id });
  // Unlock links (decision 074), like confirmation links.
  const removedUnlocks = await ex
    .delete(accountUnlocks)
    .where(lt(accountUnlocks.expires_at, linksBefore))
    .returning({ id: accountUnlocks.id });
  return {
    unlocks: removedUnlocks.length,
    emailVerifications: removedConfirmations.length,
    invitations: removedInvitations.length,
    resetTokens: removedResets.length,
  };
}
