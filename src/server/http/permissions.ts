import type { Context, MiddlewareHandler } from 'hono';
import { STAFF_ROUTES, type StaffRoute, staffMay } from '@/shared/permissions/admin-sections';
import { hasAllPermissions, hasAnyPermission, type Permission } from '@/shared/permissions/permissions';
import { AppError } from './app-error';
import { tagged } from './guards';
import { currentAuth, type RequestAuth } from './session';
import { assertStoreAccess } from './store-access';
import type { AppEnv } from './types';

export { type Guard, guardOf } from './guards';

/** Staff who must set up a second factor first are refused with that reason (decision 089). */
function refuseBeforeFactorSetup(auth: RequestAuth): RequestAuth {
  if (auth.factorSetupNeeded) throw new AppError('forbidden', 'factors.setupRequired');
  return auth;
}

type Needs = Permission | { any: readonly Permission[] } | { all: readonly Permission[] };

function allowed(role: string | null | undefined, needs: Needs): boolean {
  if (typeof needs === 'string') return hasAllPermissions(role, [needs]);
  if ('any' in needs) return hasAnyPermission(role, needs.any);
  return hasAllPermissions(role, needs.all);
}

/**
 * The admin panel's routes: `requireRoute('GET /api/orders/staff')` takes the permission from the
 * one table (src/shared/permissions/admin-sections.ts, decision 028): 401 signed out, 403 blocked,
 * not staff or without the permission. Put it first on the route, before any validator, so a
 * refused role never learns what input the route expects. The walk test checks that the name given
 * is the route's own method and path.
 */
export function requireRoute(route: StaffRoute): MiddlewareHandler<AppEnv> {
  const { permission } = STAFF_ROUTES[route];
  return tagged({ kind: 'route', route }, async (c, next) => {
    const auth = refuseBeforeFactorSetup(currentAuth(c));
    if (!auth.profile || !auth.isStaff || !staffMay(auth.profile.role, permission)) {
      throw new AppError('forbidden');
    }
    return next();
  });
}

/**
 * A hand-written SPEC §6 check: `requirePermission('view_users')`, `{ any: [...] }` or
 * `{ all: [...] }`. Not for the admin panel's routes (those use requireRoute, so the table stays
 * the one place; the walk test refuses a panel route guarded this way).
 */
export function requirePermission(needs: Needs): MiddlewareHandler<AppEnv> {
  return tagged({ kind: 'permission' }, async (c, next) => {
    const auth = refuseBeforeFactorSetup(currentAuth(c));
    if (!auth.profile || !allowed(auth.profile.role, needs)) throw new AppError('forbidden');
    return next();
  });
}

/** Staff only (super_admin, admin, manager), without a permission: not for the panel's routes either. */
export const requireStaff: MiddlewareHandler<AppEnv> = tagged({ kind: 'staff' }, async (c, next) => {
  if (!refuseBeforeFactorSetup(currentAuth(c)).isStaff) throw new AppError('forbidden');
  return next();
});

/**
 * SPEC §6 store access for a route about one store: super_admin and admin reach any store, a
 * manager only their own. `storeId` reads the store from the request (a path parameter, usually).
 */
export function requireStoreAccess(
  storeId: (c: Context<AppEnv>) => string | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = currentAuth(c);
    const id = storeId(c);
    if (!id) throw new AppError('bad_request', 'http.storeMissing');
    assertStoreAccess({ role: auth.profile?.role, storeId: auth.profile?.store_id }, id);
    return next();
  };
}
