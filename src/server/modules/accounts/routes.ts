import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { languageOf } from '@/server/http/language';
import { requireRoute, requireStoreAccess } from '@/server/http/permissions';
import type { RateLimits } from '@/server/http/rate-limit';
import { authHeaders, currentAuth, requireSession } from '@/server/http/session';
import { assertStoreAccess } from '@/server/http/store-access';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  languageChoiceSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  unlockRequestSchema,
  unlockSchema,
  verifyEmailSchema,
} from '@/shared/accounts/schemas';
import { userChangeSchema, userIdParams, usersListQuery } from '@/shared/accounts/staff-schemas';
import { uuidSchema } from '@/shared/ids';
import { KEYS, renderMessage } from '@/shared/messages';
import { smsConsentChangeSchema } from '@/shared/sms/consent-schema';
import { actorOf } from '../audit/public';
import { toPayload } from './actions/sessions';
import { addressBookRoutes } from './address-book-routes';
import { FACTOR_AUTH_PATHS, factorRoutes } from './factor-routes';
import type { AccountsService } from './service';

/** Mounted at /api/accounts; these answer to the §9 auth class, so the general limiter skips them. */
export const AUTH_CLASS_PATHS: ReadonlySet<string> = new Set(
  [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/password',
    '/verify-email',
    '/verify-email/resend',
    '/unlock',
    '/unlock/request',
    ...FACTOR_AUTH_PATHS,
  ].map((p) => `/api/accounts${p}`),
);

const storeParam = z.object({ storeId: uuidSchema(KEYS.http.storeInvalid) });

function withCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/**
 * Accounts API. Who may call: visitors (session, register, login, logout, forgot/reset password);
 * a signed-in, non-suspended account (me, refresh, profile, password, logout-all: `requireSession`
 * first, so a visitor gets 401 before any validation); staff with
 * view_users (users lists; a manager only for their own store).
 */
export function accountsRoutes(
  accounts: AccountsService,
  deps: {
    limits: RateLimits;
    trusted: ReadonlySet<string>;
    /** Runs once a sign-in or registration created the session (the cart merges the guest cart). */
    onSignedIn?: (c: Context<AppEnv>, userId: string) => Promise<void>;
  },
) {
  const { limits, trusted } = deps;
  const ip = (c: Context<AppEnv>) => clientIp(c, trusted);

  return (
    new Hono<AppEnv>()
      .get('/session', async (c) => {
        c.header('Cache-Control', 'no-store');
        const auth = c.var.auth;
        if (auth?.blocked) {
          // A suspended or inactive account loses its session here, on its next page load.
          withCookies(c, (await accounts.logout(authHeaders(c, trusted), auth.user.id)).setCookies);
          return c.json({ session: null });
        }
        return c.json({ session: auth ? toPayload(auth) : null });
      })
      .get('/me', requireSession, (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(toPayload(currentAuth(c)));
      })
      .post('/session/refresh', requireSession, async (c) =>
        c.json(await accounts.refresh(currentAuth(c).user)),
      )
      .post('/register', validate('json', registerSchema), async (c) => {
        const input = c.req.valid('json');
        await limits.enforce('auth', `register:${ip(c)}`, 'rateLimit.blocked');
        const result = await accounts.register(input, languageOf(c));
        // The same status, body and time whether or not the address had an account (decision 074):
        // no session here (its cookie would tell); the web signs in next with the password it sent.
        return c.json({ phoneSaved: result.phone !== null, whatsappWelcome: result.whatsappWelcome }, 201);
      })
      .post('/login', validate('json', loginSchema), async (c) => {
        const input = c.req.valid('json');
        const key = `login:${ip(c)}:${input.email}`;
        const address = `login-address:${ip(c)}`;
        // Counted before the password check (parallel guesses count); a success gives them back.
        await limits.enforce('login_address', address, 'rateLimit.login');
        await limits.enforce('auth', key, 'rateLimit.login');
        // Then the account's own pacing, whatever the address (decision 074).
        const result = await accounts.pacedLogin(input, authHeaders(c, trusted));
        await limits.reset('auth', key);
        await limits.refund('login_address', address);
        withCookies(c, result.setCookies);
        // An authenticator app on the account: the code is asked next (decision 089).
        if (!result.payload) return c.json({ secondFactor: result.secondFactor });
        await deps.onSignedIn?.(c, result.payload.user.id);
        return c.json(result.payload);
      })
      .post('/logout', async (c) => {
        const result = await accounts.logout(authHeaders(c, trusted), c.var.auth?.user.id ?? null);
        withCookies(c, result.setCookies);
        return c.json({ ok: true });
      })
      .post('/logout-all', requireSession, async (c) => {
        const auth = currentAuth(c);
        withCookies(c, (await accounts.logoutAll(authHeaders(c, trusted), auth.user.id)).setCookies);
        return c.json({ ok: true });
      })
      .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
        await limits.enforce('auth', `forgot:${ip(c)}`, 'rateLimit.blocked');
        return c.json(await accounts.forgotPassword(c.req.valid('json').email));
      })
      .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
        await limits.enforce('auth', `reset:${ip(c)}`, 'rateLimit.blocked');
        const { token, password } = c.req.valid('json');
        return c.json(await accounts.resetPassword(token, password));
      })
      .post('/verify-email', validate('json', verifyEmailSchema), async (c) => {
        await limits.enforce('auth', `verify:${ip(c)}`, 'rateLimit.blocked');
        return c.json(await accounts.confirmEmail(c.req.valid('json').token));
      })
      .post('/unlock/request', validate('json', unlockRequestSchema), async (c) => {
        const { email } = c.req.valid('json');
        // Per address and per account: nobody fills an inbox with unlock links.
        await limits.enforce('auth', `unlock-request:${ip(c)}`, 'rateLimit.blocked');
        await limits.enforce('auth', `unlock-request:${email}`, 'rateLimit.blocked');
        return c.json(await accounts.requestUnlock(email));
      })
      .post('/unlock', validate('json', unlockSchema), async (c) => {
        await limits.enforce('auth', `unlock:${ip(c)}`, 'rateLimit.blocked');
        return c.json(await accounts.unlock(c.req.valid('json').token));
      })
      .post('/verify-email/resend', requireSession, async (c) => {
        const { user } = currentAuth(c);
        // SPEC §9 auth class per account: five links per 15 minutes at most.
        await limits.enforce('auth', `verify-resend:${user.id}`, 'rateLimit.blocked');
        return c.json(await accounts.resendVerification(user));
      })
      .post('/password', requireSession, validate('json', changePasswordSchema), async (c) => {
        const auth = currentAuth(c);
        await limits.enforce('auth', `password:${auth.user.id}`, 'rateLimit.blocked');
        const result = await accounts.changePassword(authHeaders(c, trusted), c.req.valid('json'));
        withCookies(c, result.setCookies);
        return c.json({ message: result.message });
      })
      .patch('/me', requireSession, validate('json', profileUpdateSchema), async (c) => {
        const auth = currentAuth(c);
        const state = await accounts.updateProfile(auth.user, c.req.valid('json'));
        return c.json(toPayload({ ...auth, profile: state.profile }));
      })
      // The customer's SMS consent (decision 083): read, given or withdrawn on her profile page.
      .get('/me/sms', requireSession, async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ sms: await accounts.smsConsent(currentAuth(c).user.id) });
      })
      .put('/me/sms', requireSession, validate('json', smsConsentChangeSchema), async (c) => {
        const give = c.req.valid('json').consent;
        const sms = await accounts.changeSmsConsent(currentAuth(c).user.id, give);
        return c.json({ sms, message: renderMessage(give ? 'sms.consentGiven' : 'sms.consentWithdrawn') });
      })
      // The language she switched to while signed in: her messages follow it (decision 086).
      .put('/me/language', requireSession, validate('json', languageChoiceSchema), async (c) => {
        const { language } = c.req.valid('json');
        await accounts.setLanguage(currentAuth(c).user.id, language);
        return c.json({ language });
      })
      .get(
        '/users',
        requireRoute('GET /api/accounts/users'),
        validate('query', usersListQuery),
        async (c) => {
          const viewer = currentAuth(c).profile!;
          const query = c.req.valid('query');
          if (query.storeId)
            assertStoreAccess({ role: viewer.role, storeId: viewer.store_id }, query.storeId);
          return c.json(await accounts.listUsers(viewer, query));
        },
      )
      .get(
        '/users/:id',
        requireRoute('GET /api/accounts/users/:id'),
        validate('param', userIdParams),
        async (c) => {
          const detail = await accounts.userDetail(currentAuth(c).profile!, c.req.valid('param').id);
          if (!detail) throw new AppError('not_found', KEYS.staffUsers.notFound);
          return c.json(detail);
        },
      )
      .patch(
        '/users/:id',
        requireRoute('PATCH /api/accounts/users/:id'),
        validate('param', userIdParams),
        validate('json', userChangeSchema),
        async (c) => {
          const { profile } = currentAuth(c);
          return c.json({
            user: await accounts.changeUser(
              profile!,
              actorOf(c),
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          });
        },
      )
      // Her address book (decision 097).
      .route('/', addressBookRoutes(accounts))
      // Sign-in factors (decision 089): the second step, passkeys, one's own factors, a reset.
      .route('/', factorRoutes(accounts, deps))
      .get('/stores', requireRoute('GET /api/accounts/stores'), async (c) =>
        c.json({ stores: await accounts.listStores(currentAuth(c).profile!) }),
      )
      .get(
        '/stores/:storeId/users',
        requireRoute('GET /api/accounts/stores/:storeId/users'),
        validate('param', storeParam),
        requireStoreAccess((c) => c.req.param('storeId')),
        async (c) =>
          c.json(
            await accounts.listUsers(currentAuth(c).profile!, {
              ...usersListQuery.parse({}),
              storeId: c.req.valid('param').storeId,
            }),
          ),
      )
  );
}
