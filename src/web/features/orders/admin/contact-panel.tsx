import { Mail, MailCheck, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffContactMessage } from '@/shared/contact/schemas';
import { storeScope } from '@/shared/permissions/store-scope';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { formatInstant } from '@/web/features/orders/lib/format';
import { cn } from '@/web/lib/cn';
import { useAuth } from '@/web/lib/session/auth-context';
import { useContactMessages, useMarkHandled } from '../api/contact-messages';

/**
 * The desk's contact panel (issue 40): what visitors wrote through the site's form, for staff who
 * reach every store (the messages are the whole shop's; the API refuses the others). It is read
 * again on each live event of a message, so a new one appears while the desk is open.
 */
export function ContactPanel() {
  const { profile } = useAuth();
  const every = storeScope({ role: profile?.role, storeId: profile?.store_id }).kind === 'every';
  const { t } = useTranslation('contactPanel');
  const [state, setState] = useState<'open' | 'all'>('open');
  const query = useContactMessages(state, every);
  if (!every) return null;
  const data = query.data;
  return (
    <section
      aria-labelledby="contact-panel-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-line/70"
      data-testid="contact-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contact-panel-title" className="text-xl text-ink">
          {t('title')}
          {data && data.open > 0 && (
            <span className="ml-3 align-middle text-sm font-semibold text-brand">
              {t('open', { count: data.open })}
            </span>
          )}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={state === 'all'}
          onClick={() => setState(state === 'open' ? 'all' : 'open')}
        >
          {state === 'open' ? t('showAll') : t('showOpen')}
        </Button>
      </div>
      {query.isPending && (
        <div className="py-6">
          <Spinner label={t('loading')} />
        </div>
      )}
      {query.isError && (
        <FormAlert className="mt-4">
          {t('loadError')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </FormAlert>
      )}
      {data && data.messages.length === 0 && (
        <p className="mt-4 text-sm text-muted">{state === 'open' ? t('empty') : t('emptyAll')}</p>
      )}
      {data && data.messages.length > 0 && (
        <ul className="mt-4 divide-y divide-line/70">
          {data.messages.map((m) => (
            <ContactItem key={m.id} message={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ContactItem({ message: m }: { message: StaffContactMessage }) {
  const { t, i18n } = useTranslation('contactPanel');
  const mark = useMarkHandled();
  const language = i18n.language || 'pt-BR';
  const handled = m.handledAt !== null;
  return (
    <li className={cn('py-4', handled && 'opacity-70')} data-testid="contact-message">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-ink">{m.name}</p>
        <p className="text-xs text-muted tabular-nums">{formatInstant(m.createdAt, language)}</p>
      </div>
      <p className="mt-1 text-xs text-muted">{t('wroteIn', { language: t(`languages.${m.language}`) })}</p>
      <p className="mt-2 text-sm whitespace-pre-line text-ink-soft">{m.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <a
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-brand ring-1 ring-line hover:ring-brand"
          href={`mailto:${m.email}`}
        >
          <Mail aria-hidden="true" className="size-4" />
          {t('reply')}
          <span className="sr-only"> ({m.email})</span>
        </a>
        {m.phone && (
          <a
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-brand ring-1 ring-line hover:ring-brand"
            href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            {m.phone}
          </a>
        )}
        <Button
          size="sm"
          variant={handled ? 'ghost' : 'secondary'}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: m.id, handled: !handled })}
        >
          {!handled && <MailCheck aria-hidden="true" />}
          {handled ? t('reopen') : t('markHandled')}
        </Button>
        {handled && m.handledAt && (
          <span className="text-xs text-muted">
            {t('handledAt', { when: formatInstant(m.handledAt, language) })}
          </span>
        )}
      </div>
      {mark.isError && <FormAlert className="mt-3">{t('markError')}</FormAlert>}
    </li>
  );
}
