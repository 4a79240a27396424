import { desc, eq } from 'drizzle-orm';
import type { AppProfile } from '../../../../shared/accounts/profile';
import { normalizeRole } from '../../../../shared/permissions/roles';
import type { Db } from '../../../db/client';
import { usersUnified } from '../schema';

export type UserSummary = {
  id: string;
  email: string;
  full_name: string | null;
  role: string;
  role_level: number;
  store_id: string | null;
  is_active: boolean;
  is_suspended: boolean;
  last_login_at: string | null;
  created_at: string;
};

export const USERS_PAGE_LIMIT = 100;

/**
 * Staff listing (view_users). super_admin and admin see everyone (or one store when asked);
 * a manager sees only the accounts of their own store (§6 store access), none without a store.
 */
export async function listUsers(db: Db, viewer: AppProfile, storeId?: string): Promise<UserSummary[]> {
  const scope = normalizeRole(viewer.role) === 'manager' ? (viewer.store_id ?? null) : (storeId ?? undefined);
  if (scope === null) return [];
  const rows = await db
    .select()
    .from(usersUnified)
    .where(scope === undefined ? undefined : eq(usersUnified.store_id, scope))
    .orderBy(desc(usersUnified.created_at))
    .limit(USERS_PAGE_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    full_name: r.full_name,
    role: r.role,
    role_level: r.role_level,
    store_id: r.store_id,
    is_active: r.is_active,
    is_suspended: r.is_suspended,
    last_login_at: r.last_login_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
}
