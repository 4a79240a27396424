import type { Context, MiddlewareHandler } from 'hono';
import type { AppProfile, SessionUser } from '@/shared/accounts/profile';
import type { Permission } from '@/shared/permissions/permissions';
import { AppError } from './app-error';
import { clientIp } from './client-ip';
import { tagged } from './guards';
import type { AppEnv } from './types';

/** The signed-in account of a request. */
export type RequestAuth = {
  user: SessionUser;
  profile: AppProfile | null;
  /** §6 permissions of the profile's role; none for a blocked account or one without a profile. */
  permissions: Permission[];
  /** Suspended or inactive: holds a session cookie but may do nothing. */
  blocked: boolean;
  isStaff: boolean;
  /** A super_admin or admin who must set up a second factor before anything else (decision 089). */
  factorSetupNeeded?: boolean;
};

/** What http/session.ts needs from the accounts module. */
export type SessionResolver = {
  resolveSession(
    headers: Headers,
    options: { fresh: boolean },
  ): Promise<{ auth: RequestAuth | null; setCookies: string[] }>;
  sessionCookiePattern: RegExp;
};

/**
 * The request headers better-auth sees: the same, except X-Forwarded-For carries the client
 * address we believe (client-ip.ts), so a session never records a forged address.
 */
export function authHeaders(c: Context, trusted: ReadonlySet<string>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-forwarded-for', clientIp(c, trusted));
  return headers;
}

/**
 * Resolves the session of every /api call that carries a session cookie. Writes (unsafe methods)
 * read the session from the database; reads may use the 60 s signed cookie cache
 * (docs/decisions: session cookies). A refreshed cookie is set before the handler runs, so a
 * handler that signs out has the last word.
 */
export function sessionMiddleware(
  resolver: SessionResolver,
  options: { trusted: ReadonlySet<string>; skip: (path: string) => boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('auth', null);
    if (options.skip(c.req.path) || !resolver.sessionCookiePattern.test(c.req.header('cookie') ?? '')) {
      return next();
    }
    const fresh = !/^(GET|HEAD|OPTIONS)$/i.test(c.req.method);
    const { auth, setCookies } = await resolver.resolveSession(authHeaders(c, options.trusted), { fresh });
    for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
    c.set('auth', auth);
    return next();
  };
}

/** The request's account, or the 401/403 of DESIGN §6 (signed out; suspended or inactive). */
export function currentAuth(c: Context<AppEnv>): RequestAuth {
  const auth = c.var.auth;
  if (!auth) throw new AppError('unauthorized', 'auth.sessionMissing');
  if (auth.blocked) throw new AppError('forbidden', 'auth.accountBlocked');
  return auth;
}

/**
 * Route middleware: a signed-in account that is neither suspended nor inactive. Every signed-in
 * route starts with it (or with a permission guard, which checks the same first), before any
 * validator: a visitor gets 401, never 422 with the field names the route expects
 * (signed-in-routes.test.ts walks every route).
 */
export const requireSession: MiddlewareHandler<AppEnv> = tagged({ kind: 'session' }, async (c, next) => {
  currentAuth(c);
  return next();
});
