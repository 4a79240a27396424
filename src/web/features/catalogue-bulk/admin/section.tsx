import { Sheet } from 'lucide-react';
import { bulkSection } from '@/shared/catalogue-bulk/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';
import { bulkPages } from './paths';

export const bulkScreen = defineAdminScreen(bulkSection, {
  icon: Sheet,
  title: 'sections.bulk.title',
  description: 'sections.bulk.description',
  namespace: 'catalogueBulk',
  pages: [
    { path: '', load: () => import('./grid-page') },
    { path: bulkPages.import, load: () => import('./import-page'), crumb: 'sections.bulk.import' },
  ],
});
