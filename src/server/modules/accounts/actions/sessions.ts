import { AppError } from '@/server/http/app-error';
import type { RequestAuth } from '@/server/http/session';
import type { SessionPayload, SessionUser } from '@/shared/accounts/profile';
import type { LoginInput } from '@/shared/accounts/schemas';
import { permissionsOf } from '@/shared/permissions/permissions';
import { isStaffRole } from '@/shared/permissions/roles';
import type { AccountsContext } from '../context';
import { authErrorCode, isAuthApiError } from '../errors';
import { factorSetupNeeded } from './factors';

type AuthUserLike = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** better-auth two-factor's flag (decision 089). */
  twoFactorEnabled?: boolean | null;
};

const sessionUser = (u: AuthUserLike): SessionUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  emailVerified: u.emailVerified,
});

const setCookiesOf = (headers: Headers | null | undefined) => headers?.getSetCookie() ?? [];

/** The request's account, with its §4.1 profile and §6 permissions. */
export async function loadRequestAuth(ctx: AccountsContext, user: AuthUserLike): Promise<RequestAuth> {
  const { profile, blocked } = await ctx.profiles.load(user.id);
  // A super_admin or admin who must set up a second factor first holds no staff power until then
  // (decision 089): the guards refuse with `factors.setupRequired` and the web sends them to it.
  const setupNeeded =
    !blocked &&
    (await factorSetupNeeded(ctx, {
      authUserId: user.id,
      role: profile?.role,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    }));
  if (setupNeeded) {
    return {
      user: sessionUser(user),
      profile,
      blocked,
      permissions: [],
      isStaff: false,
      factorSetupNeeded: true,
    };
  }
  return {
    user: sessionUser(user),
    profile,
    blocked,
    permissions: blocked || !profile ? [] : [...permissionsOf(profile.role)],
    isStaff: !blocked && isStaffRole(profile?.role),
  };
}

export const toPayload = (auth: RequestAuth): SessionPayload => ({
  user: auth.user,
  profile: auth.profile,
  permissions: auth.permissions,
  ...(auth.factorSetupNeeded ? { factorSetupNeeded: true } : {}),
});

/** The session of a request (better-auth reads, and refreshes when due), or null. */
export async function resolveSession(ctx: AccountsContext, headers: Headers, options: { fresh: boolean }) {
  // While the shared revocations cannot be read (Redis away, or just back without what was stamped
  // meanwhile), no cookie cache is trusted: the database answers for every session (decision 073).
  const fresh = options.fresh || ctx.revocations.askDatabase();
  const result = await ctx.auth.api.getSession({
    headers,
    query: { disableCookieCache: fresh },
    returnHeaders: true,
  });
  const data = result.response;
  // A session the cookie cache vouched for that was signed out, or begun before its account's
  // sessions were revoked: ask the database, which no longer has it (refused at its next request,
  // not 60 s on — issues 19 and 34).
  if (data && !fresh) {
    const trusted = await ctx.revocations.trusted({
      userId: data.user.id,
      sessionId: data.session.id,
      createdAt: new Date(data.session.createdAt).getTime(),
    });
    if (!trusted) return resolveSession(ctx, headers, { fresh: true });
  }
  const setCookies = setCookiesOf(result.headers);
  if (!data) return { auth: null, setCookies };
  return { auth: await loadRequestAuth(ctx, data.user), setCookies };
}

/**
 * Sign-in (§5.1: the schema trimmed and lower-cased the e-mail). Wrong password and unknown
 * e-mail share one message; a suspended or inactive account is refused by the session hook
 * only after the password matched, so the refusal reveals nothing to a stranger.
 */
export async function login(ctx: AccountsContext, input: LoginInput & { email: string }, headers: Headers) {
  try {
    const result = await ctx.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
    // The password was right; an account with an authenticator app is asked for its code next
    // (decision 089): no session yet, only better-auth's short-lived challenge cookie.
    if ('twoFactorRedirect' in result.response) {
      return { secondFactor: { methods: ['totp', 'backup'] }, setCookies: setCookiesOf(result.headers) };
    }
    const auth = await loadRequestAuth(ctx, result.response.user);
    return { payload: toPayload(auth), setCookies: setCookiesOf(result.headers) };
  } catch (error) {
    if (authErrorCode(error) === 'ACCOUNT_BLOCKED') throw new AppError('forbidden', 'auth.accountBlocked');
    if (isAuthApiError(error) && (error.statusCode === 401 || error.statusCode === 400)) {
      throw new AppError('unauthorized', 'auth.invalidCredentials');
    }
    throw error;
  }
}

/** Ends this device's session on the server and clears its cookies; harmless when signed out. */
export async function logout(ctx: AccountsContext, headers: Headers, userId: string | null) {
  if (userId) {
    // Which session ends (its cookie cache knows, else the database): a copy of this cookie taken
    // before must be refused at its next read on every instance, not read on for 60 s (issue 34).
    const current = await ctx.auth.api.getSession({ headers, query: { disableRefresh: true } });
    if (current) await ctx.revocations.endSession(current.session.id);
  }
  const result = await ctx.auth.api.signOut({ headers, returnHeaders: true });
  if (userId) ctx.profiles.invalidate(userId);
  return { setCookies: setCookiesOf(result.headers) };
}

/** Ends every session of the account (every device), this one included. */
export async function logoutAll(ctx: AccountsContext, headers: Headers, userId: string) {
  try {
    await ctx.revocations.revoke(userId, ctx.now());
    const result = await ctx.auth.api.revokeSessions({ headers, returnHeaders: true });
    ctx.profiles.invalidate(userId);
    return { setCookies: setCookiesOf(result.headers) };
  } catch (error) {
    if (isAuthApiError(error) && error.statusCode === 401)
      throw new AppError('unauthorized', 'auth.sessionMissing');
    throw error;
  }
}
