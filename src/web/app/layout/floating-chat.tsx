import { useTranslation } from 'react-i18next';
import { whatsappChatLink } from '../../../shared/messaging/chat-link';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon';
import { useSettings } from '../../lib/settings';

/** SPEC §2.5: the floating chat button on phones, above the bottom bar. */
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
      className="fixed right-4 bottom-20 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-transform active:scale-95 md:hidden"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
