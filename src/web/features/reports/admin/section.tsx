import { ChartColumn, Download } from 'lucide-react';
import { lazy } from 'react';
import { dashboardSection, exportsSection } from '@/shared/reports/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const dashboardScreen = defineAdminScreen(dashboardSection, {
  icon: ChartColumn,
  title: 'sections.dashboard.title',
  description: 'sections.dashboard.description',
  namespace: 'reports',
  pages: [{ path: '', load: () => import('./dashboard-page') }],
  // The dashboard and its chart library load only when a role that sees it opens the panel's home.
  home: { place: 'panel', Component: lazy(() => import('./dashboard')) },
});

export const exportsScreen = defineAdminScreen(exportsSection, {
  icon: Download,
  title: 'sections.exports.title',
  description: 'sections.exports.description',
  namespace: 'reports',
  pages: [{ path: '', load: () => import('./exports-page') }],
});
