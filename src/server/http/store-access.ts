import { canAccessStore } from '@/shared/permissions/store-scope';
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
