import { Search, Settings } from 'lucide-react';
import { seoSection, settingsSection } from '@/shared/settings/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const settingsScreen = defineAdminScreen(settingsSection, {
  icon: Settings,
  title: 'sections.settings.title',
  description: 'sections.settings.description',
  namespace: 'settings',
  pages: [{ path: '', load: () => import('./settings-page') }],
});

export const seoScreen = defineAdminScreen(seoSection, {
  icon: Search,
  title: 'sections.seo.title',
  description: 'sections.seo.description',
  namespace: 'settings',
  pages: [{ path: '', load: () => import('./seo-page') }],
});
