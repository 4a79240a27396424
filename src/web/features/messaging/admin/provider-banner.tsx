import { AlertTriangle, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { needsAttention } from '@/shared/messaging/desk';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { useChannelHealth } from './api/desk';
import { useReasonText } from './components/desk-text';
import './i18n';

/**
 * The admin home's warning (issue 18): WhatsApp or e-mail not configured, or its latest message
 * failing; nothing while loading or when fine. The panel's home draws it only for those who may
 * open the message desk (the section declares it, ./section.tsx).
 */
export function ProviderBanner() {
  const { t } = useTranslation('messageDesk');
  const health = useChannelHealth();
  const reasonText = useReasonText();
  const troubled = (health.data?.channels ?? []).filter(needsAttention);
  if (troubled.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby="provider-banner-title"
      className="flex flex-col gap-4 rounded-3xl bg-ember/10 p-5 ring-1 ring-ember/40 sm:flex-row sm:items-start sm:justify-between"
      data-provider-banner
    >
      <div className="flex gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ember-dark" />
        <div>
          <h2 id="provider-banner-title" className="font-semibold text-ink">
            {t('banner.title')}
          </h2>
          <ul className="mt-1 space-y-1 text-sm text-ink-soft">
            {troubled.map((h) => {
              const channel = t(`channels.${h.channel}`);
              return (
                <li key={h.channel} data-channel={h.channel}>
                  {!h.configured
                    ? t('banner.notConfigured', { channel })
                    : h.lastError
                      ? t('banner.failing', { channel, error: reasonText(h) })
                      : t('banner.failingNoError', { channel })}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <Link
        to={ADMIN_SECTIONS.messages.path}
        className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        {t('banner.open')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
