import { describe, expect, it } from 'vitest';
import {
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  PERMISSIONS,
  type Permission,
  permissionsOf,
} from './permissions';
import {
  hierarchyRank,
  isStaffRole,
  meetsHierarchy,
  normalizeRole,
  profileView,
  ROLES,
  roleLevel,
} from './roles';
import {
  adminRouteDecision,
  customerRouteDecision,
  type GuardState,
  signedInRouteDecision,
} from './route-access';
import { canAccessStore } from './store-scope';

/** SPEC §6 matrix, written out cell by cell: Y = held. Columns follow the spec's permission order. */
const MATRIX: Record<string, string> = {
  //            mu vu mg mc ms vs mp ma vp mo vo mc ms vr ed sy vl va
  super_admin: 'Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y',
  admin: /*  */ 'Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  Y  .  Y  .',
  manager: /**/ '.  Y  .  Y  .  Y  Y  .  Y  Y  Y  Y  .  Y  .  .  .  .',
  operator: '.  .  .  .  .  .  .  .  Y  Y  Y  .  .  .  .  .  .  .',
  customer: '.  .  .  .  .  .  .  .  Y  .  Y  .  .  .  .  .  .  .',
};

const rows = Object.entries(MATRIX).flatMap(([role, line]) =>
  line
    .split(/\s+/)
    .map((cell, i) => ({ role, permission: PERMISSIONS[i] as Permission, held: cell === 'Y' })),
);

describe('the §6 permission matrix', () => {
  it('has 18 permissions and 5 roles', () => {
    expect(PERMISSIONS).toHaveLength(18);
    expect(new Set(PERMISSIONS).size).toBe(18);
    expect(ROLES).toEqual(['super_admin', 'admin', 'manager', 'operator', 'customer']);
    expect(rows).toHaveLength(18 * 5);
  });

  it.each(rows)('$role holds $permission: $held', ({ role, permission, held }) => {
    expect(hasPermission(role, permission)).toBe(held);
  });

  it.each([
    ['gerente', 'manager'],
    ['cliente', 'customer'],
  ])('the alias %s holds exactly what %s holds', (alias, role) => {
    expect(permissionsOf(alias)).toEqual(permissionsOf(role));
  });

  it.each([null, undefined, '', 'visitor', 'root'])('an unknown role (%s) holds nothing', (role) => {
    expect(permissionsOf(role)).toEqual([]);
    expect(hasPermission(role, 'view_products')).toBe(false);
  });

  it.each([
    ['manager', ['manage_users', 'view_users'], true, false],
    ['manager', ['view_users', 'manage_orders'], true, true],
    ['customer', ['manage_orders', 'manage_users'], false, false],
    ['operator', ['view_products', 'manage_orders', 'view_orders'], true, true],
    ['admin', ['manage_system', 'view_logs'], true, false],
    ['super_admin', ['manage_system', 'view_audit_logs'], true, true],
    ['customer', [], false, true],
  ] as const)('%s with %j: any %s, all %s', (role, permissions, any, all) => {
    expect(hasAnyPermission(role, permissions)).toBe(any);
    expect(hasAllPermissions(role, permissions)).toBe(all);
  });
});

describe('roles, aliases, levels and ranking', () => {
  it.each([
    ['super_admin', 'super_admin', 1, 4, true, 'admin'],
    ['admin', 'admin', 2, 3, true, 'admin'],
    ['manager', 'manager', 3, 2, true, 'admin'],
    ['gerente', 'manager', 3, 2, true, 'admin'],
    ['Gerente ', 'manager', 3, 2, true, 'admin'],
    // The operator works in the panel (decision 070); §6 gives her level 4 and no rank.
    ['operator', 'operator', 4, 0, true, 'admin'],
    ['customer', 'customer', 4, 1, false, 'customer'],
    ['cliente', 'customer', 4, 1, false, 'customer'],
    ['CLIENTE', 'customer', 4, 1, false, 'customer'],
    ['visitor', null, 4, 0, false, null],
    [null, null, 4, 0, false, null],
  ] as const)(
    '%s → role %s, level %i, rank %i, staff %s, view %s',
    (input, role, level, rank, staff, view) => {
      expect(normalizeRole(input)).toBe(role);
      expect(roleLevel(input)).toBe(level);
      expect(hierarchyRank(input)).toBe(rank);
      expect(isStaffRole(input)).toBe(staff);
      expect(profileView(input)).toBe(view);
    },
  );

  it.each([
    ['super_admin', 'admin', true],
    ['admin', 'admin', true],
    ['manager', 'admin', false],
    ['gerente', 'manager', true],
    ['customer', 'customer', true],
    ['operator', 'customer', false],
    [null, 'customer', false],
  ] as const)('%s meets the %s hierarchy: %s', (actor, required, meets) => {
    expect(meetsHierarchy(actor, required)).toBe(meets);
  });
});

describe('store access (§6)', () => {
  const own = 'store-a';
  const other = 'store-b';
  it.each([
    ['super_admin', null, other, true],
    ['admin', own, other, true],
    ['manager', own, own, true],
    ['gerente', own, own, true],
    ['manager', own, other, false],
    ['manager', null, own, false],
    ['operator', own, own, true],
    ['operator', own, other, false],
    ['operator', null, own, false],
    ['customer', own, own, false],
    [null, own, own, false],
  ] as const)('%s of store %s reaching %s: %s', (role, storeId, target, allowed) => {
    expect(canAccessStore({ role, storeId }, target)).toBe(allowed);
  });
});

describe('guards (§4.3)', () => {
  const base: GuardState = { loading: false, timedOut: false, signedIn: true, profile: null };
  it.each<[string, Partial<GuardState>, ReturnType<typeof adminRouteDecision>]>([
    ['loading', { loading: true }, { kind: 'loading' }],
    ['loading past 8 s', { loading: true, timedOut: true }, { kind: 'redirect', to: '/profile' }],
    ['no user', { signedIn: false }, { kind: 'redirect', to: '/auth/login' }],
    ['signed out on this page', { signedIn: false, signedOut: true }, { kind: 'redirect', to: '/' }],
    ['customer', { profile: { role: 'customer', roleLevel: 4 } }, { kind: 'redirect', to: '/profile' }],
    ['cliente', { profile: { role: 'cliente', roleLevel: 4 } }, { kind: 'redirect', to: '/profile' }],
    ['level 4 manager', { profile: { role: 'manager', roleLevel: 4 } }, { kind: 'redirect', to: '/profile' }],
    ['super_admin', { profile: { role: 'super_admin', roleLevel: 1 } }, { kind: 'allow' }],
    ['admin', { profile: { role: 'admin', roleLevel: 2 } }, { kind: 'allow' }],
    ['manager', { profile: { role: 'manager', roleLevel: 3 } }, { kind: 'allow' }],
    ['gerente', { profile: { role: 'gerente', roleLevel: 3 } }, { kind: 'allow' }],
    // The operator opens the panel for the sections her permissions give (decision 070), at the
    // level 4 §6 gives every role it does not rank.
    ['operator', { profile: { role: 'operator', roleLevel: 4 } }, { kind: 'allow' }],
    [
      'unknown role at level 3',
      { profile: { role: 'root', roleLevel: 3 } },
      { kind: 'redirect', to: '/profile' },
    ],
    ['signed in without a profile', { profile: null }, { kind: 'redirect', to: '/profile' }],
  ])('/admin with %s', (_name, patch, decision) => {
    expect(adminRouteDecision({ ...base, ...patch })).toEqual(decision);
  });

  it.each([
    [{ loading: true, signedIn: false }, { kind: 'loading' }, { kind: 'loading' }],
    [{ loading: false, signedIn: true }, { kind: 'allow' }, { kind: 'allow' }],
    [
      { loading: false, signedIn: false },
      { kind: 'redirect', to: '/auth' },
      { kind: 'redirect', to: '/auth/login' },
    ],
    [
      { loading: false, signedIn: false, signedOut: true },
      { kind: 'redirect', to: '/' },
      { kind: 'redirect', to: '/' },
    ],
  ])('/customer and /profile with %j', (state, customer, signedIn) => {
    expect(customerRouteDecision(state)).toEqual(customer);
    expect(signedInRouteDecision(state)).toEqual(signedIn);
  });
});
