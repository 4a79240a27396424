import { ServerCrash } from 'lucide-react';
import { serverErrorsSection } from '@/shared/logs/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const serverErrorsScreen = defineAdminScreen(serverErrorsSection, {
  icon: ServerCrash,
  title: 'sections.serverErrors.title',
  description: 'sections.serverErrors.description',
  namespace: 'serverErrors',
  pages: [{ path: '', load: () => import('./server-errors-page') }],
});
