import { z } from 'zod';
import { userChangeSchema } from '@/shared/accounts/staff-schemas';
import { KEYS } from '@/shared/messages';
import { normalizeRole, type Role } from '@/shared/permissions/roles';
import { assignableRoles, changeRefusal, mayManage, type Person } from '@/shared/permissions/user-admin';

/** The person as the detail page shows them: what the controls depend on. */
export type Target = Person & {
  store_id: string | null;
  department: string | null;
  updated_at: string;
};

/**
 * What the viewer may do to the person on screen, from the shared rules the server applies
 * (`mayManage`, `assignableRoles`), so the page offers only what will be accepted:
 * - `manage: false` with the reason (themselves, or someone at or above them): nothing to change;
 * - `roles`: the choices of the role field, or none when the role is not the viewer's to change
 *   (a manager only looks after customers; the operator role is not changed from the panel).
 */
export type Controls =
  | { manage: false; reason: 'self' | 'outranked' }
  | { manage: true; roles: Role[]; roleLocked: null | 'onlyCustomers' | 'operatorFixed' };

export function userControls(viewer: Person, target: Person): Controls {
  if (viewer.id === target.id) return { manage: false, reason: 'self' };
  if (!mayManage(viewer, target)) return { manage: false, reason: 'outranked' };
  const current = normalizeRole(target.role);
  if (current === 'operator') return { manage: true, roles: [], roleLocked: 'operatorFixed' };
  const roles = assignableRoles(viewer.role);
  // One choice (a manager's "customer") is no choice: the field is shown as a fact instead.
  if (roles.length <= 1) return { manage: true, roles: [], roleLocked: 'onlyCustomers' };
  return { manage: true, roles, roleLocked: null };
}

/** What the change form holds: a store of '' is "no store". */
export type ChangeFormValues = { role: string; storeId: string; department: string };

export const formValuesOf = (target: Target): ChangeFormValues => ({
  role: normalizeRole(target.role) ?? target.role ?? '',
  storeId: target.store_id ?? '',
  department: target.department ?? '',
});

/** Only what differs from the person as drawn, with the version it was drawn from. */
export function changeOf(values: ChangeFormValues, target: Target) {
  const initial = formValuesOf(target);
  return {
    updatedAt: target.updated_at,
    ...(values.role !== initial.role ? { role: values.role } : {}),
    ...(values.storeId !== initial.storeId ? { storeId: values.storeId || null } : {}),
    ...(values.department.trim() !== initial.department.trim() ? { department: values.department } : {}),
  };
}

/**
 * The change form's schema: the API's own (`userChangeSchema`) on what changed, then the shared
 * hierarchy rule, so "a manager needs a store" is said on the store field before anything is sent.
 */
export function changeFormSchema(viewer: Person, target: Target) {
  return z
    .preprocess((values) => changeOf(values as ChangeFormValues, target), userChangeSchema)
    .superRefine((change, ctx) => {
      const refusal = changeRefusal(
        viewer,
        { id: target.id, role: target.role, storeId: target.store_id },
        change,
        Number.POSITIVE_INFINITY,
      );
      if (refusal === 'storeRequired')
        ctx.addIssue({ code: 'custom', path: ['storeId'], message: KEYS.staffUsers.storeRequired });
      if (refusal === 'roleNotAllowed')
        ctx.addIssue({ code: 'custom', path: ['role'], message: KEYS.staffUsers.roleNotAllowed });
    });
}
