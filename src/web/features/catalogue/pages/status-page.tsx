import { CheckCircle2, Loader2, RefreshCw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useStatus } from '../api/get-status';
import { useLanguage } from '../hooks/use-language';
import '../status-i18n';

function StatusCard({
  title,
  hint,
  state,
  lines,
}: {
  title: string;
  hint: string;
  state: 'checking' | 'ok' | 'failed';
  lines: string[];
}) {
  const { t } = useTranslation('statusPage');
  const Icon = state === 'ok' ? CheckCircle2 : state === 'failed' ? XCircle : Loader2;
  return (
    <li className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl text-ink">{title}</h2>
          <p className="mt-1 font-mono text-xs text-muted">{hint}</p>
        </div>
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
            state === 'ok' && 'bg-leaf/10 text-leaf',
            state === 'failed' && 'bg-brand-soft text-brand',
            state === 'checking' && 'bg-parchment text-ink-soft',
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn('size-4', state === 'checking' && 'animate-spin motion-reduce:animate-none')}
          />
          {t(`${state}`)}
        </span>
      </div>
      <ul className="mt-4 space-y-1 text-sm text-ink-soft">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </li>
  );
}

/** /teste-acougue: server health and the database connectivity test (SPEC §7.2), checked on demand. */
export default function StatusPage() {
  const { t } = useTranslation('statusPage');
  const language = useLanguage();
  const { data, isFetching, refetch } = useStatus();
  usePageTitle(t('title'));
  const state = (ok: boolean | undefined) =>
    isFetching || ok === undefined ? 'checking' : ok ? 'ok' : 'failed';
  const sample = data?.database.detail?.sample;

  return (
    <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 sm:pt-14">
      <h1 className="text-4xl text-ink sm:text-5xl">{t('title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t('intro')}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2" aria-live="polite">
        <StatusCard
          title={t('server')}
          hint={t('serverHint')}
          state={state(data?.server.ok)}
          lines={data && !isFetching ? [t('serverTime', { ms: data.server.ms })] : []}
        />
        <StatusCard
          title={t('database')}
          hint={t('databaseHint')}
          state={state(data?.database.ok)}
          lines={
            data && !isFetching
              ? [
                  t('queryTime', { ms: data.database.ms }),
                  ...(data.database.ok
                    ? [sample ? t('sample', { name: localized(sample.name, null, language) }) : t('noSample')]
                    : []),
                ]
              : []
          }
        />
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" />
          {t('retest')}
        </Button>
        {data && (
          <p className="text-sm text-muted">
            {t('checkedAt', {
              time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(data.checkedAt),
            })}
          </p>
        )}
      </div>
    </div>
  );
}
