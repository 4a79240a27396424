import { and, count, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import type { AuditActor } from '@/server/modules/audit/public';
import { STAFF_FACTOR_ROLES, staffFactorRequired } from '@/shared/accounts/factor-rules';
import type { AccountsContext } from '../context';
import { factorCall } from '../factor-errors';
import { recordFactorChange } from '../factor-notices';
import { authPasskey, authTwoFactor, totpSpentCodes } from '../factor-schema';
import { authUser, authVerification, usersUnified } from '../schema';

/** How long a spent TOTP code is remembered: past the ±1 step the app's code is accepted in. */
export const SPENT_CODE_MEMORY_MS = 10 * 60 * 1000;

const setCookiesOf = (headers: Headers | null | undefined) => headers?.getSetCookie() ?? [];

/** The setting (settings module, decision 089): "on" unless an owner turned it off. */
export async function factorRequiredSetting(ctx: AccountsContext): Promise<boolean> {
  return (await ctx.settingValue('staff_second_factor')) !== 'off';
}

/** Does the account have a passkey (which satisfies the staff second factor)? */
async function hasPasskey(ctx: AccountsContext, authUserId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(authPasskey)
    .where(eq(authPasskey.userId, authUserId));
  return (row?.n ?? 0) > 0;
}

/**
 * Must this account set up a second factor before anything else? Only a super_admin or admin,
 * with the setting on, without a TOTP app and without a passkey (asked in that order, so an
 * account already set up costs no query).
 */
export async function factorSetupNeeded(
  ctx: AccountsContext,
  input: { authUserId: string; role: string | null | undefined; twoFactorEnabled: boolean },
): Promise<boolean> {
  if (!STAFF_FACTOR_ROLES.includes(input.role as never) || input.twoFactorEnabled) return false;
  return staffFactorRequired({
    role: input.role,
    settingOn: await factorRequiredSetting(ctx),
    totp: false,
    passkeys: (await hasPasskey(ctx, input.authUserId)) ? 1 : 0,
  });
}

/** The account's factors for its profile page. */
export async function listFactors(ctx: AccountsContext, authUserId: string, role: string | null | undefined) {
  const [user] = await ctx.db
    .select({ on: authUser.twoFactorEnabled })
    .from(authUser)
    .where(eq(authUser.id, authUserId));
  const passkeys = await ctx.db
    .select({ id: authPasskey.id, name: authPasskey.name, createdAt: authPasskey.createdAt })
    .from(authPasskey)
    .where(eq(authPasskey.userId, authUserId))
    .orderBy(authPasskey.createdAt);
  const settingOn = STAFF_FACTOR_ROLES.includes(role as never) ? await factorRequiredSetting(ctx) : false;
  const totp = Boolean(user?.on);
  return {
    totp,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name ?? '',
      createdAt: p.createdAt?.toISOString() ?? null,
    })),
    required: settingOn,
    setupNeeded: staffFactorRequired({ role, settingOn, totp, passkeys: passkeys.length }),
  };
}

/**
 * Claims a TOTP code for an account: false when it was accepted already (a replay), while it
 * could still be valid. Spent codes older than the memory are dropped on the way.
 */
export async function claimTotpCode(
  ctx: AccountsContext,
  authUserId: string,
  code: string,
): Promise<boolean> {
  const cutoff = new Date(ctx.now().getTime() - SPENT_CODE_MEMORY_MS);
  await ctx.db
    .delete(totpSpentCodes)
    .where(and(eq(totpSpentCodes.user_id, authUserId), lt(totpSpentCodes.created_at, cutoff)));
  const rows = await ctx.db
    .insert(totpSpentCodes)
    .values({ user_id: authUserId, code, created_at: ctx.now() })
    .onConflictDoNothing()
    .returning({ code: totpSpentCodes.code });
  return rows.length > 0;
}

/** Starts the app's set-up: the secret (as the QR code's address and in text) and ten backup codes. */
export async function startTotp(ctx: AccountsContext, headers: Headers, password: string) {
  const result = await factorCall(() =>
    ctx.auth.api.enableTwoFactor({
      body: { password },
      headers,
      returnHeaders: true,
    }),
  );
  const body = result.response as { totpURI?: string; backupCodes?: string[] };
  const uri = await withIssuer(ctx, body.totpURI ?? '');
  return {
    totpURI: uri,
    secret: new URL(uri).searchParams.get('secret') ?? '',
    backupCodes: body.backupCodes ?? [],
    setCookies: setCookiesOf(result.headers),
  };
}

/** The authenticator shows the shop's name (the brand setting), not better-auth's app name. */
async function withIssuer(ctx: AccountsContext, uri: string): Promise<string> {
  if (!uri) return uri;
  const brand = await ctx.brandName();
  const url = new URL(uri);
  const account = decodeURIComponent(url.pathname.split(':').pop() ?? '');
  url.searchParams.set('issuer', brand);
  return `otpauth://totp/${encodeURIComponent(brand)}:${encodeURIComponent(account)}?${url.searchParams.toString()}`;
}

/** The first code from the app turns it on (its session is renewed by better-auth). */
export async function confirmTotp(
  ctx: AccountsContext,
  headers: Headers,
  input: { authUserId: string; code: string; actor: AuditActor },
) {
  const result = await factorCall(() =>
    ctx.auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true }),
  );
  // The code that turned the app on cannot sign in within its window.
  await claimTotpCode(ctx, input.authUserId, input.code);
  await recordFactorChange(ctx, { authUserId: input.authUserId, actor: input.actor, event: 'totp_added' });
  ctx.profiles.invalidate(input.authUserId);
  return { setCookies: setCookiesOf(result.headers) };
}

/** Turns the app off (password asked again); refused while the role needs it and no passkey stands in. */
export async function removeTotp(
  ctx: AccountsContext,
  headers: Headers,
  input: { authUserId: string; role: string | null | undefined; password: string; actor: AuditActor },
) {
  const settingOn = await factorRequiredSetting(ctx);
  const passkeys = (await hasPasskey(ctx, input.authUserId)) ? 1 : 0;
  if (staffFactorRequired({ role: input.role, settingOn, totp: false, passkeys }))
    throw new AppError('conflict', 'factors.stillRequired');
  const result = await factorCall(() =>
    ctx.auth.api.disableTwoFactor({ body: { password: input.password }, headers, returnHeaders: true }),
  );
  await recordFactorChange(ctx, { authUserId: input.authUserId, actor: input.actor, event: 'totp_removed' });
  ctx.profiles.invalidate(input.authUserId);
  return { setCookies: setCookiesOf(result.headers) };
}

/**
 * Another super_admin resets an account's second factor (a lost phone): the app and its backup
 * codes go, with the account's trusted devices and pending sign-in challenges; audited and told
 * by e-mail, in one transaction. The account sets it up again at its next sign-in.
 */
export async function resetFactors(
  ctx: AccountsContext,
  input: { profileId: string; actor: AuditActor },
): Promise<{ authUserId: string } | null> {
  const authUserId = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ authUserId: usersUnified.auth_user_id })
      .from(usersUnified)
      .where(eq(usersUnified.id, input.profileId));
    if (!target?.authUserId) return null;
    if (target.authUserId === input.actor.userId) throw new AppError('forbidden', 'factors.resetSelf');
    await tx.delete(authTwoFactor).where(eq(authTwoFactor.userId, target.authUserId));
    await tx
      .update(authUser)
      .set({ twoFactorEnabled: false, updatedAt: sql`now()` })
      .where(eq(authUser.id, target.authUserId));
    // Trusted devices and two-factor challenges are verification rows whose value is the user id.
    await tx.delete(authVerification).where(eq(authVerification.value, target.authUserId));
    await recordFactorChange(
      ctx,
      { authUserId: target.authUserId, actor: input.actor, event: 'factor_reset' },
      tx,
    );
    return target.authUserId;
  });
  if (!authUserId) return null;
  ctx.profiles.invalidate(authUserId);
  return { authUserId };
}
