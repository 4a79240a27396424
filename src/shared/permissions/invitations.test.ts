import { describe, expect, it } from 'vitest';
import {
  invitableRoles,
  invitationRefusal,
  invitationState,
  mayInvite,
  mayTakeInvitedRole,
} from './invitations';

const STORE = '00000000-0000-4000-8000-000000000001';

describe('who may invite whom (SPEC §6 hierarchy, decision 036)', () => {
  it.each([
    ['super_admin', ['admin', 'manager', 'operator']],
    ['admin', ['manager', 'operator']],
    ['manager', []],
    ['gerente', []],
    ['operator', []],
    ['customer', []],
    [null, []],
    ['unknown', []],
  ] as const)('%s invites %j', (actor, roles) => {
    expect(invitableRoles(actor)).toEqual(roles);
  });

  // actor × invited role → refusal (null = allowed); a manager invitation carries a store here.
  const TABLE: [string, string, ReturnType<typeof invitationRefusal>][] = [
    ['super_admin', 'super_admin', 'roleNotAllowed'],
    ['super_admin', 'admin', null],
    ['super_admin', 'manager', null],
    ['super_admin', 'customer', 'roleNotAllowed'],
    ['super_admin', 'operator', null],
    ['admin', 'super_admin', 'roleNotAllowed'],
    ['admin', 'admin', 'roleNotAllowed'],
    ['admin', 'manager', null],
    ['admin', 'customer', 'roleNotAllowed'],
    ['admin', 'operator', null],
    ['manager', 'operator', 'roleNotAllowed'],
    ['operator', 'operator', 'roleNotAllowed'],
    ['manager', 'manager', 'roleNotAllowed'],
    ['manager', 'customer', 'roleNotAllowed'],
    ['operator', 'manager', 'roleNotAllowed'],
    ['customer', 'manager', 'roleNotAllowed'],
  ];
  it.each(TABLE)('%s inviting %s → %s', (actor, role, refusal) => {
    expect(invitationRefusal(actor, { role, storeId: STORE })).toBe(refusal);
    expect(mayInvite(actor, role)).toBe(refusal === null);
  });

  it('a manager or operator invitation needs a store; an admin one does not', () => {
    expect(invitationRefusal('admin', { role: 'manager', storeId: null })).toBe('storeRequired');
    expect(invitationRefusal('admin', { role: 'operator' })).toBe('storeRequired');
    expect(invitationRefusal('super_admin', { role: 'admin' })).toBeNull();
  });

  it.each([
    ['customer', 'manager', true],
    ['customer', 'admin', true],
    ['manager', 'manager', true],
    ['manager', 'admin', true],
    ['admin', 'manager', false],
    ['super_admin', 'admin', false],
    // The operator stands between a customer and a manager (decision 070).
    ['customer', 'operator', true],
    ['operator', 'operator', true],
    ['operator', 'manager', true],
    ['manager', 'operator', false],
    ['admin', 'operator', false],
    [null, 'manager', true],
    [null, 'operator', true],
  ] as const)('an account with role %s may take %s: %s', (current, invited, ok) => {
    expect(mayTakeInvitedRole(current, invited)).toBe(ok);
  });
});

describe('invitation state', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const later = new Date('2026-11-26T12:00:00Z');
  const earlier = new Date('2026-11-24T12:00:00Z');
  it.each([
    [{ acceptedAt: null, revokedAt: null, expiresAt: later }, 'pending'],
    [{ acceptedAt: null, revokedAt: null, expiresAt: earlier }, 'expired'],
    [{ acceptedAt: null, revokedAt: null, expiresAt: now }, 'expired'],
    [{ acceptedAt: null, revokedAt: earlier, expiresAt: later }, 'revoked'],
    [{ acceptedAt: earlier, revokedAt: null, expiresAt: earlier }, 'accepted'],
  ] as const)('%j → %s', (row, state) => {
    expect(invitationState(row, now)).toBe(state);
  });
});
