import { type Context, Hono } from 'hono';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { requireRoute } from '@/server/http/permissions';
import type { RateLimits } from '@/server/http/rate-limit';
import { authHeaders, currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  factorPasswordSchema,
  factorUserParams,
  passkeyIdParams,
  passkeyRegisterSchema,
  passkeyRenameSchema,
  passkeySignInSchema,
  secondFactorSchema,
  totpConfirmSchema,
} from '@/shared/accounts/factor-schemas';
import { KEYS, renderMessage } from '@/shared/messages';
import { actorOf } from '../audit/public';
import type { AccountsService } from './service';

/** The sign-in steps that answer to the §9 auth class themselves (the general limiter skips them). */
export const FACTOR_AUTH_PATHS = [
  '/login/second-factor',
  '/passkey/sign-in',
  '/me/factors/totp',
  '/me/factors/totp/confirm',
  '/me/factors/totp/remove',
];

function withCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/** The audit's actor for a person's own change: customers too (their role is on the entry). */
function selfActor(c: Context<AppEnv>) {
  const { user, profile } = currentAuth(c);
  return { userId: user.id, role: profile?.role ?? 'customer', requestId: c.var.requestId ?? null };
}

/**
 * Sign-in factors (issue 40, decision 089), mounted under /api/accounts. Who may call: visitors
 * (the second step after a right password, with better-auth's challenge cookie; a passkey's
 * sign-in); a signed-in account (its own factors, including staff who still have to set one up);
 * a super_admin (another account's reset). Code and password guessing count in the §9 auth class
 * per address and per account; better-auth also locks an account's codes after ten wrong ones.
 */
export function factorRoutes(
  accounts: AccountsService,
  deps: {
    limits: RateLimits;
    trusted: ReadonlySet<string>;
    onSignedIn?: (c: Context<AppEnv>, userId: string) => Promise<void>;
  },
) {
  const { limits, trusted } = deps;
  const ip = (c: Context<AppEnv>) => clientIp(c, trusted);
  const noStore = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };

  return new Hono<AppEnv>()
    .post('/login/second-factor', validate('json', secondFactorSchema), async (c) => {
      const key = `second-factor:${ip(c)}`;
      await limits.enforce('auth', key, 'rateLimit.login');
      const result = await accounts.factors.verifySecondFactor(c.req.valid('json'), authHeaders(c, trusted));
      await limits.reset('auth', key);
      withCookies(c, result.setCookies);
      await deps.onSignedIn?.(c, result.payload.user.id);
      return c.json(result.payload);
    })
    .post('/passkey/sign-in/options', noStore, async (c) => {
      const result = await accounts.factors.passkeySignInOptions(authHeaders(c, trusted));
      withCookies(c, result.setCookies);
      return c.json({ options: result.options });
    })
    .post('/passkey/sign-in', validate('json', passkeySignInSchema), async (c) => {
      const key = `passkey:${ip(c)}`;
      await limits.enforce('auth', key, 'rateLimit.login');
      const result = await accounts.factors.passkeySignIn(
        c.req.valid('json').response,
        authHeaders(c, trusted),
      );
      await limits.reset('auth', key);
      withCookies(c, result.setCookies);
      await deps.onSignedIn?.(c, result.payload.user.id);
      return c.json(result.payload);
    })
    .get('/me/factors', requireSession, noStore, async (c) => {
      const { user, profile } = currentAuth(c);
      return c.json(await accounts.factors.list(user.id, profile?.role));
    })
    .post('/me/factors/totp', requireSession, validate('json', factorPasswordSchema), async (c) => {
      const { user } = currentAuth(c);
      await limits.enforce('auth', `factor-password:${user.id}`, 'rateLimit.blocked');
      const result = await accounts.factors.startTotp(authHeaders(c, trusted), c.req.valid('json').password);
      withCookies(c, result.setCookies);
      c.header('Cache-Control', 'no-store');
      return c.json({ totpURI: result.totpURI, secret: result.secret, backupCodes: result.backupCodes });
    })
    .post('/me/factors/totp/confirm', requireSession, validate('json', totpConfirmSchema), async (c) => {
      const { user } = currentAuth(c);
      const key = `factor-confirm:${user.id}`;
      await limits.enforce('auth', key, 'rateLimit.blocked');
      const result = await accounts.factors.confirmTotp(authHeaders(c, trusted), {
        authUserId: user.id,
        code: c.req.valid('json').code,
        actor: selfActor(c),
      });
      await limits.reset('auth', key);
      withCookies(c, result.setCookies);
      return c.json({ ok: true });
    })
    .post('/me/factors/totp/remove', requireSession, validate('json', factorPasswordSchema), async (c) => {
      const { user, profile } = currentAuth(c);
      await limits.enforce('auth', `factor-password:${user.id}`, 'rateLimit.blocked');
      const result = await accounts.factors.removeTotp(authHeaders(c, trusted), {
        authUserId: user.id,
        role: profile?.role,
        password: c.req.valid('json').password,
        actor: selfActor(c),
      });
      withCookies(c, result.setCookies);
      return c.json({ message: renderMessage(KEYS.factors.removed) });
    })
    .post('/me/factors/passkeys/options', requireSession, noStore, async (c) => {
      const result = await accounts.factors.passkeyRegistrationOptions(authHeaders(c, trusted));
      withCookies(c, result.setCookies);
      return c.json({ options: result.options });
    })
    .post('/me/factors/passkeys', requireSession, validate('json', passkeyRegisterSchema), async (c) => {
      const { user } = currentAuth(c);
      const input = c.req.valid('json');
      const result = await accounts.factors.registerPasskey(authHeaders(c, trusted), {
        authUserId: user.id,
        response: input.response,
        name: input.name,
        actor: selfActor(c),
      });
      withCookies(c, result.setCookies);
      return c.json({ passkey: result.passkey }, 201);
    })
    .patch(
      '/me/factors/passkeys/:id',
      requireSession,
      validate('param', passkeyIdParams),
      validate('json', passkeyRenameSchema),
      async (c) =>
        c.json({
          passkey: await accounts.factors.renamePasskey(
            currentAuth(c).user.id,
            c.req.valid('param').id,
            c.req.valid('json').name,
          ),
        }),
    )
    .delete('/me/factors/passkeys/:id', requireSession, validate('param', passkeyIdParams), async (c) => {
      const { user, profile } = currentAuth(c);
      await accounts.factors.removePasskey({
        authUserId: user.id,
        role: profile?.role,
        id: c.req.valid('param').id,
        actor: selfActor(c),
      });
      return c.json({ message: renderMessage(KEYS.factors.removed) });
    })
    .post(
      '/users/:id/factors/reset',
      requireRoute('POST /api/accounts/users/:id/factors/reset'),
      validate('param', factorUserParams),
      async (c) => {
        const done = await accounts.factors.reset({ profileId: c.req.valid('param').id, actor: actorOf(c) });
        if (!done) throw new AppError('not_found', KEYS.staffUsers.notFound);
        return c.json({ message: renderMessage(KEYS.factors.resetDone) });
      },
    );
}
