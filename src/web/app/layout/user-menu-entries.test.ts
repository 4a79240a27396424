import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@/shared/permissions/roles';
import { emailLocalPart, userMenuEntries } from './user-menu-entries';

const labels = (role: string | null) =>
  userMenuEntries(role ? { email: 'ana@example.com', role } : null).map((e) =>
    e.kind === 'link' ? e.label : 'signOut',
  );

describe('userMenuEntries (SPEC §2.3)', () => {
  it.each([
    [null, ['signIn', 'signUp']],
    ['super_admin', ['adminPanel', 'signOut']],
    ['admin', ['adminPanel', 'signOut']],
    ['manager', ['adminPanel', 'signOut']],
    ['gerente', ['adminPanel', 'signOut']],
    ['customer', ['myPanel', 'myOrders', 'signOut']],
    ['cliente', ['myPanel', 'myOrders', 'signOut']],
    ['operator', ['adminPanel', 'signOut']],
    ['root', ['profile', 'myOrders', 'signOut']],
  ])('%s sees %o', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it.each(STAFF_ROLES)('%s works in the panel: its entry (decision 070)', (role) => {
    expect(labels(role)[0]).toBe('adminPanel');
  });

  it('links the entries to their pages', () => {
    const entries = userMenuEntries({ email: 'a@b.c', role: 'customer' });
    expect(entries[0]).toEqual({ kind: 'link', label: 'myPanel', to: '/profile' });
    expect(entries[1]).toEqual({ kind: 'link', label: 'myOrders', to: '/meus-pedidos' });
  });

  it('shows the e-mail part before the @', () => {
    expect(emailLocalPart('maria.silva@example.com')).toBe('maria.silva');
  });
});
