import { ArrowLeft, Globe } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { type SendJob, useCancelJob, useSendJob, useSendOne } from './api/sending';
import { ItemStateBadge, openChatWindow, useSendErrorText } from './components/send-text';
import './i18n';
import { displayPhone } from '@/shared/phones/rules';

type Item = SendJob['items'][number];

/** "Envio Internacional" for a customer the bulk send could not message (SPEC §6 force flag). */
function ManualSend({ item, couponIds }: { item: Item; couponIds: string[] }) {
  const { t } = useTranslation('coupons');
  const send = useSendOne();
  const [links, setLinks] = useState<string[] | null>(null);
  if (item.manualAt && !links) return <Badge tone="leaf">{t('job.manualAt')}</Badge>;
  return (
    <div>
      <Button
        size="sm"
        variant="whatsapp"
        disabled={send.isPending}
        onClick={() => {
          const chat = openChatWindow();
          send.mutate(
            { couponIds, customerId: item.customerId, force: true, jobItemId: item.id },
            {
              onSuccess: ({ result }) => {
                chat.go(result.chatLinks?.[0]);
                setLinks(result.chatLinks ?? []);
              },
              onError: () => chat.go(undefined),
            },
          );
        }}
      >
        <Globe aria-hidden="true" />
        {t('send.manual')}
      </Button>
      {links && links.length > 0 && (
        <p className="mt-1 text-xs text-ink-soft">
          {t('send.manualLinks')}{' '}
          {links.map((link) => (
            <a
              key={link}
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="mr-2 font-semibold underline"
            >
              {t('send.openChat')}
            </a>
          ))}
        </p>
      )}
    </div>
  );
}

/**
 * /admin/cupons/envios/:id: a bulk send followed live (read every second while it runs): the
 * progress bar, each customer's state, the totals, cancel, and at the end the §3.6 result with
 * §4.5's overall success. The send runs on the server: this page may be closed and opened again.
 */
/** A manager may see coupons but not send them (decision 044): told so instead of a refused call. */
export default function SendJobPage() {
  const { permissions } = useAuth();
  if (!permissions.includes('manage_system_settings')) return <ReadOnly />;
  return <SendJobPageInner />;
}

function ReadOnly() {
  const { t } = useTranslation('coupons');
  return <FormAlert>{t('readOnly')}</FormAlert>;
}

function SendJobPageInner() {
  const { t } = useTranslation('coupons');
  usePageTitle(t('job.title'));
  const { id = '' } = useParams();
  const server = useServerMessages();
  const sendError = useSendErrorText();
  const query = useSendJob(id);
  const cancel = useCancelJob(id);
  const [confirming, setConfirming] = useState(false);
  const data = query.data;

  const back = (
    <Link
      to={ADMIN_SECTIONS.coupons.path}
      className="inline-flex items-center gap-1.5 text-sm text-ink-soft hover:text-brand"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('job.back')}
    </Link>
  );
  if (query.isPending)
    return (
      <div aria-busy="true">
        {back}
        <p className="sr-only">{t('job.loading')}</p>
        <Skeleton className="mt-6 h-10 w-64" />
        <Skeleton className="mt-4 h-4 w-full" />
      </div>
    );
  if (!data)
    return (
      <div>
        {back}
        <FormAlert className="mt-6">{server.error(query.error, t('job.loadError'))}</FormAlert>
      </div>
    );

  const { job, items, result } = data;
  const percent = job.total === 0 ? 100 : Math.round((job.done / job.total) * 100);
  const running = job.status === 'running';

  return (
    <div>
      {back}
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl text-ink">{t('job.title')}</h1>
          <p className="mt-2 text-ink-soft">{t('job.coupons', { codes: job.couponCodes.join(', ') })}</p>
        </div>
        <Badge
          tone={running ? 'gold' : job.status === 'done' ? 'leaf' : 'neutral'}
          data-job-status={job.status}
        >
          {t(`job.status.${job.status}`)}
        </Badge>
      </div>

      <section className="mt-6 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-ink tabular-nums" data-progress>
            {t('job.progress', { done: job.done, count: job.total })}
          </p>
          <p className="text-sm text-ink-soft tabular-nums">
            {t('job.totals', {
              success: job.counts.success,
              error: job.counts.error,
              pending: job.counts.pending + job.counts.sending,
            })}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t('job.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={job.total}
          aria-valuenow={job.done}
          aria-valuetext={t('job.progress', { done: job.done, count: job.total })}
          className="mt-3 h-3 overflow-hidden rounded-full bg-parchment ring-1 ring-line/60"
        >
          <div
            className="h-full rounded-full bg-leaf transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        {running && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-soft">{t('job.safeToLeave')}</p>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={<Button variant="secondary">{t('job.cancel')}</Button>}
              title={t('job.cancelTitle')}
              description={t('job.cancelBody')}
              confirmLabel={t('job.cancelConfirm')}
              cancelLabel={t('job.keep')}
              busy={cancel.isPending}
              onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
            />
          </div>
        )}
        {cancel.error && (
          <FormAlert className="mt-3">{server.error(cancel.error, t('job.cancelFailed'))}</FormAlert>
        )}
      </section>

      {!running && (
        <section
          className="mt-6"
          aria-labelledby="job-result"
          data-result={result.success ? 'success' : 'failure'}
        >
          <h2 id="job-result" className="text-2xl text-ink">
            {t('job.resultTitle')}
          </h2>
          <FormAlert kind={result.success ? 'success' : 'error'} className="mt-3">
            <p className="font-semibold">
              {result.success ? t('job.resultSuccess') : t('job.resultFailure')}
            </p>
            <p className="tabular-nums">
              {t('job.result', {
                total: result.totalCustomers,
                success: result.successfulSends,
                failed: result.failedSends,
              })}
            </p>
          </FormAlert>
        </section>
      )}

      <ul className="mt-6 grid gap-2" aria-live="polite">
        {items.map((item) => (
          <li
            key={item.id}
            data-item={item.name}
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-line/60"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink">{item.name}</p>
              <p className="text-sm break-all text-ink-soft">{item.phone && displayPhone(item.phone)}</p>
              {item.error && <p className="mt-1 text-sm text-brand-dark">{sendError(item.error)}</p>}
            </div>
            <ItemStateBadge state={item.state} />
            {item.blocked && <ManualSend item={item} couponIds={job.couponIds} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
