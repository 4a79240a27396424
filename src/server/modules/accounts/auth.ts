import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { Logger } from 'pino';
import type { Db } from '@/server/db/client';
import { authMessages } from '@/shared/accounts/messages';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/shared/accounts/schemas';
import { type GoogleClientSource, googleSignInPlugin } from './google-plugin';
import { authAccount, authSession, authUser, authVerification } from './schema';

/** Session lifetime, refresh age and cookie cache (docs/decisions: session cookies). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
export const SESSION_COOKIE_CACHE_S = 60;
export const RESET_TOKEN_EXPIRES_IN_S = 60 * 60;
export const COOKIE_PREFIX = 'shop';

export type AuthOptions = {
  db: Db;
  secret: string;
  /** The shop's public address (PUBLIC_URL, or the local one in development). */
  baseUrl: string;
  /** Secure cookies with the `__Secure-` prefix (production). */
  secureCookies: boolean;
  logger: Logger;
  /** Refuses a new session for a suspended or inactive account (checked after the password). */
  isBlocked: (authUserId: string) => Promise<boolean>;
  /** Queues the reset e-mail; better-auth has stored the single-use token already. */
  sendResetPassword: (input: { userId: string; email: string; name: string; token: string }) => Promise<void>;
  /** "Entrar com Google" (decision 090): the OpenID Connect client in force, or null. */
  googleClient?: GoogleClientSource;
};

/**
 * better-auth as a library: our routes call `auth.api.*` (its HTTP handler is not mounted), so
 * every rule — trimming, suspended accounts, rate limits, Portuguese messages — sits in one place.
 */
export function createAuth(options: AuthOptions) {
  const log = options.logger;
  return betterAuth({
    appName: 'shop',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [new URL(options.baseUrl).origin],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN_S,
      // A reset ends every session of the account (issue 4: "ends the account's other sessions").
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await options.sendResetPassword({ userId: user.id, email: user.email, name: user.name, token });
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_S },
    },
    // Reset tokens are kept as SHA-256 (base64url) of `reset-password:<token>`; better-auth hashes
    // the identifier it looks up the same way (decision 074, `verification-identifiers.ts`).
    verification: { storeIdentifier: 'hashed' },
    // Our own limiter (http/rate-limit.ts) applies the §9 classes; two would double-count.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [googleSignInPlugin(options.googleClient ?? (async () => null))],
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, path: '/' },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if (await options.isBlocked(session.userId)) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_BLOCKED',
                message: authMessages.accountBlocked,
              });
            }
          },
        },
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        // "User not found" / "Invalid password" are everyday refusals, not warnings worth an alert.
        const fn =
          level === 'error'
            ? log.error.bind(log)
            : level === 'warn'
              ? log.info.bind(log)
              : log.debug.bind(log);
        fn({ args: args.length ? args : undefined }, `better-auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
