import { defineAdminSection } from '../permissions/admin-section';
import { routePatterns } from '../routes';

/** The order desk (decisions 021, 028): its path stays `paths.adminOrders`, which messages link to. */
export const ordersSection = defineAdminSection({
  id: 'orders',
  segment: routePatterns.adminOrders,
  permission: 'view_orders',
  // The desk's contact panel (issue 40) is served by the contact module under its own prefix.
  apiPrefixes: ['/api/orders/staff', '/api/contact/staff'],
  routes: {
    'GET /api/orders/staff': 'view_orders',
    'GET /api/orders/staff/live': 'view_orders',
    'GET /api/orders/staff/:id': 'view_orders',
    'GET /api/orders/staff/:id/labels': 'view_orders',
    'GET /api/orders/staff/day-sheet': 'view_orders',
    'GET /api/orders/staff/route-sheet': 'view_orders',
    'POST /api/orders/staff/:id/status/undo': 'manage_orders',
    'POST /api/orders/staff/:id/status': 'manage_orders',
    'POST /api/orders/staff/:id/payment': 'manage_orders',
    'POST /api/orders/staff/:id/weights': 'manage_orders',
    'POST /api/orders/staff/:id/edit': 'manage_orders',
    'POST /api/orders/staff/:id/weights/settle': 'manage_orders',
    'POST /api/orders/staff/:id/payment/capture': 'manage_orders',
    'POST /api/orders/staff/:id/payment/refund': 'manage_orders',
    // The shop's contact messages are the whole shop's (decision 103): admins and the owner.
    'GET /api/contact/staff/messages': 'manage_system_settings',
    'POST /api/contact/staff/messages/:id/handled': 'manage_system_settings',
  },
});
