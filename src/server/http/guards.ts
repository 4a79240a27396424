import type { MiddlewareHandler } from 'hono';
import type { StaffRoute } from '@/shared/permissions/admin-sections';
import type { AppEnv } from './types';

/**
 * What guards a handler, for the walks over the app's routes (staff-routes.test.ts,
 * signed-in-routes.test.ts): `session` a signed-in account, the others a SPEC §6 permission.
 */
export type Guard =
  | { kind: 'session' }
  | { kind: 'route'; route: StaffRoute }
  | { kind: 'permission' }
  | { kind: 'staff' };

const guards = new WeakMap<object, Guard>();

/** The guard a middleware is, or undefined for any other handler. */
export const guardOf = (handler: unknown): Guard | undefined =>
  typeof handler === 'function' ? guards.get(handler) : undefined;

/** Marks a middleware as a guard, so the walks can tell it from validators and handlers. */
export function tagged(guard: Guard, middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  guards.set(middleware, guard);
  return middleware;
}
