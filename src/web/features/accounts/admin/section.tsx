import { MailPlus, Users } from 'lucide-react';
import { invitationsSection, usersSection } from '@/shared/accounts/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';
import { userPages } from './paths';

export const usersScreen = defineAdminScreen(usersSection, {
  icon: Users,
  title: 'sections.users.title',
  description: 'sections.users.description',
  namespace: 'users',
  pages: [
    { path: '', load: () => import('./users-page') },
    {
      path: userPages.privacy,
      load: () => import('./privacy-requests-page'),
      crumb: 'sections.users.privacy',
    },
    { path: userPages.item, load: () => import('./user-detail-page'), crumb: 'sections.users.item' },
  ],
});

export const invitationsScreen = defineAdminScreen(invitationsSection, {
  icon: MailPlus,
  title: 'sections.invitations.title',
  description: 'sections.invitations.description',
  namespace: 'invitations',
  pages: [{ path: '', load: () => import('./invitations-page') }],
});
