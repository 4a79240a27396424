import { eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { passwordResetEmail, resetPasswordLink } from '@/shared/accounts/emails';
import { authMessages } from '@/shared/accounts/messages';
import { RESET_TOKEN_EXPIRES_IN_S } from '../auth';
import type { AccountsContext } from '../context';
import { authErrorCode, isAuthApiError } from '../errors';
import { preferredLanguageOf } from '../preferred-language';
import { authVerification } from '../schema';
import { storedIdentifier } from '../verification-identifiers';

/**
 * Called by better-auth once it has stored the single-use token: the e-mail goes to the outbox
 * with a link to our reset page (built on the configured public address, never the Host header,
 * so a forged request cannot send a victim a link to someone else's site).
 */
export async function queueResetEmail(
  ctx: AccountsContext,
  input: { userId: string; email: string; name: string; token: string },
) {
  const mail = passwordResetEmail({
    name: input.name,
    brandName: await ctx.brandName(),
    link: resetPasswordLink(await ctx.linkBase(ctx.db), input.token),
    validMinutes: RESET_TOKEN_EXPIRES_IN_S / 60,
    language: (await preferredLanguageOf(ctx.db, input.userId)) ?? undefined,
  });
  await ctx.messaging.queueEmail(ctx.db, {
    to: input.email,
    subject: mail.subject,
    text: mail.body,
    purpose: 'password_reset',
    relatedId: input.userId,
  });
}

/** Always the same answer, whether or not the e-mail has an account. */
export async function forgotPassword(ctx: AccountsContext, email: string) {
  await ctx.auth.api.requestPasswordReset({ body: { email } });
  return { message: authMessages.forgotSent };
}

/** Sets the new password, spends the token, and ends every session of the account. */
export async function resetPassword(ctx: AccountsContext, token: string, password: string) {
  // Whose token it is, read before better-auth spends it: their other sessions end at once.
  const [owner] = await ctx.db
    .select({ userId: authVerification.value })
    .from(authVerification)
    .where(eq(authVerification.identifier, storedIdentifier(`reset-password:${token}`)));
  const startedAt = ctx.now();
  try {
    await ctx.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND')
      throw new AppError('bad_request', 'auth.resetInvalid');
    throw error;
  }
  if (owner) await ctx.revocations.revoke(owner.userId, startedAt);
  ctx.profiles.clear();
  return { message: authMessages.resetDone };
}

/**
 * Changes the password after checking the current one; every other session ends and this device
 * gets a new session (better-auth rotates it).
 */
export async function changePassword(
  ctx: AccountsContext,
  headers: Headers,
  input: { currentPassword: string; password: string },
) {
  // Stamped before: the session better-auth makes for this device begins after it and counts.
  const startedAt = ctx.now();
  try {
    const result = await ctx.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.password,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    await ctx.revocations.revoke(result.response.user.id, startedAt);
    return { setCookies: result.headers?.getSetCookie() ?? [], message: authMessages.passwordChanged };
  } catch (error) {
    if (authErrorCode(error) === 'INVALID_PASSWORD') {
      throw new AppError('validation_failed', 'auth.wrongCurrentPassword', {
        fields: { currentPassword: [{ key: 'auth.wrongCurrentPassword' }] },
      });
    }
    if (isAuthApiError(error) && error.statusCode === 401)
      throw new AppError('unauthorized', 'auth.sessionMissing');
    throw error;
  }
}
