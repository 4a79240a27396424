import { CalendarHeart } from 'lucide-react';
import { campaignsSection } from '@/shared/campaigns/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';
import { campaignPages } from './paths';

export const campaignsScreen = defineAdminScreen(campaignsSection, {
  icon: CalendarHeart,
  title: 'sections.campaigns.title',
  description: 'sections.campaigns.description',
  namespace: 'campaigns',
  pages: [
    { path: '', load: () => import('./campaigns-page') },
    {
      path: campaignPages.create,
      load: () => import('./campaign-editor-page'),
      crumb: 'sections.campaigns.new',
    },
    {
      path: campaignPages.production,
      load: () => import('./production-page'),
      crumb: 'sections.campaigns.production',
    },
    { path: ':id', load: () => import('./campaign-editor-page'), crumb: 'sections.campaigns.item' },
  ],
});
