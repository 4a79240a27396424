import { type Context, Hono } from 'hono';
import { clientIp } from '@/server/http/client-ip';
import { languageOf } from '@/server/http/language';
import type { RateLimits } from '@/server/http/rate-limit';
import { authHeaders, currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { actorOf } from '@/server/modules/audit/public';
import { googleCallbackQuery, googleStartSchema, identityParams } from '@/shared/accounts/identities';
import { renderMessage } from '@/shared/messages';
import type { AccountsService } from '../service';

type Deps = {
  limits: RateLimits;
  trusted: ReadonlySet<string>;
  /** Runs once Google signed someone in (the cart merges the guest cart). */
  onSignedIn?: (c: Context<AppEnv>, userId: string) => Promise<void>;
};

/** The sign-in steps that answer to SPEC §9's auth class themselves (the general limiter skips them). */
export const GOOGLE_AUTH_PATHS: ReadonlySet<string> = new Set([
  '/api/accounts/google/start',
  '/api/auth/callback/google',
]);

function withCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
}

/**
 * "Entrar com Google" (issue 40, decision 090), mounted at /api/accounts/google. Who may call:
 * anyone for whether it is offered and to start signing in; a signed-in customer to link her
 * Google account; a signed-in account for its own identities (list, remove).
 */
export function googleSignInRoutes(accounts: AccountsService, deps: Deps) {
  const { limits, trusted } = deps;
  const google = accounts.google;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ available: await google.available() });
    })
    .post('/start', validate('json', googleStartSchema), async (c) => {
      const input = c.req.valid('json');
      const auth = c.var.auth ?? null;
      // Per address, and per account for a link (SPEC §9 auth class).
      await limits.enforce('auth', `google-start:${clientIp(c, trusted)}`, 'rateLimit.blocked');
      if (input.mode === 'link' && auth)
        await limits.enforce('auth', `google-link:${auth.user.id}`, 'rateLimit.blocked');
      const result = await google.start(authHeaders(c, trusted), input, auth);
      withCookies(c, result.setCookies);
      c.header('Cache-Control', 'no-store');
      return c.json({ url: result.url });
    })
    .get('/identities', requireSession, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await google.identities(currentAuth(c).user.id));
    })
    .delete('/identities/:id', requireSession, validate('param', identityParams), async (c) => {
      const actor = actorOf(c);
      await limits.enforce('auth', `identity-remove:${actor.userId}`, 'rateLimit.blocked');
      const identities = await google.removeIdentity(actor, c.req.valid('param').id);
      return c.json({ ...identities, message: renderMessage('googleSignIn.removed') });
    });
}

/**
 * Where Google sends the person back (mounted at /api/auth/callback: the redirect URI the owner
 * registers is <PUBLIC_URL>/api/auth/callback/google). A navigation: it always answers a redirect.
 */
export function googleCallbackRoutes(accounts: AccountsService, deps: Deps) {
  const { limits, trusted } = deps;
  return new Hono<AppEnv>().get('/google', validate('query', googleCallbackQuery), async (c) => {
    await limits.enforce('auth', `google-callback:${clientIp(c, trusted)}`, 'rateLimit.blocked');
    const auth = c.var.auth ?? null;
    const query = Object.fromEntries(
      Object.entries(c.req.valid('query')).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const result = await accounts.google.finish(authHeaders(c, trusted), query, {
      auth,
      actor: auth ? actorOf(c) : null,
      language: languageOf(c),
    });
    withCookies(c, result.setCookies);
    if (result.signedInUserId) await deps.onSignedIn?.(c, result.signedInUserId);
    c.header('Cache-Control', 'no-store');
    return c.redirect(result.location, 302);
  });
}
