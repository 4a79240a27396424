import { defineAdminSection } from '../permissions/admin-section';

/** The recent server errors (decision 053): admins and super_admins (view_logs). */
export const serverErrorsSection = defineAdminSection({
  id: 'serverErrors',
  segment: 'registros',
  permission: 'view_logs',
  apiPrefixes: ['/api/logs/staff'],
  routes: {
    'GET /api/logs/staff/errors': 'view_logs',
  },
});
