import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { readBrandName } from '@/server/modules/settings/public';
import {
  confirmEmailLink,
  EMAIL_VERIFICATION_TTL_HOURS,
  emailVerificationEmail,
} from '@/shared/accounts/emails';
import { authMessages } from '@/shared/accounts/messages';
import { normalizeRole, roleLevel } from '@/shared/permissions/roles';
import type { AccountsContext } from '../context';
import { preferredLanguageOf } from '../preferred-language';
import { SYSTEM_MIGRATION } from '../profiles';
import { authUser, emailVerifications, legacyUsers, usersUnified } from '../schema';
import { hashToken, newToken } from './invitation-rows';

export const EMAIL_VERIFICATION_TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;

/**
 * Decision 043: `users_unified.is_verified` is the one source of truth for "this e-mail is
 * confirmed" (SPEC §3.1, what §5.5's coupon rule reads). better-auth's `user.email_verified` and
 * the legacy `users.email_verified` are copies, written here in the caller's transaction so the
 * three never disagree. An account whose profile still lives in the legacy table gets its
 * users_unified row now (as a profile edit does).
 */
export async function markEmailVerified(
  tx: Executor,
  user: { id: string; email: string },
  now: Date,
): Promise<void> {
  const email = user.email.toLowerCase();
  await tx.update(authUser).set({ emailVerified: true, updatedAt: now }).where(eq(authUser.id, user.id));
  await tx
    .update(legacyUsers)
    .set({ email_verified: true, updated_at: now })
    .where(eq(sql`lower(${legacyUsers.email})`, email));
  const updated = await tx
    .update(usersUnified)
    .set({ is_verified: true, updated_at: now })
    .where(eq(usersUnified.auth_user_id, user.id))
    .returning({ id: usersUnified.id });
  if (updated.length > 0) return;
  const [legacy] = await tx
    .select()
    .from(legacyUsers)
    .where(eq(sql`lower(${legacyUsers.email})`, email))
    .limit(1);
  const role = normalizeRole(legacy?.role) ?? 'customer';
  await tx
    .insert(usersUnified)
    .values({
      auth_user_id: user.id,
      email: user.email,
      full_name: legacy?.name ?? null,
      role,
      role_level: roleLevel(role),
      is_active: legacy?.is_active ?? true,
      is_verified: true,
      metadata: legacy
        ? { origin: 'users', legacy_user_id: legacy.id, migrated_at: now.toISOString(), phone: legacy.phone }
        : {},
      created_by: legacy ? SYSTEM_MIGRATION : user.id,
    })
    .onConflictDoNothing();
}

/**
 * Writes a fresh confirmation link and queues its e-mail, both in the caller's transaction
 * (registration's, or the resend's): the e-mail exists if and only if the link does.
 */
export async function queueVerificationEmail(
  ctx: AccountsContext,
  tx: Executor,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const { token, hash } = newToken();
  const now = ctx.now();
  await tx.insert(emailVerifications).values({
    user_id: user.id,
    email: user.email,
    token_hash: hash,
    expires_at: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    created_at: now,
  });
  const mail = emailVerificationEmail({
    name: user.name,
    // Read with the transaction: PGlite has one connection, a read beside it would wait forever.
    brandName: await readBrandName(tx),
    link: confirmEmailLink(await ctx.linkBase(tx), token),
    // Her language (decision 086); at sign-up the profile written just before in this transaction.
    language: (await preferredLanguageOf(tx, user.id)) ?? undefined,
  });
  await ctx.messaging.queueEmail(tx, {
    to: user.email,
    subject: mail.subject,
    text: mail.body,
    purpose: 'email_verification',
    relatedId: user.id,
  });
}

/** Whether the account's e-mail is confirmed, read from the source of truth (decision 043). */
async function isVerified(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ verified: usersUnified.is_verified })
    .from(usersUnified)
    .where(eq(usersUnified.auth_user_id, userId));
  return row?.verified ?? false;
}

/**
 * Opens a confirmation link: a known, unspent, unexpired token for the account's current e-mail
 * marks it verified and spends the token, in one transaction. The row is locked, so two clicks at
 * once spend it once. A wrong, spent or expired token is refused with its own text.
 */
export async function confirmEmail(ctx: AccountsContext, token: string) {
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.token_hash, hashToken(token)))
      .for('update');
    if (!link) throw new AppError('bad_request', 'auth.verifyInvalid');
    if (link.used_at) throw new AppError('bad_request', 'auth.verifyUsed');
    if (link.expires_at.getTime() <= now.getTime()) throw new AppError('bad_request', 'auth.verifyExpired');
    const [user] = await tx
      .select({ id: authUser.id, email: authUser.email })
      .from(authUser)
      .where(eq(authUser.id, link.user_id));
    // A link for an address the account no longer has confirms nothing.
    if (!user || user.email.toLowerCase() !== link.email.toLowerCase()) {
      throw new AppError('bad_request', 'auth.verifyInvalid');
    }
    await tx
      .update(emailVerifications)
      .set({ used_at: now })
      .where(and(eq(emailVerifications.id, link.id), isNull(emailVerifications.used_at)));
    await markEmailVerified(tx, user, now);
    return user.id;
  });
  ctx.profiles.invalidate(userId);
  return { message: authMessages.verifyDone };
}

/** The profile's "send the link again": nothing when already verified (the caller's limit applies). */
export async function resendVerification(
  ctx: AccountsContext,
  user: { id: string; email: string; name: string },
) {
  return ctx.db.transaction(async (tx) => {
    if (await isVerified(tx, user.id)) return { sent: false, message: authMessages.verifyAlready };
    await queueVerificationEmail(ctx, tx, user);
    return { sent: true, message: authMessages.verifyCheckEmail };
  });
}
