import { CalendarClock, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { formatWhen } from '@/web/lib/format-when';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { type PrivacyRequestRow, useCompletePrivacyRequest } from '../api/privacy-requests';
import { userPath } from './users-list';

const formatDay = (day: string, language: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });

/** One deletion request: who, when, due when, its state, and "anonymise" behind a confirmation. */
export function PrivacyRequestCard({ request }: { request: PrivacyRequestRow }) {
  const { t, i18n } = useTranslation('users');
  const server = useServerMessages();
  const complete = useCompletePrivacyRequest();
  const [asking, setAsking] = useState(false);
  const who = request.user.name || request.user.email;

  const run = async () => {
    try {
      const done = await complete.mutateAsync(request.id);
      notify('success', t('privacy.done', { count: done.ordersKept }));
    } catch (error) {
      notify('error', server.error(error, t('privacy.failed')));
    } finally {
      setAsking(false);
    }
  };

  return (
    <li className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={userPath(request.user.id)}
            className="font-semibold break-all text-ink underline-offset-4 hover:underline"
          >
            {who}
          </Link>
          {request.user.name && <p className="truncate text-sm text-muted">{request.user.email}</p>}
        </div>
        <span className="flex flex-wrap gap-1.5">
          {request.overdue && <Badge tone="danger">{t('privacy.overdue')}</Badge>}
          <Badge tone={request.state === 'open' ? 'gold' : 'leaf'}>
            {t(`privacy.states.${request.state}`)}
          </Badge>
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('privacy.requestedAt')}</dt>
          <dd className="text-ink">{formatWhen(request.requestedAt, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('privacy.dueDate')}</dt>
          <dd className="flex items-center gap-1.5 text-ink">
            <CalendarClock aria-hidden="true" className="size-4 text-brand" />
            {formatDay(request.dueDate, i18n.language)}
          </dd>
        </div>
        {request.completedAt && (
          <div>
            <dt className="text-muted">{t('privacy.completedAt')}</dt>
            <dd className="text-ink">{formatWhen(request.completedAt, i18n.language)}</dd>
          </div>
        )}
      </dl>
      {request.state === 'open' && (
        <div className="mt-5">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            <UserRoundX aria-hidden="true" />
            {t('privacy.complete')}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('privacy.confirm.title', { name: who })}
            description={t('privacy.confirm.body')}
            confirmLabel={t('privacy.confirm.yes')}
            cancelLabel={t('privacy.confirm.cancel')}
            busy={complete.isPending}
            onConfirm={() => void run()}
          />
        </div>
      )}
    </li>
  );
}
