import { Inbox, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deskListQuerySchema } from '@/shared/messaging/desk';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Pagination } from '@/web/components/ui/pagination';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { formatWhen } from '@/web/lib/format-when';
import { useAuth } from '@/web/lib/session/auth-context';
import { notify } from '@/web/lib/toast';
import { pageCount, urlFilters } from '@/web/lib/url-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { type DeskFilters, useMessages, useRetryAll } from './api/desk';
import { DeskFilterBar } from './components/desk-filters';
import { ChannelLabel, StateBadge, useReasonText } from './components/desk-text';
import { MessageSheet } from './components/message-sheet';
import './i18n';

/** "2026-11-20" as the interface writes a day (20/11/2026, 11/20/2026); it is a calendar day, read in UTC. */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

const inUrl = urlFilters(deskListQuerySchema, ['state', 'kind', 'channel', 'from', 'to', 'page'], {
  page: 1,
});

/**
 * /admin/mensagens: every message the outbox holds, newest first; state, kind, channel, days and
 * page live in the URL. A row opens the whole text; failed and not-configured ones can be sent again.
 */
export default function MessagesPage() {
  const { t, i18n } = useTranslation('messageDesk');
  usePageTitle(t('title'));
  const server = useServerMessages();
  const reasonText = useReasonText();
  const { permissions } = useAuth();
  const canRetry = permissions.includes('manage_system_settings');
  const [params, setParams] = useSearchParams();
  const filters = inUrl.read(params) as DeskFilters;
  const show = (next: DeskFilters) => setParams(inUrl.write(next), { replace: true });
  const query = useMessages(filters);
  const retryAll = useRetryAll();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = query.data;
  const filtered = Boolean(filters.state || filters.kind || filters.channel || filters.from || filters.to);
  const pages = list ? pageCount(list.total, list.pageSize) : 1;

  const { page: _page, ...selection } = filters;
  const scope = [
    filters.from && filters.to
      ? t('scope.between', {
          from: shortDay(filters.from, i18n.language),
          to: shortDay(filters.to, i18n.language),
        })
      : filters.from
        ? t('scope.since', { from: shortDay(filters.from, i18n.language) })
        : filters.to
          ? t('scope.until', { to: shortDay(filters.to, i18n.language) })
          : null,
    filters.kind ? t(`kinds.${filters.kind}`) : null,
    filters.channel ? t(`channels.${filters.channel}`) : null,
    filters.state ? t(`states.${filters.state}`) : null,
  ].filter((part): part is string => Boolean(part));

  const sendAllAgain = async () => {
    try {
      const { retried } = await retryAll.mutateAsync(selection);
      notify('success', t('retriedAll', { count: retried }));
    } catch (error) {
      notify('error', server.error(error, t('retryFailed')));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl text-ink">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">{t('lead')}</p>
        </div>
        {canRetry && list && list.retryable > 0 && (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="secondary">
                <RotateCcw aria-hidden="true" />
                {t(filtered ? 'retryAllFiltered' : 'retryAll', { count: list.retryable })}
              </Button>
            }
            title={t(filtered ? 'retryAllFilteredTitle' : 'retryAllTitle')}
            description={[
              t('retryAllBody', { count: list.retryable }),
              ...(scope.length ? [t('scope.only', { filters: scope.join(' · ') })] : []),
            ].join(' ')}
            confirmLabel={t('retryAllConfirm')}
            cancelLabel={t('cancel')}
            onConfirm={sendAllAgain}
            busy={retryAll.isPending}
          />
        )}
      </div>
      <div className="mt-6">
        <DeskFilterBar filters={filters} onChange={show} />
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('loading')} rows={4} lead="size-10 rounded-xl" />}
        >
          {!list ? null : list.messages.length === 0 ? (
            filtered || filters.page > 1 ? (
              <p className="rounded-3xl bg-white p-6 text-ink-soft shadow-card ring-1 ring-line/60">
                {t('noMatch')}
              </p>
            ) : (
              <EmptyState icon={Inbox} title={t('empty.title')} body={t('empty.body')} />
            )
          ) : (
            <>
              <Table>
                <TableCaption>{t('caption')}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('col.message')}</TableHead>
                    <TableHead className="hidden md:table-cell">{t('col.recipient')}</TableHead>
                    <TableHead>{t('col.state')}</TableHead>
                    <TableHead className="hidden lg:table-cell">{t('col.attempts')}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t('col.created')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.messages.map((m) => (
                    <TableRow key={m.id} data-message-row={m.kind}>
                      <TableCell className="min-w-0 max-w-[32rem]">
                        <button
                          type="button"
                          onClick={() => setOpenId(m.id)}
                          className="text-left font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
                        >
                          {t(`kinds.${m.kind}`)}
                        </button>
                        <p className="mt-0.5 text-xs">
                          <ChannelLabel channel={m.channel} />
                        </p>
                        <p className="mt-1 line-clamp-2 text-sm break-words text-ink-soft">{m.preview}</p>
                        <p className="mt-1 text-xs break-all text-muted md:hidden">{m.recipient}</p>
                        {m.lastError && (
                          <p className="mt-1 text-xs break-words text-brand-dark" data-last-error>
                            {reasonText(m)}
                          </p>
                        )}
                      </TableCell>
                      <TableCell className="hidden break-all text-ink-soft md:table-cell">
                        {m.recipient}
                      </TableCell>
                      <TableCell>
                        <StateBadge state={m.state} />
                      </TableCell>
                      <TableCell className="hidden tabular-nums lg:table-cell">{m.attempts}</TableCell>
                      <TableCell className="hidden whitespace-nowrap text-ink-soft sm:table-cell">
                        {formatWhen(m.createdAt, i18n.language)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pagination
                layout="spread"
                page={list.page}
                totalPages={pages}
                onPage={(page) => show({ ...filters, page })}
                labels={{
                  nav: t('pagination.nav'),
                  previous: t('pagination.previous'),
                  next: t('pagination.next'),
                  pageOf: t('pagination.pageOf', { page: list.page, total: pages }),
                }}
              />
            </>
          )}
        </ListLoad>
      </div>
      <MessageSheet id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
