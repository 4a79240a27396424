import { defineAdminSection } from '../permissions/admin-section';

/**
 * Users (decisions 033, 034): the list, one person, their role and suspension; the stores a
 * person may belong to; the privacy requests (decision 047), for whoever manages customers (a
 * manager their store's customers).
 */
export const usersSection = defineAdminSection({
  id: 'users',
  segment: 'usuarios',
  permission: 'view_users',
  apiPrefixes: ['/api/accounts/users', '/api/accounts/privacy-requests', '/api/accounts/stores/'],
  routes: {
    'GET /api/accounts/users': 'view_users',
    'GET /api/accounts/users/:id': 'view_users',
    'PATCH /api/accounts/users/:id': 'manage_clientes',
    // A lost authenticator (decision 089): only a super_admin, never on their own account.
    'POST /api/accounts/users/:id/factors/reset': 'manage_system',
    'GET /api/accounts/stores': 'view_users',
    'GET /api/accounts/stores/:storeId/users': 'view_users',
    'GET /api/accounts/privacy-requests': 'manage_clientes',
    'POST /api/accounts/privacy-requests/:id/complete': 'manage_clientes',
  },
});

/** Invitations (decision 036): admins and super_admins, for the staff roles below their own. */
export const invitationsSection = defineAdminSection({
  id: 'invitations',
  segment: 'convites',
  permission: 'manage_gerentes',
  apiPrefixes: ['/api/accounts/invitations'],
  routes: {
    'GET /api/accounts/invitations': 'manage_gerentes',
    'POST /api/accounts/invitations': 'manage_gerentes',
    'POST /api/accounts/invitations/:id/resend': 'manage_gerentes',
    'POST /api/accounts/invitations/:id/revoke': 'manage_gerentes',
  },
});
