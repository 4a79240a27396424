import { canAccessStore, mayAssignStore } from '@/shared/permissions/store-scope';
import { AppError } from './app-error';

/**
 * SPEC §6 store access, the one check staff routes and services make: super_admin and admin reach
 * any store, a manager only their own; anyone else is refused with 403 "no access to this store".
 */
export function assertStoreAccess(
  actor: { role: string | null | undefined; storeId: string | null | undefined },
  storeId: string,
): void {
  if (!canAccessStore(actor, storeId)) throw new AppError('forbidden', 'auth.storeForbidden');
}

/**
 * Every write that sets or changes a store (decision 070): the writer must reach the store it
 * names and, for an existing record, the store the record has now (`mayAssignStore`). Refused
 * with the same 403, on the form's field when there is one.
 */
export function assertStoreAssignment(
  actor: { role: string | null | undefined; storeId: string | null | undefined },
  target: string | null,
  current?: string | null,
  field = 'storeId',
): void {
  if (!mayAssignStore(actor, target, current))
    throw new AppError('forbidden', 'auth.storeForbidden', {
      fields: { [field]: [{ key: 'auth.storeForbidden' }] },
    });
}
