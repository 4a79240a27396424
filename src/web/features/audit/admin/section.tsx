import { History } from 'lucide-react';
import { auditLogSection } from '@/shared/audit/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const auditLogScreen = defineAdminScreen(auditLogSection, {
  icon: History,
  title: 'sections.auditLog.title',
  description: 'sections.auditLog.description',
  namespace: 'audit',
  pages: [{ path: '', load: () => import('./audit-page') }],
});
