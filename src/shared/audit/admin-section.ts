import { defineAdminSection } from '../permissions/admin-section';

/** The audit viewer (decisions 046, 064): super_admin only (view_audit_logs). */
export const auditLogSection = defineAdminSection({
  id: 'auditLog',
  segment: 'auditoria',
  permission: 'view_audit_logs',
  apiPrefixes: ['/api/audit/staff'],
  routes: {
    'GET /api/audit/staff': 'view_audit_logs',
  },
});
