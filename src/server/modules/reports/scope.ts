import { AppError } from '@/server/http/app-error';
import { requestedStoreScope } from '@/shared/permissions/store-scope';

/** Who is reading a report: the role and, for a manager, their store (SPEC §6). */
export type ReportViewer = { role: string; storeId: string | null };

/**
 * The store a report is limited to, decided on the server: those who reach every store
 * (manage_stores: admins, super_admins) get the store they asked for or every store (null); a
 * manager always gets their own, and asking for another store, or having none, is a 403. The
 * owning modules' report reads take the store it answers (null: every store).
 */
export function reportStore(viewer: ReportViewer, requested: string | undefined): string | null {
  const scope = requestedStoreScope(viewer, requested);
  if (scope === 'forbidden' || scope.kind === 'none') throw new AppError('forbidden', 'auth.storeForbidden');
  return scope.kind === 'every' ? null : scope.storeId;
}
