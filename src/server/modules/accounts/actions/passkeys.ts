import { and, eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import type { AuditActor } from '@/server/modules/audit/public';
import type { AccountsContext } from '../context';
import { factorCall } from '../factor-errors';
import { recordFactorChange } from '../factor-notices';
import { authPasskey } from '../factor-schema';

const setCookiesOf = (headers: Headers | null | undefined) => headers?.getSetCookie() ?? [];

/** Adding a passkey, step 1: the options for the browser, with the shop's name as the party's. */
export async function passkeyRegistrationOptions(ctx: AccountsContext, headers: Headers) {
  const result = await factorCall(() =>
    ctx.auth.api.generatePasskeyRegistrationOptions({ headers, returnHeaders: true }),
  );
  const options = result.response as { rp: { name: string; id?: string } };
  options.rp.name = await ctx.brandName();
  return { options, setCookies: setCookiesOf(result.headers) };
}

/** Step 2: the authenticator's answer is checked and the passkey kept under the name given. */
export async function registerPasskey(
  ctx: AccountsContext,
  headers: Headers,
  input: {
    authUserId: string;
    response: Record<string, unknown>;
    name?: string | undefined;
    actor: AuditActor;
  },
) {
  const result = await factorCall(
    () =>
      ctx.auth.api.verifyPasskeyRegistration({
        body: { response: input.response as never, ...(input.name ? { name: input.name } : {}) },
        headers,
        returnHeaders: true,
      }),
    'factors.passkeyFailed',
  );
  const passkey = result.response as { id: string; name?: string | null; createdAt?: Date | string | null };
  await recordFactorChange(ctx, {
    authUserId: input.authUserId,
    actor: input.actor,
    event: 'passkey_added',
    passkeyName: passkey.name ?? null,
  });
  ctx.profiles.invalidate(input.authUserId);
  return {
    passkey: {
      id: passkey.id,
      name: passkey.name ?? '',
      createdAt: passkey.createdAt ? new Date(passkey.createdAt).toISOString() : null,
    },
    setCookies: setCookiesOf(result.headers),
  };
}

async function ownPasskey(ctx: AccountsContext, authUserId: string, id: string) {
  const [row] = await ctx.db
    .select({ id: authPasskey.id, name: authPasskey.name })
    .from(authPasskey)
    .where(and(eq(authPasskey.id, id), eq(authPasskey.userId, authUserId)));
  if (!row) throw new AppError('not_found', 'factors.passkeyNotFound');
  return row;
}

export async function renamePasskey(ctx: AccountsContext, authUserId: string, id: string, name: string) {
  await ownPasskey(ctx, authUserId, id);
  await ctx.db.update(authPasskey).set({ name }).where(eq(authPasskey.id, id));
  return { id, name };
}

/**
 * Removes one of the account's passkeys, with its audit entry and e-mail in the same transaction;
 * refused when it is the last thing standing between a required role and its second factor.
 */
export async function removePasskey(
  ctx: AccountsContext,
  input: {
    authUserId: string;
    id: string;
    stillSatisfied: (left: number) => Promise<boolean>;
    actor: AuditActor;
  },
) {
  const row = await ownPasskey(ctx, input.authUserId, input.id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(authPasskey).where(eq(authPasskey.id, input.id));
    const left = await tx.$count(authPasskey, eq(authPasskey.userId, input.authUserId));
    if (!(await input.stillSatisfied(left))) throw new AppError('conflict', 'factors.stillRequired');
    await recordFactorChange(
      ctx,
      { authUserId: input.authUserId, actor: input.actor, event: 'passkey_removed', passkeyName: row.name },
      tx,
    );
  });
  ctx.profiles.invalidate(input.authUserId);
}
