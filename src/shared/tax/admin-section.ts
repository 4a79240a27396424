import { defineAdminSection } from '../permissions/admin-section';

/**
 * Sales tax (issue 37, decision 079): the rate table per place, the tax settings and the tax
 * report by month, place and class — the permission of the site settings (admins and up).
 */
export const taxSection = defineAdminSection({
  id: 'tax',
  segment: 'impostos',
  permission: 'manage_system_settings',
  // The report is served by the reports module, beside the dashboard's figures.
  apiPrefixes: ['/api/tax/staff', '/api/reports/staff'],
  routes: {
    'GET /api/tax/staff/rates': 'manage_system_settings',
    'POST /api/tax/staff/rates': 'manage_system_settings',
    'PUT /api/tax/staff/rates/:id': 'manage_system_settings',
    'DELETE /api/tax/staff/rates/:id': 'manage_system_settings',
    'PUT /api/tax/staff/settings': 'manage_system_settings',
    'GET /api/reports/staff/tax': 'manage_system_settings',
    'GET /api/reports/staff/tax.csv': 'manage_system_settings',
  },
});
