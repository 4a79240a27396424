import { AppError } from '@/server/http/app-error';
import type { RequestAuth } from '@/server/http/session';
import type { AuditActor } from '@/server/modules/audit/public';
import type { GoogleOutcome, GoogleStartInput } from '@/shared/accounts/identities';
import type { Language } from '@/shared/i18n/language';
import { paths } from '@/shared/routes';
import type { AccountsContext } from '../context';
import { authErrorCode } from '../errors';
import { GOOGLE_PROVIDER_ID, type GoogleClientSource } from '../google-plugin';
import { recordIdentityChange, welcomeGoogleAccount } from './identities';

/** The marker better-auth's "new user" address carries, so the callback knows an account was made. */
const NEW_ACCOUNT = 'google_new';
const LINKED = 'google_linked';

/** better-auth's `?error=` codes, as the message the page shows (`?google=<name>`). */
function outcomeOf(error: string): GoogleOutcome {
  if (/^state_|please_restart/.test(error)) return 'stateInvalid';
  if (error === 'account_not_linked') return 'accountNotLinked';
  if (error === 'email_does_not_match' || error === "email_doesn't_match") return 'emailMismatch';
  if (error === 'account_already_linked_to_different_user') return 'alreadyLinkedElsewhere';
  if (error === 'ACCOUNT_BLOCKED') return 'blocked';
  return 'failed';
}

const setCookiesOf = (headers: Headers | null | undefined) => headers?.getSetCookie() ?? [];

/** The page a person lands on, with `?google=<outcome>` (and what was there before). */
function landing(base: string, path: string, outcome?: GoogleOutcome) {
  const url = new URL(path, base);
  if (outcome) url.searchParams.set('google', outcome);
  return url.toString();
}

export type GoogleFlowDeps = { ctx: AccountsContext; client: GoogleClientSource };

/** Whether the sign-in and register pages show the Google button. */
export async function googleAvailable(deps: GoogleFlowDeps): Promise<boolean> {
  return (await deps.client()) !== null;
}

/**
 * The address of Google's sign-in page, with better-auth's state, PKCE challenge and nonce; its
 * state cookie is set on the answer. To link, the person is signed in (she proved her password or
 * her e-mail) and a customer.
 */
export async function startGoogle(
  deps: GoogleFlowDeps,
  headers: Headers,
  input: GoogleStartInput,
  auth: RequestAuth | null,
): Promise<{ url: string; setCookies: string[] }> {
  const { ctx } = deps;
  if (!(await googleAvailable(deps))) throw new AppError('conflict', 'googleSignIn.notConfigured');
  try {
    if (input.mode === 'link') {
      if (!auth) throw new AppError('unauthorized', 'auth.sessionMissing');
      if (auth.profile?.role !== 'customer') throw new AppError('forbidden', 'googleSignIn.customersOnly');
      const result = await ctx.auth.api.linkSocialAccount({
        body: {
          provider: GOOGLE_PROVIDER_ID,
          callbackURL: landing(ctx.baseUrl, `${paths.profile}?${LINKED}=1`),
          errorCallbackURL: landing(ctx.baseUrl, paths.profile),
          disableRedirect: true,
        },
        headers,
        returnHeaders: true,
      });
      return { url: result.response.url, setCookies: setCookiesOf(result.headers) };
    }
    const to = input.returnTo ?? paths.home;
    const result = await ctx.auth.api.signInSocial({
      body: {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: landing(ctx.baseUrl, to),
        newUserCallbackURL: landing(ctx.baseUrl, `${to}${to.includes('?') ? '&' : '?'}${NEW_ACCOUNT}=1`),
        errorCallbackURL: landing(ctx.baseUrl, paths.login),
        disableRedirect: true,
      },
      headers,
      returnHeaders: true,
    });
    if (!result.response.url) throw new AppError('unavailable', 'googleSignIn.failed');
    return { url: result.response.url, setCookies: setCookiesOf(result.headers) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The issuer did not answer its discovery (better-auth: provider not found), or refused.
    ctx.logger.warn({ code: authErrorCode(error) }, 'google sign-in could not start');
    throw new AppError('unavailable', 'googleSignIn.failed');
  }
}

/** The session cookies better-auth set, as the Cookie header of a next request. */
function cookieHeader(setCookies: string[]): Headers {
  const pairs = setCookies.map((c) => c.split(';')[0]).filter(Boolean);
  return new Headers({ cookie: pairs.join('; ') });
}

/**
 * Google sends the person back here (GET /api/auth/callback/google): better-auth checks the state,
 * exchanges the code with its PKCE verifier, checks the ID token (issuer, audience, signature,
 * nonce), then signs in, creates the account, or links to the signed-in one. Answers where the
 * browser goes next and the cookies to set: any refusal lands on the page with `?google=<why>`.
 */
export async function finishGoogle(
  deps: GoogleFlowDeps,
  headers: Headers,
  query: Record<string, string>,
  context: { auth: RequestAuth | null; actor: AuditActor | null; language: Language },
): Promise<{ location: string; setCookies: string[]; signedInUserId: string | null }> {
  const { ctx } = deps;
  let response: Response;
  try {
    response = await ctx.auth.api.callbackOAuth({
      params: { id: GOOGLE_PROVIDER_ID },
      query,
      headers,
      asResponse: true,
    });
  } catch (error) {
    ctx.logger.warn({ code: authErrorCode(error) }, 'google sign-in callback failed');
    return { location: landing(ctx.baseUrl, paths.login, 'failed'), setCookies: [], signedInUserId: null };
  }
  const setCookies = setCookiesOf(response.headers);
  const target = new URL(response.headers.get('location') ?? paths.login, ctx.baseUrl);
  const error = target.searchParams.get('error');
  const ours = target.origin === new URL(ctx.baseUrl).origin && !target.pathname.startsWith('/api/');
  if (error || response.status >= 400) {
    const page = ours ? target.pathname : paths.login;
    return {
      location: landing(ctx.baseUrl, page, outcomeOf(error ?? 'failed')),
      setCookies,
      signedInUserId: null,
    };
  }
  if (target.searchParams.has(LINKED)) {
    const userId = context.auth?.user.id;
    const actor = context.actor;
    if (userId && actor) {
      const brandName = await ctx.brandName();
      await ctx.db.transaction((tx) =>
        recordIdentityChange(ctx, tx, { userId, actor, change: 'added', provider: 'google', brandName }),
      );
      ctx.profiles.invalidate(userId);
    }
    return { location: landing(ctx.baseUrl, paths.profile, 'linked'), setCookies, signedInUserId: null };
  }
  const session = await ctx.auth.api.getSession({ headers: cookieHeader(setCookies) });
  const userId = session?.user.id ?? null;
  if (userId && target.searchParams.has(NEW_ACCOUNT)) {
    await welcomeGoogleAccount(ctx, userId, context.language);
    target.searchParams.delete(NEW_ACCOUNT);
  }
  return {
    location: ours ? target.toString() : landing(ctx.baseUrl, paths.home),
    setCookies,
    signedInUserId: userId,
  };
}
