import { normalizeRole, type Role } from './roles';

/** SPEC §6: the 18 permissions, in the spec's order. */
export const PERMISSIONS = [
  'manage_users',
  'view_users',
  'manage_gerentes',
  'manage_clientes',
  'manage_stores',
  'view_stores',
  'manage_products',
  'manage_all_products',
  'view_products',
  'manage_orders',
  'view_orders',
  'manage_content',
  'manage_system_settings',
  'view_reports',
  'export_data',
  'manage_system',
  'view_logs',
  'view_audit_logs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ADMIN_EXCLUDED: readonly Permission[] = ['manage_system', 'view_audit_logs'];

/** SPEC §6 role → permission matrix. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  super_admin: PERMISSIONS,
  admin: PERMISSIONS.filter((p) => !ADMIN_EXCLUDED.includes(p)),
  manager: [
    'view_users',
    'manage_clientes',
    'view_stores',
    'manage_products',
    'view_products',
    'manage_orders',
    'view_orders',
    'manage_content',
    'view_reports',
  ],
  operator: ['view_products', 'manage_orders', 'view_orders'],
  customer: ['view_products', 'view_orders'],
};

/** Everything a role holds (aliases resolved); an unknown role holds nothing. */
export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  const r = normalizeRole(role);
  return r ? ROLE_PERMISSIONS[r] : [];
}

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** True when the role holds at least one of the permissions (false for an empty list). */
export function hasAnyPermission(
  role: string | null | undefined,
  permissions: readonly Permission[],
): boolean {
  return permissions.some((p) => hasPermission(role, p));
}

/** True when the role holds every one of the permissions (true for an empty list). */
export function hasAllPermissions(
  role: string | null | undefined,
  permissions: readonly Permission[],
): boolean {
  return permissions.every((p) => hasPermission(role, p));
}
