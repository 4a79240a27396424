import { eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { retryParams } from '@/shared/accounts/messages';
import type { LoginInput } from '@/shared/accounts/schemas';
import type { AccountsContext } from '../context';
import { authUser } from '../schema';
import { accountBucket, browserBucket } from '../sign-in-pacing';
import type { TrustedBrowser } from '../trusted-browser';
import { login } from './sessions';

/**
 * Sign-in paced per account (decision 074). The attempt counts against the address's bucket, or,
 * from a browser that signed in to this very account before (its trusted-browser cookie), against
 * that browser's own: an attacker guessing from elsewhere paces everyone but the owner's browsers.
 * A paced attempt is refused before the password is checked (429, `auth.signInPaced`, with when),
 * for an address with or without an account alike. A wrong password counts; a success clears the
 * bucket and (re)sets the cookie.
 */
export type PacedAttempt = { bucket: string; trusted: TrustedBrowser | null };

/**
 * Which bucket an attempt counts against, refused at once (429) while that bucket waits.
 */
export async function checkPacing(
  ctx: AccountsContext,
  email: string,
  headers: Headers,
): Promise<PacedAttempt> {
  const trusted = ctx.trustedBrowsers.read(headers.get('cookie') ?? undefined);
  let bucket = accountBucket(email);
  if (trusted) {
    const [owner] = await ctx.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
    if (owner?.id === trusted.userId) bucket = browserBucket(trusted.browserId);
  }
  const decision = await ctx.pacing.check(bucket);
  if (!decision.ok) {
    throw new AppError('rate_limited', 'auth.signInPaced', {
      params: retryParams(decision.retryAt),
      retryAt: decision.retryAt,
    });
  }
  return { bucket, trusted };
}

export async function pacedLogin(
  ctx: AccountsContext,
  input: LoginInput & { email: string },
  headers: Headers,
  attempt?: PacedAttempt,
) {
  const { bucket, trusted } = attempt ?? (await checkPacing(ctx, input.email, headers));
  try {
    const result = await login(ctx, input, headers);
    await ctx.pacing.clear(bucket);
    // The password was right; the code step (decision 089) issues the browser's cookie after it.
    if (!result.payload) return result;
    const browserId = trusted?.userId === result.payload.user.id ? trusted.browserId : undefined;
    return {
      ...result,
      setCookies: [...result.setCookies, ctx.trustedBrowsers.issue(result.payload.user.id, browserId)],
    };
  } catch (error) {
    if (error instanceof AppError && error.key === 'auth.invalidCredentials') await ctx.pacing.failed(bucket);
    throw error;
  }
}
