import { hasPermission } from './permissions';
import { hierarchyRank, normalizeRole, type Role, worksInOneStore } from './roles';

/**
 * Who may change whom in the users area (issue 16, SPEC §6 hierarchy: super_admin 4 > admin 3 >
 * manager 2 > customer 1). Pure: the server applies it inside the write's transaction, the screens
 * use it to show only what will be accepted.
 */

export type Person = { id: string; role: string | null | undefined };

export type UserChange = {
  role?: Role;
  isSuspended?: boolean;
  isActive?: boolean;
  storeId?: string | null;
  department?: string | null;
};

/** The refusal keys of `changeRefusal`, under the `staffUsers` message group. */
export type ChangeRefusal =
  | 'self'
  | 'outranked'
  | 'roleNotAllowed'
  | 'lastSuperAdmin'
  | 'storeRequired'
  | 'operatorFixed';

/**
 * The roles an actor may give (and take away): the staff roles below their own, and customer.
 * A super_admin also makes other super_admins. A manager manages customers only (manage_clientes),
 * so the one role they "give" is customer. The operator role is not given or taken in the users
 * area (decision 034): it comes from the command line or an invitation (decision 070).
 */
export function assignableRoles(actorRole: string | null | undefined): Role[] {
  switch (normalizeRole(actorRole)) {
    case 'super_admin':
      return ['super_admin', 'admin', 'manager', 'customer'];
    case 'admin':
      return ['manager', 'customer'];
    case 'manager':
      return ['customer'];
    default:
      return [];
  }
}

/**
 * Whether the actor may manage the target at all: never themselves; a super_admin anyone; an admin
 * the ranks below admin (manage_gerentes, manage_clientes); a manager customers (manage_clientes).
 * Store scope (a manager's customers are those linked to their store) is the server's data check.
 */
export function mayManage(actor: Person, target: Person): boolean {
  if (actor.id === target.id) return false;
  const actorRole = normalizeRole(actor.role);
  const targetRank = hierarchyRank(target.role);
  const targetRole = normalizeRole(target.role);
  switch (actorRole) {
    case 'super_admin':
      return true;
    case 'admin':
      if (targetRole === 'manager') return hasPermission(actorRole, 'manage_gerentes');
      return targetRank < hierarchyRank('admin') && hasPermission(actorRole, 'manage_clientes');
    case 'manager':
      return targetRole === 'customer' && hasPermission(actorRole, 'manage_clientes');
    default:
      return false;
  }
}

/**
 * Why a change is refused, or null when it may be made. `activeSuperAdmins` counts the active,
 * unsuspended super_admins, the target included: the last one is never demoted or suspended.
 */
export function changeRefusal(
  actor: Person,
  target: Person & { storeId: string | null },
  change: UserChange,
  activeSuperAdmins: number,
): ChangeRefusal | null {
  if (actor.id === target.id) return 'self';
  if (!mayManage(actor, target)) return 'outranked';
  const targetRole = normalizeRole(target.role);
  if (change.role !== undefined && change.role !== targetRole) {
    if (targetRole === 'operator' || change.role === 'operator') return 'operatorFixed';
    if (!assignableRoles(actor.role).includes(change.role)) return 'roleNotAllowed';
  }
  const losesSuperAdmin =
    targetRole === 'super_admin' &&
    ((change.role !== undefined && change.role !== 'super_admin') ||
      change.isSuspended === true ||
      change.isActive === false);
  if (losesSuperAdmin && activeSuperAdmins <= 1) return 'lastSuperAdmin';
  const role = change.role ?? targetRole;
  const storeId = change.storeId === undefined ? target.storeId : change.storeId;
  // A manager and an operator work in one store (decision 070).
  if (worksInOneStore(role) && !storeId) return 'storeRequired';
  return null;
}
