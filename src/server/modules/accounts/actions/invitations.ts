import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { assertStoreAssignment } from '@/server/http/store-access';
import { type AuditActor, recordAudit } from '@/server/modules/audit/public';
import { storeExists, storeOptions } from '@/server/modules/stores/public';
import type { InvitationCreateValues } from '@/shared/accounts/invitation-schemas';
import { KEYS } from '@/shared/messages';
import {
  type InvitationState,
  invitableRoles,
  invitationRefusal,
  invitationState,
  mayTakeInvitedRole,
} from '@/shared/permissions/invitations';
import { worksInOneStore } from '@/shared/permissions/roles';
import { mayManage } from '@/shared/permissions/user-admin';
import type { AccountsContext } from '../context';
import { authUser, invitations, usersUnified } from '../schema';
import {
  expiryFrom,
  newToken,
  queueInvitationEmail,
  type StaffInvitation,
  selectInvitations,
  toStaffInvitations,
} from './invitation-rows';
import type { StaffViewer } from './users';

/** The most a list answers (newest first): a shop's team is small; older ones are in the audit log. */
export const INVITATIONS_LIST_MAX = 200;

const notFound = () => new AppError('not_found', KEYS.invitation.notFound);

async function inviterName(tx: Executor, actor: AuditActor): Promise<string> {
  const [row] = await tx.select({ name: authUser.name }).from(authUser).where(eq(authUser.id, actor.userId));
  return row?.name || 'A equipe';
}

/** One invitation the viewer may see (its role is one they may invite), or a 404. */
async function readOne(ctx: AccountsContext, viewer: StaffViewer, id: string): Promise<StaffInvitation> {
  const rows = await selectInvitations(ctx.db).where(eq(invitations.id, id));
  const [one] = await toStaffInvitations(ctx.db, rows, ctx.now());
  if (!one || !(invitableRoles(viewer.role) as string[]).includes(one.role)) throw notFound();
  return one;
}

/**
 * The invitations a viewer may manage: those for roles they may invite (an admin sees the
 * managers' invitations, not the admins' a super_admin sent), newest first, optionally one state.
 */
export async function listInvitations(
  ctx: AccountsContext,
  viewer: StaffViewer,
  state?: InvitationState,
): Promise<StaffInvitation[]> {
  const roles = invitableRoles(viewer.role);
  if (roles.length === 0) return [];
  const rows = await selectInvitations(ctx.db)
    .where(inArray(invitations.role, roles))
    .orderBy(desc(invitations.created_at), desc(invitations.id))
    .limit(INVITATIONS_LIST_MAX);
  const list = await toStaffInvitations(ctx.db, rows, ctx.now());
  return state ? list.filter((i) => i.state === state) : list;
}

/** The shop's store when it has exactly one, else null (the inviter must choose). */
async function onlyStoreId(ex: Executor): Promise<string | null> {
  const all = await storeOptions(ex);
  return all.length === 1 ? all[0]!.id : null;
}

/**
 * Invites a person (issue 16): the role below the inviter's, a store for a manager or an operator
 * (one the inviter reaches; left out, the shop's only store — issue 39), no second pending invitation for the e-mail, and — when the e-mail
 * already has an account — one the inviter may manage whose role the invitation does not lower.
 * The row, its e-mail in the outbox and the audit entry commit together.
 */
export async function createInvitation(
  ctx: AccountsContext,
  viewer: StaffViewer,
  actor: AuditActor,
  input: InvitationCreateValues,
): Promise<StaffInvitation> {
  const storeId = worksInOneStore(input.role) ? (input.storeId ?? (await onlyStoreId(ctx.db))) : null;
  const refusal = invitationRefusal(viewer.role, { role: input.role, storeId });
  if (refusal === 'roleNotAllowed')
    throw new AppError('forbidden', KEYS.invitation.roleNotAllowed, {
      fields: { role: [{ key: KEYS.invitation.roleNotAllowed }] },
    });
  if (refusal === 'storeRequired')
    throw new AppError('validation_failed', KEYS.invitation.storeRequired, {
      fields: { storeId: [{ key: KEYS.invitation.storeRequired }] },
    });
  // The store the invitation gives is a store write like any other (decision 070).
  assertStoreAssignment({ role: viewer.role, storeId: viewer.store_id }, storeId);
  const now = ctx.now();
  const { token, hash } = newToken();
  const brandName = await ctx.brandName();

  const id = await ctx.db.transaction(async (tx) => {
    if (storeId) {
      if (!(await storeExists(tx, storeId)))
        throw new AppError('validation_failed', KEYS.invitation.storeUnknown, {
          fields: { storeId: [{ key: KEYS.invitation.storeUnknown }] },
        });
    }
    const [account] = await tx
      .select({ id: usersUnified.id, role: usersUnified.role })
      .from(usersUnified)
      .where(sql`lower(${usersUnified.email}) = ${input.email}`)
      .limit(1);
    if (account) {
      if (!mayManage({ id: viewer.id, role: viewer.role }, account))
        throw new AppError('forbidden', KEYS.invitation.accountOutranked, {
          fields: { email: [{ key: KEYS.invitation.accountOutranked }] },
        });
      if (!mayTakeInvitedRole(account.role, input.role))
        throw new AppError('conflict', KEYS.invitation.accountHasRole, {
          fields: { email: [{ key: KEYS.invitation.accountHasRole }] },
        });
    }
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.email, input.email),
          isNull(invitations.accepted_at),
          isNull(invitations.revoked_at),
          gt(invitations.expires_at, now),
        ),
      )
      .limit(1);
    if (pending)
      throw new AppError('conflict', KEYS.invitation.pendingExists, {
        fields: { email: [{ key: KEYS.invitation.pendingExists }] },
      });
    const [row] = await tx
      .insert(invitations)
      .values({
        email: input.email,
        role: input.role,
        store_id: storeId,
        language: input.language ?? null,
        invited_by: actor.userId,
        token_hash: hash,
        expires_at: expiryFrom(now),
      })
      .returning({ id: invitations.id });
    const invitationId = row!.id;
    await queueInvitationEmail(ctx, tx, {
      id: invitationId,
      email: input.email,
      role: input.role,
      storeId,
      inviterName: await inviterName(tx, actor),
      token,
      brandName,
      language: input.language ?? null,
    });
    await recordAudit(tx, {
      actor,
      action: 'create',
      entityType: 'invitation',
      entityId: invitationId,
      after: {
        email: input.email,
        role: input.role,
        store_id: storeId,
        expires_at: expiryFrom(now).toISOString(),
      },
    });
    return invitationId;
  });
  return readOne(ctx, viewer, id);
}

/** The row, locked, when the viewer may manage it and it is still open (pending or expired). */
async function lockOpen(ctx: AccountsContext, tx: Executor, viewer: StaffViewer, id: string) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row || !(invitableRoles(viewer.role) as string[]).includes(row.role)) throw notFound();
  const state = invitationState(
    { acceptedAt: row.accepted_at, revokedAt: row.revoked_at, expiresAt: row.expires_at },
    ctx.now(),
  );
  if (state === 'accepted' || state === 'revoked') throw new AppError('conflict', KEYS.invitation.notPending);
  return { row, state };
}

/** Sends the invitation again with a new token and seven more days; the old link stops working. */
export async function resendInvitation(
  ctx: AccountsContext,
  viewer: StaffViewer,
  actor: AuditActor,
  id: string,
): Promise<StaffInvitation> {
  const now = ctx.now();
  const { token, hash } = newToken();
  const brandName = await ctx.brandName();
  await ctx.db.transaction(async (tx) => {
    const { row } = await lockOpen(ctx, tx, viewer, id);
    const expiresAt = expiryFrom(now);
    await tx
      .update(invitations)
      .set({ token_hash: hash, expires_at: expiresAt, updated_at: sql`now()` })
      .where(eq(invitations.id, id));
    await queueInvitationEmail(ctx, tx, {
      id,
      email: row.email,
      role: row.role,
      storeId: row.store_id,
      inviterName: await inviterName(tx, actor),
      token,
      brandName,
      language: row.language,
    });
    await recordAudit(tx, {
      actor,
      action: 'resend',
      entityType: 'invitation',
      entityId: id,
      before: { expires_at: row.expires_at.toISOString() },
      after: { expires_at: expiresAt.toISOString() },
    });
  });
  return readOne(ctx, viewer, id);
}

/** Cancels a pending (or expired) invitation: its link answers "revoked" from now on. */
export async function revokeInvitation(
  ctx: AccountsContext,
  viewer: StaffViewer,
  actor: AuditActor,
  id: string,
): Promise<StaffInvitation> {
  await ctx.db.transaction(async (tx) => {
    const { state } = await lockOpen(ctx, tx, viewer, id);
    const revokedAt = ctx.now();
    await tx
      .update(invitations)
      .set({ revoked_at: revokedAt, updated_at: sql`now()` })
      .where(eq(invitations.id, id));
    await recordAudit(tx, {
      actor,
      action: 'revoke',
      entityType: 'invitation',
      entityId: id,
      before: { state },
      after: { state: 'revoked', revoked_at: revokedAt.toISOString() },
    });
  });
  return readOne(ctx, viewer, id);
}
