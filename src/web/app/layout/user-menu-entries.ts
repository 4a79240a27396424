import { paths } from '@/shared/routes';

/** The signed-in person as the menu needs them (the session arrives with the accounts issue). */
export type MenuUser = { email: string; role: string } | null;

export type MenuEntry =
  | {
      kind: 'link';
      label: 'adminPanel' | 'myPanel' | 'profile' | 'myOrders' | 'signIn' | 'signUp';
      to: string;
    }
  | { kind: 'signOut' };

// The panel's roles: STAFF_ROLES of shared/permissions/roles.ts with the alias written out (the test
// holds them together), as the header has always named them.
const STAFF = new Set(['super_admin', 'admin', 'manager', 'gerente', 'operator']);
const CUSTOMER = new Set(['customer', 'cliente']);

/**
 * SPEC §2.3: which entries the user menu shows for each kind of person. Whoever works in the panel
 * (the operator too, decision 070) has its entry.
 */
export function userMenuEntries(user: MenuUser): MenuEntry[] {
  if (!user) {
    return [
      { kind: 'link', label: 'signIn', to: paths.login },
      { kind: 'link', label: 'signUp', to: paths.register },
    ];
  }
  if (STAFF.has(user.role))
    return [{ kind: 'link', label: 'adminPanel', to: paths.admin }, { kind: 'signOut' }];
  if (CUSTOMER.has(user.role)) {
    return [
      { kind: 'link', label: 'myPanel', to: paths.profile },
      { kind: 'link', label: 'myOrders', to: paths.myOrders },
      { kind: 'signOut' },
    ];
  }
  return [
    { kind: 'link', label: 'profile', to: paths.profile },
    { kind: 'link', label: 'myOrders', to: paths.myOrders },
    { kind: 'signOut' },
  ];
}

/** The part of the e-mail before the @ sign, shown as the menu's name. */
export const emailLocalPart = (email: string) => email.split('@')[0] ?? email;
