import { normalizeRole, worksInOneStore } from './roles';

/**
 * SPEC §6 store access, the one rule every staff read and write of a store's records goes through
 * (decision 067): super_admin and admin reach every store; a manager her own store, and so does an
 * operator (decision 070: §6 does not say, and she works at one store's counter); either of them
 * with no store, and every other role, no store at all.
 */
export type StoreViewer = { role: string | null | undefined; storeId: string | null | undefined };

/** What a viewer's reads and writes cover. */
export type StoreScope = { kind: 'every' } | { kind: 'store'; storeId: string } | { kind: 'none' };

export function storeScope(viewer: StoreViewer): StoreScope {
  const role = normalizeRole(viewer.role);
  if (role === 'super_admin' || role === 'admin') return { kind: 'every' };
  if (worksInOneStore(role) && viewer.storeId) return { kind: 'store', storeId: viewer.storeId };
  return { kind: 'none' };
}

/**
 * The scope of one request that may name a store (a `storeId` filter): a viewer who reaches every
 * store gets the one named, or every store; a manager gets her own, and naming another store is
 * `forbidden`; a viewer with no store is `forbidden` when she names one.
 */
export function requestedStoreScope(
  viewer: StoreViewer,
  requested: string | null | undefined,
): StoreScope | 'forbidden' {
  const scope = storeScope(viewer);
  if (!requested) return scope;
  if (scope.kind === 'every') return { kind: 'store', storeId: requested };
  if (scope.kind === 'store' && scope.storeId === requested) return scope;
  return 'forbidden';
}

/** True when the scope covers the store (a record of no store is covered by `every` alone). */
export function scopeCovers(scope: StoreScope, storeId: string | null | undefined): boolean {
  if (scope.kind === 'every') return true;
  return scope.kind === 'store' && scope.storeId === storeId;
}

/** May the viewer read or act on this store's records? */
export function canAccessStore(viewer: StoreViewer, storeId: string | null | undefined): boolean {
  return scopeCovers(storeScope(viewer), storeId);
}

/**
 * May the viewer give a record this store? Every write that sets or changes a store acts on two:
 * the one it names (`target`, null for "no store") and, for a record that exists, the one it has
 * now (`current`; left out for a new record). The viewer must reach both, so a manager never moves
 * a record into another store, out of her own, or to no store (a record of no store is covered by
 * `every` alone). Naming the store the record already has moves nothing and is always allowed.
 */
export function mayAssignStore(viewer: StoreViewer, target: string | null, current?: string | null): boolean {
  if (current !== undefined && current === target) return true;
  const scope = storeScope(viewer);
  return scopeCovers(scope, target) && (current === undefined || scopeCovers(scope, current));
}
