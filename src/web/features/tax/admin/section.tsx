import { Percent } from 'lucide-react';
import { taxSection } from '@/shared/tax/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const taxScreen = defineAdminScreen(taxSection, {
  icon: Percent,
  title: 'sections.tax.title',
  description: 'sections.tax.description',
  namespace: 'tax',
  pages: [{ path: '', load: () => import('./tax-page') }],
});
