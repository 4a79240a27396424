/**
 * SPEC §6 roles. `gerente` and `cliente` are Portuguese aliases that older rows and invitations
 * may carry; every check normalises them first, so an alias is never a role of its own.
 */
export const ROLES = ['super_admin', 'admin', 'manager', 'operator', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** Roles staff can hand out from the command line or an invitation (operator has no screen yet). */
export const ASSIGNABLE_ROLES = ['super_admin', 'admin', 'manager', 'customer'] as const;

export const ROLE_ALIASES: Readonly<Record<string, Role>> = { gerente: 'manager', cliente: 'customer' };

/** The staff roles that may open /admin (§6 route access). */
export const STAFF_ROLES: readonly Role[] = ['super_admin', 'admin', 'manager'];

/** The canonical role for a stored value ("Gerente " → manager); unknown or empty → null. */
export function normalizeRole(value: string | null | undefined): Role | null {
  const key = (value ?? '').trim().toLowerCase();
  if ((ROLES as readonly string[]).includes(key)) return key as Role;
  return ROLE_ALIASES[key] ?? null;
}

/** §6 role levels: super_admin 1, admin 2, manager 3, customer 4; any other role 4. */
export function roleLevel(role: string | null | undefined): 1 | 2 | 3 | 4 {
  switch (normalizeRole(role)) {
    case 'super_admin':
      return 1;
    case 'admin':
      return 2;
    case 'manager':
      return 3;
    default:
      return 4;
  }
}

/** §6 hierarchy check ranking: super_admin 4, admin 3, manager 2, customer 1; others 0. */
export function hierarchyRank(role: string | null | undefined): number {
  switch (normalizeRole(role)) {
    case 'super_admin':
      return 4;
    case 'admin':
      return 3;
    case 'manager':
      return 2;
    case 'customer':
      return 1;
    default:
      return 0;
  }
}

/** True when `actor` ranks at least as high as `required` in the hierarchy. */
export function meetsHierarchy(actor: string | null | undefined, required: Role): boolean {
  return hierarchyRank(actor) >= hierarchyRank(required) && hierarchyRank(actor) > 0;
}

export function isStaffRole(role: string | null | undefined): boolean {
  const r = normalizeRole(role);
  return r !== null && STAFF_ROLES.includes(r);
}

/** §6 profile views: the admin view for super_admin, admin, manager; the customer view for customer. */
export function profileView(role: string | null | undefined): 'admin' | 'customer' | null {
  const r = normalizeRole(role);
  if (r === 'customer') return 'customer';
  return isStaffRole(r) ? 'admin' : null;
}
