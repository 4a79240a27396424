import { defineAdminSection } from '../permissions/admin-section';

/**
 * Holiday pre-orders (issue 41, decision 093). Staff who see orders (operators, managers) see the
 * campaigns and print a day's production list (view_orders, their store's orders); a campaign is
 * shop-wide, like the shop-wide catalogue, so only admins and super_admins create, change or
 * delete one (manage_all_products).
 */
export const campaignsSection = defineAdminSection({
  id: 'campaigns',
  segment: 'encomendas',
  permission: 'view_orders',
  apiPrefixes: ['/api/campaigns/staff'],
  routes: {
    'GET /api/campaigns/staff': 'view_orders',
    'GET /api/campaigns/staff/:id': 'view_orders',
    'POST /api/campaigns/staff': 'manage_all_products',
    'PUT /api/campaigns/staff/:id': 'manage_all_products',
    'DELETE /api/campaigns/staff/:id': 'manage_all_products',
    'GET /api/campaigns/staff/production': 'view_orders',
  },
});
