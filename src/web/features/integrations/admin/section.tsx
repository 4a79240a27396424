import { PlugZap } from 'lucide-react';
import { integrationsSection } from '@/shared/integrations/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const integrationsScreen = defineAdminScreen(integrationsSection, {
  icon: PlugZap,
  title: 'sections.integrations.title',
  description: 'sections.integrations.description',
  namespace: 'integrations',
  pages: [{ path: '', load: () => import('./integrations-page') }],
});
