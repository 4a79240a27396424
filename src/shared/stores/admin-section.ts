import { defineAdminSection } from '../permissions/admin-section';

/** Stores, their delivery zones, windows and closed days (decision 035): managers see theirs. */
export const storesSection = defineAdminSection({
  id: 'stores',
  segment: 'lojas',
  permission: 'view_stores',
  apiPrefixes: ['/api/stores/staff'],
  routes: {
    'GET /api/stores/staff': 'view_stores',
    'GET /api/stores/staff/:storeId': 'view_stores',
    'POST /api/stores/staff': 'manage_stores',
    'PATCH /api/stores/staff/:storeId': 'manage_stores',
    'PUT /api/stores/staff/:storeId/fulfilment': 'manage_stores',
  },
});
