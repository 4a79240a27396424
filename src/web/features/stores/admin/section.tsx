import { MapPin } from 'lucide-react';
import { storesSection } from '@/shared/stores/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const storesScreen = defineAdminScreen(storesSection, {
  icon: MapPin,
  title: 'sections.stores.title',
  description: 'sections.stores.description',
  namespace: 'stores',
  pages: [
    { path: '', load: () => import('./stores-page') },
    { path: ':id', load: () => import('./store-page'), crumb: 'sections.stores.item' },
  ],
});
