import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRetryable } from '@/shared/messaging/desk';
import { LoadError } from '@/web/components/admin/list-load';
import { Button } from '@/web/components/ui/button';
import { SideSheet } from '@/web/components/ui/side-sheet';
import { Spinner } from '@/web/components/ui/spinner';
import { formatWhen } from '@/web/lib/format-when';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useMessage, useRetryMessage } from '../api/desk';
import { ChannelLabel, StateBadge, useReasonText } from './desk-text';

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One message opened from the list: its facts, its whole text, and "send again" when it failed. */
export function MessageSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('messageDesk');
  const server = useServerMessages();
  const reasonText = useReasonText();
  const query = useMessage(id);
  const retry = useRetryMessage();
  const m = query.data?.message;
  const when = (iso: string) => formatWhen(iso, i18n.language);

  const sendAgain = async () => {
    if (!m) return;
    try {
      await retry.mutateAsync(m.id);
      notify('success', t('retried'));
    } catch (error) {
      notify('error', server.error(error, t('retryFailed')));
    }
  };

  return (
    <SideSheet
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m ? t(`kinds.${m.kind}`) : t('detail.title')}
      closeLabel={t('detail.close')}
      className="w-[min(34rem,100vw)]"
    >
      <div className="flex-1 overflow-y-auto px-5 py-5">
        {query.isPending ? (
          <Spinner label={t('loading')} />
        ) : query.isError || !m ? (
          <LoadError
            error={query.error}
            texts={{ loading: t('loading'), error: t('detail.loadError'), retry: t('retry') }}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <div className="space-y-6" data-message={m.id}>
            <div className="flex flex-wrap items-center gap-3">
              <StateBadge state={m.state} />
              <ChannelLabel channel={m.channel} />
            </div>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact term={t('col.recipient')}>{m.recipient}</Fact>
              <Fact term={t('detail.attempts')}>{m.attempts}</Fact>
              <Fact term={t('detail.created')}>{when(m.createdAt)}</Fact>
              {m.sentAt ? (
                <Fact term={t('detail.sent')}>{when(m.sentAt)}</Fact>
              ) : m.state === 'queued' ? (
                <Fact term={t('detail.next')}>{when(m.nextAttemptAt)}</Fact>
              ) : null}
              {m.subject && (
                <Fact wide term={t('detail.subject')}>
                  {m.subject}
                </Fact>
              )}
              {m.lastError && (
                <Fact wide term={t('detail.lastError')}>
                  <span className="text-brand-dark">{reasonText(m)}</span>
                </Fact>
              )}
            </dl>
            <div>
              <h3 className="font-sans text-xs font-semibold tracking-wide text-muted uppercase">
                {t('detail.text')}
              </h3>
              <pre className="mt-2 max-h-[50vh] overflow-auto rounded-2xl bg-parchment p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
                {m.body}
              </pre>
            </div>
            {isRetryable(m.state) && (
              <Button onClick={sendAgain} disabled={retry.isPending} className="w-full sm:w-auto">
                <RotateCcw aria-hidden="true" />
                {t('retryOne')}
              </Button>
            )}
          </div>
        )}
      </div>
    </SideSheet>
  );
}
