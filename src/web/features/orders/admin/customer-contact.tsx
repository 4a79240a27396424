import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsappChatLink } from '@/shared/messaging/chat-link';
import type { OrderDetail } from '@/shared/orders/types';
import { dialDigits } from '@/shared/phones/countries';
import { formatPhoneInput, guessCountry, onlyDigits } from '@/shared/phones/rules';

/** "+14045550123" → "+1 (404) 555-0123": the country's own mask after its code (decision 006). */
export function displayPhone(e164: string): string {
  const country = guessCountry(e164);
  return `+${dialDigits(country)} ${formatPhoneInput(e164, country)}`;
}

const link = 'inline-flex items-center gap-1.5 text-brand underline-offset-4 hover:underline';

/** The order's customer on the desk: name, e-mail, and the checkout's phone to call or chat with. */
export function CustomerContact({ customer }: { customer: OrderDetail['customer'] }) {
  const { t } = useTranslation('admin');
  const phone = customer.phone ? displayPhone(customer.phone) : null;
  return (
    <div className="max-w-full min-w-0 text-sm">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('order.customer')}</p>
      <p className="font-semibold text-ink">{customer.name ?? customer.email}</p>
      <ul className="mt-1 space-y-1">
        <li>
          <a href={`mailto:${customer.email}`} className={link}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {/* A long address wraps instead of widening the page at 375 px. */}
            <span className="break-all">{customer.email}</span>
          </a>
        </li>
        {customer.phone && phone ? (
          <li className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a
              href={`tel:+${onlyDigits(customer.phone)}`}
              className={link}
              aria-label={t('order.call', { phone })}
            >
              <Phone aria-hidden="true" className="size-4" />
              <span className="tabular-nums">{phone}</span>
            </a>
            <a
              href={whatsappChatLink(customer.phone)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
              aria-label={t('order.chatLabel', { phone })}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('order.chat')}
            </a>
          </li>
        ) : (
          <li className="text-muted">{t('order.noPhone')}</li>
        )}
      </ul>
    </div>
  );
}
