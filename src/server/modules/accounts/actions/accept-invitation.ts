import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { RequestAuth } from '@/server/http/session';
import { recordAudit } from '@/server/modules/audit/public';
import { type AcceptInvitationInput, isInvitationToken } from '@/shared/accounts/invitation-schemas';
import type { Language } from '@/shared/i18n/language';
import { KEYS, type MessageKey } from '@/shared/messages';
import {
  type InvitationState,
  invitationRefusal,
  invitationState,
  mayTakeInvitedRole,
} from '@/shared/permissions/invitations';
import { roleLevel } from '@/shared/permissions/roles';
import type { AccountsContext } from '../context';
import { isUniqueViolation, step } from '../errors';
import { authUser, type InvitationRow, invitations, usersUnified } from '../schema';
import { insertCredential } from './credential';
import { hashToken, selectInvitations } from './invitation-rows';
import { loadRequestAuth, login, toPayload } from './sessions';

/** What the accept page shows: the state, and for a pending invitation who, where and what. */
export type PublicInvitation =
  | { state: Exclude<InvitationState, 'pending'> | 'unknown' }
  | {
      state: 'pending';
      email: string;
      role: string;
      storeName: string | null;
      inviterName: string | null;
      brandName: string;
      expiresAt: string;
      /** The e-mail already has an account: the page asks to sign in with it. */
      accountExists: boolean;
      /** The language the inviter chose (decision 106): the page opens in it; null: as it is. */
      language: Language | null;
    };

const stateOf = (row: InvitationRow, now: Date) =>
  invitationState({ acceptedAt: row.accepted_at, revokedAt: row.revoked_at, expiresAt: row.expires_at }, now);

/** The invitation a link opens; an unknown token is a state like the others, never an error. */
export async function viewInvitation(ctx: AccountsContext, token: string): Promise<PublicInvitation> {
  if (!isInvitationToken(token)) return { state: 'unknown' };
  const [found] = await selectInvitations(ctx.db).where(eq(invitations.token_hash, hashToken(token)));
  if (!found) return { state: 'unknown' };
  const state = stateOf(found.row, ctx.now());
  if (state !== 'pending') return { state };
  const [account] = await ctx.db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, found.row.email));
  return {
    state,
    email: found.row.email,
    role: found.row.role,
    storeName: found.storeName,
    inviterName: found.inviterName,
    brandName: await ctx.brandName(),
    expiresAt: found.row.expires_at.toISOString(),
    accountExists: Boolean(account),
    language: found.row.language,
  };
}

const STATE_REFUSAL: Record<Exclude<InvitationState, 'pending'>, MessageKey> = {
  accepted: KEYS.invitation.tokenUsed,
  expired: KEYS.invitation.tokenExpired,
  revoked: KEYS.invitation.tokenRevoked,
};

/** The pending invitation, locked; otherwise the refusal that says which state it is in. */
async function lockPending(ctx: AccountsContext, tx: Executor, token: string): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(eq(invitations.token_hash, hashToken(token)))
    .for('update');
  if (!row) throw new AppError('not_found', KEYS.invitation.tokenUnknown);
  const state = stateOf(row, ctx.now());
  if (state !== 'pending') throw new AppError('conflict', STATE_REFUSAL[state]);
  // The inviter must still be allowed to give this role (a demoted admin's invitations lapse).
  const [inviter] = row.invited_by
    ? await tx
        .select({ role: usersUnified.role })
        .from(usersUnified)
        .where(eq(usersUnified.auth_user_id, row.invited_by))
    : [];
  if (invitationRefusal(inviter?.role, { role: row.role, storeId: row.store_id }))
    throw new AppError('conflict', KEYS.invitation.inviterRights);
  return row;
}

const markAccepted = (tx: Executor, id: string, userId: string, at: Date) =>
  tx
    .update(invitations)
    .set({ accepted_at: at, accepted_user_id: userId, updated_at: sql`now()` })
    .where(eq(invitations.id, id));

function required(input: AcceptInvitationInput): { fullName: string; password: string } {
  const fields: Record<string, { key: MessageKey }[]> = {};
  if (!input.fullName) fields.fullName = [{ key: KEYS.account.nameShort }];
  if (!input.password) fields.password = [{ key: KEYS.account.passwordRequired }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', undefined, { fields });
  return { fullName: input.fullName!, password: input.password! };
}

/**
 * Accepts an invitation (issue 16). A new person: the auth user, its password, the profile with the
 * invited role and store, the invitation spent and the audit entry, in one transaction — then they
 * are signed in. An existing account must be signed in with the invited e-mail: its role and store
 * change in one transaction. Any refusal leaves nothing behind.
 */
export async function acceptInvitation(
  ctx: AccountsContext,
  input: AcceptInvitationInput,
  signedIn: RequestAuth | null,
  headers: Headers,
) {
  // Read first, without a lock, to say which state a dead link is in and who must accept it.
  const [peek] = await ctx.db
    .select()
    .from(invitations)
    .where(eq(invitations.token_hash, hashToken(input.token)));
  if (!peek) throw new AppError('not_found', KEYS.invitation.tokenUnknown);
  const state = stateOf(peek, ctx.now());
  if (state !== 'pending') throw new AppError('conflict', STATE_REFUSAL[state]);
  const [existing] = await ctx.db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, peek.email));
  if (signedIn && signedIn.user.email.toLowerCase() !== peek.email)
    throw new AppError('forbidden', KEYS.invitation.emailMismatch, {
      params: { signedIn: signedIn.user.email, invited: peek.email },
    });
  if (existing) {
    if (!signedIn) throw new AppError('unauthorized', KEYS.invitation.signInRequired);
    return acceptAsAccount(ctx, input.token, signedIn);
  }
  return acceptAsNewPerson(ctx, input, headers);
}

async function acceptAsAccount(ctx: AccountsContext, token: string, signedIn: RequestAuth) {
  const userId = signedIn.user.id;
  await ctx.db.transaction(async (tx) => {
    const row = await lockPending(ctx, tx, token);
    const [profile] = await tx
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, userId))
      .for('update');
    if (!profile) throw new AppError('conflict', KEYS.invitation.signInRequired);
    if (!mayTakeInvitedRole(profile.role, row.role))
      throw new AppError('conflict', KEYS.invitation.roleTooLow);
    await tx
      .update(usersUnified)
      .set({
        role: row.role,
        role_level: roleLevel(row.role),
        store_id: row.store_id,
        managed_by: row.invited_by,
        updated_at: sql`now()`,
      })
      .where(eq(usersUnified.id, profile.id));
    const at = ctx.now();
    await markAccepted(tx, row.id, userId, at);
    await recordAudit(tx, {
      actor: { userId, role: profile.role },
      action: 'accept',
      entityType: 'invitation',
      entityId: row.id,
      before: { role: profile.role, store_id: profile.store_id },
      after: { role: row.role, store_id: row.store_id, user_id: userId },
    });
  });
  ctx.profiles.invalidate(userId);
  return { payload: toPayload(await loadRequestAuth(ctx, signedIn.user)), setCookies: [] as string[] };
}

async function acceptAsNewPerson(ctx: AccountsContext, input: AcceptInvitationInput, headers: Headers) {
  const { fullName, password } = required(input);
  const passwordHash = await step('auth.registerUnexpected', () => hashPassword(password));
  const userId = crypto.randomUUID();
  let email = '';
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockPending(ctx, tx, input.token);
      email = row.email;
      await tx.insert(authUser).values({ id: userId, name: fullName, email, emailVerified: true });
      await insertCredential(tx, userId, passwordHash);
      await tx.insert(usersUnified).values({
        auth_user_id: userId,
        email,
        full_name: fullName,
        role: row.role,
        role_level: roleLevel(row.role),
        store_id: row.store_id,
        is_active: true,
        is_verified: true,
        created_by: row.invited_by,
        managed_by: row.invited_by,
        metadata: { full_name: fullName, role: row.role, invitation_id: row.id },
      });
      const at = ctx.now();
      await markAccepted(tx, row.id, userId, at);
      await recordAudit(tx, {
        actor: { userId, role: row.role },
        action: 'accept',
        entityType: 'invitation',
        entityId: row.id,
        after: { role: row.role, store_id: row.store_id, user_id: userId },
      });
    });
  } catch (error) {
    // Someone registered this e-mail a moment ago: they sign in and accept as an account.
    if (isUniqueViolation(error) || (error instanceof AppError && isUniqueViolation(error.cause)))
      throw new AppError('unauthorized', KEYS.invitation.signInRequired);
    throw error;
  }
  const signedIn = await login(ctx, { email, password }, headers);
  // A new account has no second factor yet: its sign-in always opens a session.
  if (!signedIn.payload) throw new AppError('unauthorized', 'auth.sessionMissing');
  return { payload: signedIn.payload, setCookies: signedIn.setCookies };
}
