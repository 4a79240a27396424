import type { Context, MiddlewareHandler } from 'hono';
import { hasAllPermissions, hasAnyPermission, type Permission } from '../../shared/permissions/permissions';
import { AppError } from './app-error';
import { currentAuth } from './session';
import { assertStoreAccess } from './store-access';
import type { AppEnv } from './types';

type Needs = Permission | { any: readonly Permission[] } | { all: readonly Permission[] };

function allowed(role: string | null | undefined, needs: Needs): boolean {
  if (typeof needs === 'string') return hasAllPermissions(role, [needs]);
  if ('any' in needs) return hasAnyPermission(role, needs.any);
  return hasAllPermissions(role, needs.all);
}

/**
 * Route middleware for SPEC §6: `requirePermission('view_users')`,
 * `requirePermission({ any: [...] })` or `requirePermission({ all: [...] })`.
 * 401 signed out, 403 suspended/inactive or without the permission.
 */
export function requirePermission(needs: Needs): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = currentAuth(c);
    if (!auth.profile || !allowed(auth.profile.role, needs)) throw new AppError('forbidden');
    return next();
  };
}

/** Staff only (super_admin, admin, manager): the admin panel's own routes. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentAuth(c).isStaff) throw new AppError('forbidden');
  return next();
};

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
