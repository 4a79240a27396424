import { hasPermission } from './permissions';
import { hierarchyRank, normalizeRole, type Role, worksInOneStore } from './roles';

/**
 * Who may invite whom (issue 16, decision 036). Invitations offer the staff roles below the
 * inviter's (SPEC §6 hierarchy: super_admin 4 > admin 3 > manager 2; the operator, unranked there,
 * below them all): a super_admin invites admins, managers and operators, an admin invites managers
 * and operators (manage_gerentes), a manager nobody (they manage customers only, and customers
 * register themselves). Pure: the server applies it when an invitation is made, resent, revoked
 * and accepted; the screens offer only what it allows.
 */
export const INVITABLE_ROLES = ['admin', 'manager', 'operator'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export function invitableRoles(actorRole: string | null | undefined): InvitableRole[] {
  const actor = normalizeRole(actorRole);
  if (!actor || !hasPermission(actor, 'manage_gerentes') || actor === 'operator') return [];
  return INVITABLE_ROLES.filter((role) => hierarchyRank(role) < hierarchyRank(actor));
}

export function mayInvite(actorRole: string | null | undefined, role: string): boolean {
  return (invitableRoles(actorRole) as string[]).includes(role);
}

/** The refusal keys of `invitationRefusal`, under the `invitation` message group. */
export type InvitationRefusal = 'roleNotAllowed' | 'storeRequired';

/**
 * Why an invitation may not be made, or null: a role the actor may give; a manager or an operator
 * needs a store (they work in one, decision 070).
 */
export function invitationRefusal(
  actorRole: string | null | undefined,
  invitation: { role: string; storeId?: string | null | undefined },
): InvitationRefusal | null {
  if (!mayInvite(actorRole, invitation.role)) return 'roleNotAllowed';
  if (worksInOneStore(invitation.role) && !invitation.storeId) return 'storeRequired';
  return null;
}

/**
 * Where a role stands when an invitation changes it: the §6 ranks, with the operator (unranked
 * there) between a customer and a manager — staff, at one store's counter (decision 070).
 */
function standing(role: string | null | undefined): number {
  return normalizeRole(role) === 'operator' ? 1.5 : hierarchyRank(role);
}

/**
 * Whether an existing account may take the invited role by accepting: never a step down (an admin
 * accepting a manager's invitation, a manager an operator's, the last super_admin demoting
 * themselves through a link); the same standing is allowed (a manager or an operator moving to
 * another store).
 */
export function mayTakeInvitedRole(currentRole: string | null | undefined, invitedRole: string): boolean {
  return standing(currentRole) <= standing(invitedRole);
}

/** An invitation's state, read from its columns at `now`. */
export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Seven days, renewed by a resend. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function invitationState(
  row: { acceptedAt: Date | string | null; revokedAt: Date | string | null; expiresAt: Date | string },
  now: Date,
): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return new Date(row.expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending';
}
