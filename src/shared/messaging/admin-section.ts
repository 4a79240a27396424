import { defineAdminSection } from '../permissions/admin-section';

/**
 * The message desk (decision 043): the outbox is the shop's log of what it sent — reading it is
 * view_logs, which admins and super_admins hold and managers do not (SPEC §6); sending again
 * changes what the shop sends, an admin's system setting (manage_system_settings).
 */
export const messagesSection = defineAdminSection({
  id: 'messages',
  segment: 'mensagens',
  permission: 'view_logs',
  apiPrefixes: ['/api/messages/staff'],
  routes: {
    'GET /api/messages/staff': 'view_logs',
    'GET /api/messages/staff/health': 'view_logs',
    'GET /api/messages/staff/:id': 'view_logs',
    'POST /api/messages/staff/retry': 'manage_system_settings',
    'POST /api/messages/staff/:id/retry': 'manage_system_settings',
  },
});
