import { eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import type { SecondFactorInput } from '@/shared/accounts/factor-schemas';
import type { AccountsContext } from '../context';
import { factorCall } from '../factor-errors';
import { authSession } from '../schema';
import { claimTotpCode } from './factors';
import { loadRequestAuth, toPayload } from './sessions';

const setCookiesOf = (headers: Headers | null | undefined) => headers?.getSetCookie() ?? [];

type SignedIn = {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    twoFactorEnabled?: boolean | null;
  };
};

/** A session better-auth has just created, as the sign-in's answer, plus the trusted-browser cookie. */
async function signedIn(ctx: AccountsContext, response: SignedIn, headers: Headers | null) {
  const auth = await loadRequestAuth(ctx, response.user);
  return {
    payload: toPayload(auth),
    setCookies: [...setCookiesOf(headers), ctx.trustedBrowsers.issue(response.user.id)],
  };
}

/**
 * The sign-in's second step (decision 089), after the password: a code from the app, or one of
 * the backup codes (single use, by better-auth); "trust this device" for 30 days. A code from the
 * app is refused a second time while it could still be valid: the session it opened is ended
 * before anything is sent back.
 */
export async function verifySecondFactor(ctx: AccountsContext, input: SecondFactorInput, headers: Headers) {
  const body = { code: input.code, trustDevice: input.trustDevice ?? false };
  const result =
    input.kind === 'totp'
      ? await factorCall(() => ctx.auth.api.verifyTOTP({ body, headers, returnHeaders: true }))
      : await factorCall(() => ctx.auth.api.verifyBackupCode({ body, headers, returnHeaders: true }));
  const response = result.response as SignedIn & { token: string };
  if (input.kind === 'totp' && !(await claimTotpCode(ctx, response.user.id, input.code))) {
    // Its cookies never leave the server: the session it opened is deleted and that is all.
    await ctx.db.delete(authSession).where(eq(authSession.token, response.token));
    throw new AppError('unauthorized', 'factors.codeUsed');
  }
  return signedIn(ctx, response, result.headers);
}

/** A passkey's sign-in, step 1: the challenge (kept by better-auth behind a signed cookie). */
export async function passkeySignInOptions(ctx: AccountsContext, headers: Headers) {
  const result = await factorCall(() =>
    ctx.auth.api.generatePasskeyAuthenticationOptions({ headers, returnHeaders: true }),
  );
  return { options: result.response, setCookies: setCookiesOf(result.headers) };
}

/**
 * Step 2: the authenticator's answer. A passkey is a second factor of its own (the device and its
 * lock): no code is asked after it, staff included.
 */
export async function passkeySignIn(
  ctx: AccountsContext,
  response: Record<string, unknown>,
  headers: Headers,
) {
  const result = await factorCall(
    () =>
      ctx.auth.api.verifyPasskeyAuthentication({
        body: { response: response as never },
        headers,
        returnHeaders: true,
      }),
    'factors.passkeyFailed',
  );
  return signedIn(ctx, result.response as SignedIn, result.headers);
}
