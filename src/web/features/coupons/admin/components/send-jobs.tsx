import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';
import { Badge } from '@/web/components/ui/badge';
import { useSendJobs } from '../api/sending';
import { sendJobPath } from '../paths';

/** The running and recent bulk sends, each reachable again after its tab was closed (admins only). */
export function SendJobs() {
  const { t, i18n } = useTranslation('coupons');
  const query = useSendJobs(true);
  const jobs = query.data?.jobs ?? [];
  if (!query.data || jobs.length === 0) return null;
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <section aria-labelledby="send-jobs" className="mt-10">
      <h2 id="send-jobs" className="text-2xl text-ink">
        {t('send.jobs')}
      </h2>
      <ul className="mt-3 grid gap-2">
        {jobs.map((job) => (
          <li
            key={job.id}
            data-job={job.id}
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-line/60"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-ink tabular-nums">
                {t('send.jobRow', { codes: job.couponCodes.join(', '), done: job.done, total: job.total })}
              </p>
              <p className="text-xs text-muted">{when.format(new Date(job.createdAt))}</p>
            </div>
            <Badge tone={job.status === 'running' ? 'gold' : job.status === 'done' ? 'leaf' : 'neutral'}>
              {t(`job.status.${job.status}`)}
            </Badge>
            <Link
              to={sendJobPath(job.id)}
              className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
            >
              {t('send.openJob')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
