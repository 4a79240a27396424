import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverErrorsQuerySchema } from '@/shared/logs/schemas';
import { ListLoad } from '@/web/components/admin/list-load';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Pagination } from '@/web/components/ui/pagination';
import { call, client } from '@/web/lib/api-client';
import { pageCount, urlFilters } from '@/web/lib/url-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import './i18n';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';

const KEYS = ['q', 'page'] as const;
const filters = urlFilters(serverErrorsQuerySchema, KEYS, { page: 1 });
type Filters = ReturnType<typeof filters.read>;

const getErrors = (f: Filters) =>
  call(client.logs.staff.errors.$get({ query: Object.fromEntries(filters.write(f)) }));

/** /admin/registros (view_logs): the server's recent errors with their request ids (decision 053). */
export default function ServerErrorsPage() {
  const { t, i18n } = useTranslation('serverErrors');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const current = filters.read(params);
  const query = useQuery({
    queryKey: ['staff', 'server-errors', filters.write(current).toString()],
    queryFn: () => getErrors(current),
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-US' : 'pt-BR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  });
  const page = query.data;
  const total = page ? pageCount(page.total, page.pageSize) : 1;

  return (
    <div className="space-y-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-ink">{t('title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('lead')}</p>
      </header>
      <search>
        <form
          key={filters.write(current).toString()}
          className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:flex-row sm:items-end sm:p-5"
          onSubmit={(event) => {
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get('q') ?? '');
            setParams(filters.write(filters.read(new URLSearchParams({ q }))));
          }}
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink">
            {t('search')}
            <Input
              type="search"
              name="q"
              maxLength={200}
              defaultValue={current.q ?? ''}
              placeholder={t('searchPlaceholder')}
            />
          </label>
          <Button type="submit" className="h-12">
            <Search aria-hidden="true" />
            {t('apply')}
          </Button>
        </form>
      </search>
      <ListLoad query={query} texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}>
        {page && page.entries.length === 0 && (
          <p className="text-ink-soft">{current.q ? t('emptyFiltered') : t('empty')}</p>
        )}
        {page && page.entries.length > 0 && (
          <>
            <ol className="space-y-3">
              {page.entries.map((e) => (
                <li key={e.id} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60">
                  <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
                    <dt className="font-semibold text-ink">{t('columns.at')}</dt>
                    <dd className="text-ink-soft">
                      <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                    </dd>
                    {e.count > 1 && (
                      <>
                        <dt className="font-semibold text-ink">{t('columns.count')}</dt>
                        <dd className="text-ink-soft">
                          {t('countDetail', { times: e.count, time: when.format(new Date(e.lastAt)) })}
                        </dd>
                      </>
                    )}
                    <dt className="font-semibold text-ink">{t('columns.status')}</dt>
                    <dd className="text-ink">{e.status}</dd>
                    <dt className="font-semibold text-ink">{t('columns.route')}</dt>
                    <dd className="min-w-0 break-all">
                      <code>
                        {e.method} {e.route}
                      </code>
                      {e.path !== e.route && <code className="block text-muted">{e.path}</code>}
                    </dd>
                    <dt className="font-semibold text-ink">{t('columns.message')}</dt>
                    <dd className="min-w-0 break-words text-ink">{e.message}</dd>
                    <dt className="font-semibold text-ink">{t('columns.request')}</dt>
                    <dd className="min-w-0 break-all">
                      <code>{e.requestId}</code>
                    </dd>
                  </dl>
                </li>
              ))}
            </ol>
            <Pagination
              layout="spread"
              page={page.page}
              totalPages={total}
              onPage={(p) => setParams(filters.write({ ...current, page: p }))}
              labels={{
                nav: t('pagination.nav'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                pageOf: t('pagination.pageOf', { page: page.page, total }),
              }}
            />
          </>
        )}
      </ListLoad>
    </div>
  );
}
