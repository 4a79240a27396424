import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { type AuditActor, recordAudit } from '@/server/modules/audit/public';
import type { SignInIdentities } from '@/shared/accounts/identities';
import { identityChangeEmail } from '@/shared/accounts/identity-emails';
import type { Language } from '@/shared/i18n/language';
import { roleLevel } from '@/shared/permissions/roles';
import type { AccountsContext } from '../context';
import { authPasskey } from '../factor-schema';
import { preferredLanguageOf } from '../preferred-language';
import { authAccount, authUser, usersUnified } from '../schema';

/** The people's name for each provider better-auth keeps (only Google so far, decision 090). */
const PROVIDER_NAMES: Record<string, string> = { google: 'Google' };

/** The ways into an account: its password (better-auth's "credential" row) and its identities. */
export async function identitiesOf(ex: Executor, userId: string): Promise<SignInIdentities> {
  const rows = await ex
    .select({ id: authAccount.id, provider: authAccount.providerId, createdAt: authAccount.createdAt })
    .from(authAccount)
    .where(eq(authAccount.userId, userId));
  return {
    hasPassword: rows.some((r) => r.provider === 'credential'),
    identities: rows
      .filter((r) => r.provider !== 'credential')
      .map((r) => ({ id: r.id, provider: r.provider, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * Audits an identity added or removed and tells the person by e-mail, in the caller's transaction
 * (the outbox sends it after commit).
 */
export async function recordIdentityChange(
  ctx: AccountsContext,
  tx: Executor,
  input: {
    userId: string;
    actor: AuditActor;
    change: 'added' | 'removed';
    provider: string;
    /** Read before the transaction (on PGlite a read outside it would wait for it). */
    brandName: string;
  },
) {
  const [user] = await tx
    .select({ name: authUser.name, email: authUser.email })
    .from(authUser)
    .where(eq(authUser.id, input.userId));
  if (!user) return;
  await recordAudit(tx, {
    actor: input.actor,
    action: input.change === 'added' ? 'identity.add' : 'identity.remove',
    entityType: 'user',
    entityId: input.userId,
    before: input.change === 'removed' ? { identity: input.provider } : null,
    after: input.change === 'added' ? { identity: input.provider } : null,
  });
  const mail = identityChangeEmail({
    name: user.name,
    brandName: input.brandName,
    baseUrl: await ctx.linkBase(tx),
    change: input.change,
    provider: PROVIDER_NAMES[input.provider] ?? input.provider,
    providerEmail: user.email,
    language: await preferredLanguageOf(tx, input.userId),
  });
  await ctx.messaging.queueEmail(tx, {
    to: user.email,
    subject: mail.subject,
    text: mail.body,
    purpose: 'sign_in_change',
    relatedId: input.userId,
  });
}

/**
 * Removes one identity of the signed-in person, never the last way in (her password, her other
 * identities and her passkeys count): an account with Google only sets a password through the
 * e-mail link, or adds a passkey, first. One transaction with its audit entry and e-mail.
 */
export async function removeIdentity(
  ctx: AccountsContext,
  actor: AuditActor,
  identityId: string,
): Promise<SignInIdentities> {
  const userId = actor.userId;
  const brandName = await ctx.brandName();
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: authAccount.id, provider: authAccount.providerId })
      .from(authAccount)
      .where(eq(authAccount.userId, userId))
      .for('update');
    const target = rows.find((r) => r.id === identityId && r.provider !== 'credential');
    if (!target) throw new AppError('not_found', 'googleSignIn.identityNotFound');
    // A passkey is a way in too (decision 089): with one, Google may go even without a password.
    const passkeys = await tx
      .select({ id: authPasskey.id })
      .from(authPasskey)
      .where(eq(authPasskey.userId, userId));
    if (rows.length + passkeys.length <= 1) throw new AppError('conflict', 'googleSignIn.lastWayIn');
    await tx
      .delete(authAccount)
      .where(
        and(
          eq(authAccount.id, target.id),
          eq(authAccount.userId, userId),
          ne(authAccount.providerId, 'credential'),
        ),
      );
    await recordIdentityChange(ctx, tx, {
      userId,
      actor,
      change: 'removed',
      provider: target.provider,
      brandName,
    });
  });
  return identitiesOf(ctx.db, userId);
}

/**
 * The customer profile of an account Google just created (better-auth wrote the user and its
 * identity): role customer, her interface language, the identity audited and told by e-mail.
 * Nothing when the account has a profile already.
 */
export async function welcomeGoogleAccount(ctx: AccountsContext, userId: string, language: Language) {
  const brandName = await ctx.brandName();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(authUser).where(eq(authUser.id, userId));
    if (!user) return;
    const [existing] = await tx
      .select({ id: usersUnified.id })
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, userId));
    if (existing) return;
    const now = ctx.now();
    await tx.insert(usersUnified).values({
      auth_user_id: userId,
      email: user.email,
      full_name: user.name,
      role: 'customer',
      role_level: roleLevel('customer'),
      is_active: true,
      is_verified: user.emailVerified,
      preferred_language: language,
      metadata: {
        full_name: user.name,
        phone: null,
        // The Google button says that continuing accepts the terms (decision 090).
        terms_accepted_at: now.toISOString(),
        marketing_consent: false,
        role: 'customer',
        signed_up_with: 'google',
      },
    });
    await recordIdentityChange(ctx, tx, {
      userId,
      actor: { userId, role: 'customer' },
      change: 'added',
      provider: 'google',
      brandName,
    });
  });
  ctx.profiles.invalidate(userId);
}
