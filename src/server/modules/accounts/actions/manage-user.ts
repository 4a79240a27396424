import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { assertStoreAssignment } from '@/server/http/store-access';
import { type AuditActor, changedFields, recordAudit } from '@/server/modules/audit/public';
import { storeExists } from '@/server/modules/stores/public';
import type { UserChangeInput } from '@/shared/accounts/staff-schemas';
import { KEYS } from '@/shared/messages';
import { normalizeRole, roleLevel } from '@/shared/permissions/roles';
import { changeRefusal } from '@/shared/permissions/user-admin';
import type { AccountsContext } from '../context';
import { authSession, usersUnified } from '../schema';
import { findUser, type StaffViewer, type UserSummary, userScope } from './users';

const u = usersUnified;

const audited = (row: typeof u.$inferSelect) => ({
  role: row.role,
  store_id: row.store_id,
  department: row.department,
  is_active: row.is_active,
  is_suspended: row.is_suspended,
});

/**
 * Changes one account's role, store, department, suspension or activity (issue 16), in one
 * transaction with its audit entry: the §6 hierarchy (`changeRefusal`), the viewer's store scope (on
 * the person, and on both stores of a store change), the last active super_admin kept, and someone
 * else's newer change refused (409). A suspended or deactivated account is signed out everywhere
 * at once: its sessions are deleted in the same transaction and its "sessions valid after" stamp
 * refuses any cookie the cache still vouches for. A role or store change reaches the person's next
 * request (their cached profile is dropped).
 */
export async function changeUser(
  ctx: AccountsContext,
  viewer: StaffViewer,
  actor: AuditActor,
  id: string,
  input: UserChangeInput & { updatedAt: string },
): Promise<UserSummary> {
  const { updatedAt, ...change } = input;
  const scope = userScope(viewer, ctx.customerOrders);
  if (scope === null) throw new AppError('not_found', KEYS.staffUsers.notFound);

  const target = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(u)
      .where(and(eq(u.id, id), scope))
      .for('update');
    if (!current) throw new AppError('not_found', KEYS.staffUsers.notFound);
    if (current.updated_at.getTime() !== new Date(updatedAt).getTime())
      throw new AppError('conflict', KEYS.staffUsers.stale);
    // Locked in a fixed order (by id), so two super_admins demoting each other cannot both pass.
    const supers = await tx
      .select({ id: u.id })
      .from(u)
      .where(sql`lower(${u.role}) = 'super_admin' and ${u.is_active} and not ${u.is_suspended}`)
      .orderBy(u.id)
      .for('update');
    const refusal = changeRefusal(
      { id: viewer.id, role: viewer.role },
      { id: current.id, role: current.role, storeId: current.store_id },
      change,
      supers.length,
    );
    if (refusal) {
      const key = KEYS.staffUsers[refusal];
      const field = refusal === 'storeRequired' ? 'storeId' : refusal === 'roleNotAllowed' ? 'role' : null;
      const fields = field ? { [field]: [{ key }] } : undefined;
      throw new AppError(
        refusal === 'storeRequired' ? 'validation_failed' : 'forbidden',
        key,
        fields ? { fields } : {},
      );
    }
    // A store change acts on two stores: the one named and the one the person has now (decision 070).
    if (change.storeId !== undefined)
      assertStoreAssignment(
        { role: viewer.role, storeId: viewer.store_id },
        change.storeId,
        current.store_id,
      );
    if (change.storeId) {
      if (!(await storeExists(tx, change.storeId)))
        throw new AppError('validation_failed', KEYS.staffUsers.storeUnknown, {
          fields: { storeId: [{ key: KEYS.staffUsers.storeUnknown }] },
        });
    }
    const role = change.role ?? normalizeRole(current.role) ?? current.role;
    const [updated] = await tx
      .update(u)
      .set({
        role,
        role_level: roleLevel(role),
        ...(change.storeId !== undefined ? { store_id: change.storeId } : {}),
        ...(change.department !== undefined ? { department: change.department } : {}),
        ...(change.isSuspended !== undefined ? { is_suspended: change.isSuspended } : {}),
        ...(change.isActive !== undefined ? { is_active: change.isActive } : {}),
        managed_by: actor.userId,
        updated_at: sql`now()`,
      })
      .where(eq(u.id, id))
      .returning();
    const blocked = updated!.is_suspended || !updated!.is_active;
    if (blocked && current.auth_user_id)
      await tx.delete(authSession).where(eq(authSession.userId, current.auth_user_id));
    const changed = changedFields(audited(current), audited(updated!));
    if (Object.keys(changed.after).length > 0)
      await recordAudit(tx, { actor, action: 'update', entityType: 'user', entityId: id, ...changed });
    return { authUserId: current.auth_user_id, blocked };
  });

  if (target.authUserId) {
    if (target.blocked) await ctx.revocations.revoke(target.authUserId, ctx.now());
    ctx.profiles.invalidate(target.authUserId);
  }
  const summary = await findUser(ctx.db, viewer, id, ctx.customerOrders);
  if (!summary) throw new AppError('not_found', KEYS.staffUsers.notFound);
  return summary;
}
