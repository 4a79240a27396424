import { defineAdminSection } from '../permissions/admin-section';

/** The price and stock grid and its CSV import (decision 052): managers too, like products. */
export const bulkSection = defineAdminSection({
  id: 'bulk',
  segment: 'grade',
  permission: 'manage_products',
  apiPrefixes: ['/api/catalogue-bulk/staff'],
  routes: {
    'GET /api/catalogue-bulk/staff/grid': 'manage_products',
    'PUT /api/catalogue-bulk/staff/grid': 'manage_products',
    'POST /api/catalogue-bulk/staff/import/dry-run': 'manage_products',
    'POST /api/catalogue-bulk/staff/import/apply': 'manage_products',
  },
});
