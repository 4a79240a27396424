import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { PRIVACY_REQUESTS_PAGE_SIZE, privacyRequestsQuery } from '@/shared/privacy/schemas';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Pagination } from '@/web/components/ui/pagination';
import { pageCount } from '@/web/lib/url-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import { usePrivacyRequests } from './api/privacy-requests';
import { PrivacyRequestCard } from './components/privacy-request-card';
import './i18n';

const STATES = ['open', 'completed', 'all'] as const;

/** The URL's state and page, read back with the API's own schema (a bad value is dropped). */
function readParams(search: URLSearchParams) {
  const parsed = privacyRequestsQuery.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : privacyRequestsQuery.parse({});
}

/**
 * /admin/usuarios/privacidade (decision 047): the customers' deletion requests with their state
 * and due date (15 business days), open first and the nearest due first; "anonymise" carries one
 * out. State and page live in the URL.
 */
export default function PrivacyRequestsPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('privacy.title'));
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const query = usePrivacyRequests(params);
  const list = query.data;
  const show = (next: { state: string; page: number }) => {
    const out = new URLSearchParams();
    if (next.state !== 'open') out.set('state', next.state);
    if (next.page > 1) out.set('page', String(next.page));
    setSearch(out);
  };
  const pages = list ? pageCount(list.total, PRIVACY_REQUESTS_PAGE_SIZE) : 1;

  return (
    <div className="max-w-4xl">
      <h1 className="text-4xl text-ink">{t('privacy.title')}</h1>
      <p className="mt-2 text-ink-soft">{t('privacy.lead')}</p>
      <p className="mt-2 text-sm">
        <Link
          to={ADMIN_SECTIONS.users.path}
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {t('privacy.backToUsers')}
        </Link>
      </p>
      <nav aria-label={t('privacy.filter')} className="mt-6 flex flex-wrap gap-2">
        {STATES.map((state) => (
          <button
            key={state}
            type="button"
            aria-pressed={params.state === state}
            onClick={() => show({ state, page: 1 })}
            className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-line transition-colors hover:bg-parchment focus-visible:outline-2 aria-pressed:bg-brand aria-pressed:text-white aria-pressed:ring-brand"
          >
            {t(`privacy.filters.${state}`)}
          </button>
        ))}
      </nav>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('loading'), error: t('privacy.loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('loading')} rows={3} lead="size-10 rounded-full" />}
        >
          {list && list.requests.length === 0 ? (
            <EmptyState
              icon={ShieldCheck}
              title={t('privacy.empty.title')}
              body={t(`privacy.empty.${params.state}`)}
            />
          ) : (
            list && (
              <>
                <ul className="space-y-3">
                  {list.requests.map((request) => (
                    <PrivacyRequestCard key={request.id} request={request} />
                  ))}
                </ul>
                <Pagination
                  layout="spread"
                  page={list.page}
                  totalPages={pages}
                  onPage={(page) => show({ state: params.state, page })}
                  labels={{
                    nav: t('pagination'),
                    previous: t('previous'),
                    next: t('next'),
                    pageOf: t('pageOf', { page: list.page, pages }),
                  }}
                />
              </>
            )
          )}
        </ListLoad>
      </div>
    </div>
  );
}
