import { useTranslation } from 'react-i18next';
import { whatsappChatLink } from '@/shared/messaging/chat-link';
import { WhatsAppIcon } from '@/web/components/ui/whatsapp-icon';
import { useSettings } from '@/web/lib/settings';

/**
 * SPEC §2.5: the chat button on phones. It sits in its own slot at the end of the bottom bar
 * (bottom-bar.tsx), whose space the page already keeps free: floating over the page it covered
 * text and buttons as they scrolled under it (issue 19, decision 032).
 */
export function FloatingChat() {
  const { t } = useTranslation('layout');
  const { data: settings } = useSettings();
  const number = settings?.whatsapp.hero;
  if (!number) return null;
  return (
    <a
      href={whatsappChatLink(number, t('header.whatsappText'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('floatingChat')}
      className="grid size-12 place-items-center rounded-full bg-whatsapp text-white shadow-md shadow-black/20 transition-transform active:scale-95"
    >
      <WhatsAppIcon className="size-6" />
    </a>
  );
}
