import type { Logger } from 'pino';
import type { Db, Executor } from '@/server/db/client';
import { type Env, resolveAuthSecret } from '@/server/env';
import type { SessionResolver } from '@/server/http/session';
import type { ChangeNotices } from '@/server/lib/change-notices';
import type { SharedRedis } from '@/server/lib/redis';
import { createLogger } from '@/server/logger';
import type { SavedAddressValues } from '@/shared/accounts/address-book';
import type { RegisterValues } from '@/shared/accounts/schemas';
import type { Language } from '@/shared/i18n/language';
import type { MessagingService } from '../messaging/public';
import type { SettingsService } from '../settings/public';
import { acceptInvitation, viewInvitation } from './actions/accept-invitation';
import { confirmEmail, resendVerification } from './actions/email-verification';
import { type ClaimedAccountInput, createClaimedAccount } from './actions/guest-accounts';
import { createInvitation, listInvitations, resendInvitation, revokeInvitation } from './actions/invitations';
import { changeUser } from './actions/manage-user';
import { pacedLogin } from './actions/paced-login';
import { changePassword, forgotPassword, queueResetEmail, resetPassword } from './actions/passwords';
import { updateProfile } from './actions/profile-update';
import { registerAccount } from './actions/register';
import { loadRequestAuth, login, logout, logoutAll, resolveSession, toPayload } from './actions/sessions';
import { requestUnlock, unlockAccount } from './actions/unlock';
import { findUser, listStores, listUsers, userActivity } from './actions/users';
import { addAddress, changeAddress, listAddresses, removeAddress } from './address-book';
import { COOKIE_PREFIX, createAuth, SESSION_COOKIE_CACHE_S } from './auth';
import type { AccountsContext } from './context';
import type { CustomerOrders } from './customer-orders';
import { createFactorService } from './factor-service';
import { createGoogleSignIn } from './google/service';
import type { GoogleClientSource } from './google-plugin';
import { setPreferredLanguage } from './preferred-language';
import { createProfiles } from './profiles';
import { createRevocations, type Revocations } from './revocations';
import { createSignInPacing } from './sign-in-pacing';
import { changeSmsConsent, smsConsentView } from './sms-consent';
import { createTrustedBrowsers } from './trusted-browser';

/**
 * The address better-auth knows the shop by (its base URL, trusted origin and passkeys' relying
 * party): PUBLIC_URL, else this server on its local address. Links in messages use `linkBase`
 * instead, the Integrações card's address first (decision 121).
 */
export function shopBaseUrl(env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

export type AccountsDeps = {
  db: Db;
  env: Env;
  settings: SettingsService;
  /** The welcome message and admin notice (SPEC §4.2 step 4) are queued through it. */
  messaging: Pick<MessagingService, 'queueWelcome' | 'queueEmail'>;
  logger?: Logger;
  now?: () => Date;
  /** Tests pass their own; by default kept here, in Redis with REDIS_URL and told through `notices`. */
  revocations?: Revocations;
  /** The server's Redis connection (REDIS_URL), shared with the rate limits; none without it. */
  redis?: SharedRedis | null;
  /** Other instances' profile changes (decision 048); none with the embedded database. */
  notices?: ChangeNotices;
  /** The users area's order counts and a customer's orders: the orders module's (services.ts). */
  customerOrders: CustomerOrders;
  /** "Entrar com Google" (decision 090): the Integrações card's OpenID Connect client, or null. */
  googleClient?: GoogleClientSource;
  /**
   * The address links in e-mails are built on (decision 121): the integrations' public address,
   * read through the caller's transaction when one is open. By default the base URL.
   */
  linkBase?: (ex: Executor) => Promise<string>;
};

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

/** Accounts, sessions and profiles (SPEC §4.1, §4.2, §5.1, §6) on top of better-auth. */
export function createAccountsService(deps: AccountsDeps) {
  const logger = (deps.logger ?? createLogger(deps.env.LOG_LEVEL)).child({ module: 'accounts' });
  const now = deps.now ?? (() => new Date());
  const profiles = createProfiles(deps.db, { logger, now, notices: deps.notices });
  const baseUrl = shopBaseUrl(deps.env);

  // The context is completed right below: better-auth's reset hook needs it, and it needs better-auth.
  const ctx = {
    db: deps.db,
    profiles,
    logger,
    baseUrl,
    linkBase: deps.linkBase ?? (async () => baseUrl),
    pacing: createSignInPacing({ redis: deps.redis }),
    trustedBrowsers: createTrustedBrowsers({
      secret: resolveAuthSecret(deps.env),
      secure: deps.env.isProduction,
    }),
    messaging: deps.messaging,
    // A stamp matters while a cookie cache could still vouch for a deleted session (+5 s of slack).
    revocations:
      deps.revocations ??
      createRevocations({
        windowMs: (SESSION_COOKIE_CACHE_S + 5) * 1000,
        redis: deps.redis,
        notices: deps.notices,
      }),
    brandName: async () => (await deps.settings.getPublic()).brandName,
    settingValue: (key: string) => deps.settings.get(key),
    now,
    customerOrders: deps.customerOrders,
  } as AccountsContext;
  ctx.auth = createAuth({
    db: deps.db,
    secret: resolveAuthSecret(deps.env),
    baseUrl,
    secureCookies: deps.env.isProduction,
    logger,
    isBlocked: (id) => profiles.isBlocked(id),
    sendResetPassword: (input) => queueResetEmail(ctx, input),
    googleClient: deps.googleClient,
  });

  const resolver: SessionResolver = {
    resolveSession: (headers, options) => resolveSession(ctx, headers, options),
    sessionCookiePattern: new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`),
  };

  return {
    auth: ctx.auth,
    /** TOTP, backup codes and passkeys (issue 40, decision 089). */
    factors: createFactorService(ctx),
    profiles,
    /** Her address book (issue 38, decision 097). */
    addresses: {
      list: (userId: string) => listAddresses(ctx.db, userId),
      add: async (userId: string, input: SavedAddressValues) => {
        const saved = await addAddress(ctx.db, userId, input, now());
        // Her profile lost its old address (decision 108): the next read must not serve it cached.
        if (input.replacesProfileAddress) ctx.profiles.invalidate(userId);
        return saved;
      },
      change: (userId: string, id: string, input: SavedAddressValues) =>
        changeAddress(ctx.db, userId, id, input, now()),
      remove: (userId: string, id: string) => removeAddress(ctx.db, userId, id, now()),
    },
    /** "Entrar com Google" and the profile's identities (decision 090). */
    google: createGoogleSignIn(ctx, deps.googleClient ?? (async () => null)),
    resolver,
    register: (input: RegisterValues, language?: Language) => registerAccount(ctx, input, language),
    /** A guest's "Criar conta com um clique" (decision 096), in the orders' transaction. */
    createClaimedAccount: (tx: Executor, input: ClaimedAccountInput) => createClaimedAccount(ctx, tx, input),
    /** Her preferred language for messages (decision 086). */
    setLanguage: (userId: string, language: Language) => setPreferredLanguage(ctx.db, userId, language),
    login: (input: { email: string; password: string }, headers: Headers) => login(ctx, input, headers),
    /** The sign-in form's: paced per account, trusted browsers apart (decision 074). */
    pacedLogin: (
      input: { email: string; password: string },
      headers: Headers,
      attempt?: Parameters<typeof pacedLogin>[3],
    ) => pacedLogin(ctx, input, headers, attempt),
    requestUnlock: (email: string) => requestUnlock(ctx, email),
    unlock: (token: string) => unlockAccount(ctx, token),
    logout: (headers: Headers, userId: string | null) => logout(ctx, headers, userId),
    logoutAll: (headers: Headers, userId: string) => logoutAll(ctx, headers, userId),
    forgotPassword: (email: string) => forgotPassword(ctx, email),
    resetPassword: (token: string, password: string) => resetPassword(ctx, token, password),
    /** E-mail confirmation (issue 18, decision 043). */
    confirmEmail: (token: string) => confirmEmail(ctx, token),
    resendVerification: (user: { id: string; email: string; name: string }) => resendVerification(ctx, user),
    changePassword: (headers: Headers, input: { currentPassword: string; password: string }) =>
      changePassword(ctx, headers, input),
    updateProfile: (user: { id: string; email: string }, input: Parameters<typeof updateProfile>[2]) =>
      updateProfile(ctx, user, input),
    listUsers: (viewer: Parameters<typeof listUsers>[1], query: Parameters<typeof listUsers>[2]) =>
      listUsers(deps.db, viewer, query, deps.customerOrders),
    /** The stores a viewer may pick from (a manager: their own). */
    listStores: (viewer: Parameters<typeof listStores>[1]) => listStores(deps.db, viewer),
    /** One account with its orders and addresses, when the viewer's scope reaches it (issue 16). */
    async userDetail(viewer: Parameters<typeof findUser>[1], id: string) {
      const user = await findUser(deps.db, viewer, id, deps.customerOrders);
      if (!user) return null;
      const activity = await userActivity(deps.db, viewer, id, deps.customerOrders);
      // Her SMS consent and any STOP reply (decision 083).
      return { user, ...activity, sms: await smsConsentView(deps.db, { profileId: id }) };
    },
    /** The customer's own SMS consent on her profile page (decision 083). */
    smsConsent: (authUserId: string) => smsConsentView(deps.db, { authUserId }),
    async changeSmsConsent(authUserId: string, give: boolean) {
      await changeSmsConsent(deps.db, authUserId, give, now());
      profiles.invalidate(authUserId);
      return smsConsentView(deps.db, { authUserId });
    },
    changeUser: (...args: Parameters<typeof changeUser> extends [unknown, ...infer Rest] ? Rest : never) =>
      changeUser(ctx, ...args),
    /** Staff invitations and their acceptance (issue 16, decision 036). */
    invitations: {
      list: (...args: Tail<Parameters<typeof listInvitations>>) => listInvitations(ctx, ...args),
      create: (...args: Tail<Parameters<typeof createInvitation>>) => createInvitation(ctx, ...args),
      resend: (...args: Tail<Parameters<typeof resendInvitation>>) => resendInvitation(ctx, ...args),
      revoke: (...args: Tail<Parameters<typeof revokeInvitation>>) => revokeInvitation(ctx, ...args),
      view: (token: string) => viewInvitation(ctx, token),
      accept: (...args: Tail<Parameters<typeof acceptInvitation>>) => acceptInvitation(ctx, ...args),
    },
    /**
     * Signs an account out everywhere at once, its cached profile dropped: after its anonymisation
     * (the privacy module's deletion, decision 047), once that transaction committed.
     */
    async revokeSessions(authUserId: string, at: Date) {
      await ctx.revocations.revoke(authUserId, at);
      profiles.invalidate(authUserId);
    },
    /** Reloads one account's profile (§4.1 manual refresh). */
    async refresh(user: Parameters<typeof loadRequestAuth>[1]) {
      profiles.invalidate(user.id);
      return toPayload(await loadRequestAuth(ctx, user));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
