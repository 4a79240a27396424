import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickChatNumber, whatsappChatLink } from '@/shared/messaging/chat-link';
import { displayPhone } from '@/shared/phones/format';
import { telHref } from '@/shared/phones/tel';
import { WhatsAppIcon } from '@/web/components/ui/whatsapp-icon';
import { cn } from '@/web/lib/cn';
import { useSettings } from '@/web/lib/settings';
import './i18n';

const row =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-ink transition-colors hover:bg-parchment hover:text-brand';

/**
 * The shop's direct lines beside the contact form (the about page): WhatsApp, phone and e-mail from
 * the settings, each a link that opens the right app. Nothing when the shop has none of them.
 */
export function ContactChannels({ className }: { className?: string }) {
  const { t } = useTranslation(['contact', 'layout']);
  const { data: settings } = useSettings();
  const headingId = useId();
  const chat = settings ? pickChatNumber(settings.whatsapp) : null;
  const phone = settings?.contact.phone.trim();
  const email = settings?.contact.email.trim();
  if (!chat && !phone && !email) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70', className)}
    >
      <h2 id={headingId} className="text-2xl text-ink">
        {t('channels.heading')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t('channels.lead')}</p>
      <ul className="mt-4 -mx-3 space-y-1 text-sm">
        {chat && (
          <li>
            <a
              href={whatsappChatLink(chat, t('layout:header.whatsappText'))}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(row, 'font-semibold')}
            >
              <WhatsAppIcon className="size-5 shrink-0 text-whatsapp" />
              {t('channels.whatsapp')}
            </a>
          </li>
        )}
        {phone && (
          <li>
            <a href={telHref(phone)} className={row}>
              <Phone aria-hidden="true" className="size-5 shrink-0 text-brand" />
              <span className="sr-only">{t('channels.phone')}: </span>
              <span className="tabular-nums">{displayPhone(phone)}</span>
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}`} className={cn(row, 'break-all')}>
              <Mail aria-hidden="true" className="size-5 shrink-0 text-brand" />
              <span className="sr-only">{t('channels.email')}: </span>
              {email}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
