/**
 * SPEC §6 roles. `gerente` and `cliente` are Portuguese aliases that older rows and invitations
 * may carry; every check normalises them first, so an alias is never a role of its own.
 */
export const ROLES = ['super_admin', 'admin', 'manager', 'operator', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Roles the users area hands out (decision 034): the operator role is not given or taken there; it
 * comes from the command line (`user:create`, which takes every role) or an invitation (decision 070).
 */
export const ASSIGNABLE_ROLES = ['super_admin', 'admin', 'manager', 'customer'] as const;

export const ROLE_ALIASES: Readonly<Record<string, Role>> = { gerente: 'manager', cliente: 'customer' };

/**
 * The staff roles that may open /admin: §6 route access names super_admin, admin and manager; the
 * operator (view_products, manage_orders, view_orders) joins them for the sections those
 * permissions open, the order desk and the products (issue 34, decision 070).
 */
export const STAFF_ROLES: readonly Role[] = ['super_admin', 'admin', 'manager', 'operator'];

/** The staff roles that work in one store, theirs (decision 070): they need one to see anything. */
export const STORE_ROLES: readonly Role[] = ['manager', 'operator'];

/** True for a role that works in one store (a manager, an operator). */
export function worksInOneStore(role: string | null | undefined): boolean {
  const r = normalizeRole(role);
  return r !== null && STORE_ROLES.includes(r);
}

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

/**
 * §6 profile views: the admin view for super_admin, admin, manager — and the operator, who works in
 * the panel too (decision 070); the customer view for customer.
 */
export function profileView(role: string | null | undefined): 'admin' | 'customer' | null {
  const r = normalizeRole(role);
  if (r === 'customer') return 'customer';
  return isStaffRole(r) ? 'admin' : null;
}
