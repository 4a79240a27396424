import { defineAdminSection } from '../permissions/admin-section';

/**
 * Coupons (decision 039): managers see them and the orders of their store that used them
 * (view_reports); only admins write them (manage_system_settings, SPEC §6 "meant for admins").
 * Sending coupons by WhatsApp (decision 044): admins and super_admins, like every coupon write.
 */
export const couponsSection = defineAdminSection({
  id: 'coupons',
  segment: 'cupons',
  permission: 'view_reports',
  apiPrefixes: ['/api/coupons/staff', '/api/coupons/sending'],
  routes: {
    'GET /api/coupons/staff': 'view_reports',
    'GET /api/coupons/staff/:id': 'view_reports',
    'POST /api/coupons/staff': 'manage_system_settings',
    'PATCH /api/coupons/staff/:id': 'manage_system_settings',
    'DELETE /api/coupons/staff/:id': 'manage_system_settings',
    'GET /api/coupons/sending/coupons': 'manage_system_settings',
    'GET /api/coupons/sending/stores': 'manage_system_settings',
    'GET /api/coupons/sending/customers': 'manage_system_settings',
    'POST /api/coupons/sending/preview': 'manage_system_settings',
    'POST /api/coupons/sending/send': 'manage_system_settings',
    'GET /api/coupons/sending/jobs': 'manage_system_settings',
    'POST /api/coupons/sending/jobs': 'manage_system_settings',
    'GET /api/coupons/sending/jobs/:id': 'manage_system_settings',
    'POST /api/coupons/sending/jobs/:id/cancel': 'manage_system_settings',
  },
});
