import { defineAdminSection } from '../permissions/admin-section';

/**
 * The dashboard (decision 046): the panel's home shows it too, for those who hold view_reports; a
 * manager's figures are their own store's, set on the server.
 */
export const dashboardSection = defineAdminSection({
  id: 'dashboard',
  segment: 'painel',
  permission: 'view_reports',
  apiPrefixes: ['/api/reports/staff'],
  routes: {
    'GET /api/reports/staff/today': 'view_reports',
    'GET /api/reports/staff/charts': 'view_reports',
  },
});

/** CSV exports of orders, lines, customers, products and coupons (decision 046): admins and up, each filtered like its list. */
export const exportsSection = defineAdminSection({
  id: 'exports',
  segment: 'exportar',
  permission: 'export_data',
  apiPrefixes: ['/api/reports/staff'],
  routes: {
    'GET /api/reports/staff/export/orders': 'export_data',
    'GET /api/reports/staff/export/order-lines': 'export_data',
    'GET /api/reports/staff/export/customers': 'export_data',
    'GET /api/reports/staff/export/products': 'export_data',
    'GET /api/reports/staff/export/coupons': 'export_data',
  },
});
