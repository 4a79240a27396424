import { Inbox } from 'lucide-react';
import { messagesSection } from '@/shared/messaging/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';
import { ProviderBanner } from './provider-banner';

export const messagesScreen = defineAdminScreen(messagesSection, {
  icon: Inbox,
  title: 'sections.messages.title',
  description: 'sections.messages.description',
  namespace: 'messageDesk',
  pages: [{ path: '', load: () => import('./messages-page') }],
  // WhatsApp or e-mail not configured or failing: said on the panel's home, above everything.
  home: { place: 'notice', Component: ProviderBanner },
});
