import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_SECTIONS, mayCallStaffRoute, mayUseSection } from '@/shared/permissions/admin-sections';
import { normalizeRole } from '@/shared/permissions/roles';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Pagination } from '@/web/components/ui/pagination';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useStores } from './api/get-stores';
import { useUsers } from './api/get-users';
import { UsersFilterBar } from './components/users-filter-bar';
import { UsersList } from './components/users-list';
import { filtersSearch, hasFilters, pageCount, readFilters, type UserFilters } from './lib/user-filters';
import { privacyRequestsPath } from './paths';
import './i18n';

/**
 * /admin/usuarios: everyone the viewer may see (staff and customers; a manager their store's
 * people and the customers who ordered there), searched, filtered, sorted and paged in the URL.
 */
export default function UsersPage() {
  const { t, i18n } = useTranslation('users');
  usePageTitle(t('title'));
  const { profile } = useAuth();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const query = useUsers(filters);
  const stores = useStores().data?.stores ?? [];
  const show = (next: UserFilters) => setSearch(filtersSearch(next));
  const list = query.data;
  const storeName = (id: string | null) =>
    id ? (stores.find((s) => s.id === id)?.name ?? t('otherStore')) : t('none');
  const manager = normalizeRole(profile?.role) === 'manager';
  // Past USERS_COUNT_CAP the server stops counting (decision 047): "10,000+ people", "of 400+".
  const more = list?.totalCapped ? '+' : '';
  const pages = list ? pageCount(list.total, list.pageSize) : 1;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-4xl text-ink">{t('title')}</h1>
          <p className="mt-2 text-ink-soft">{manager ? t('leadManager') : t('lead')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {list && (
            <p className="text-sm text-muted" aria-live="polite">
              {more
                ? t('totalMore', { total: list.total.toLocaleString(i18n.language) })
                : t('total', { count: list.total })}
            </p>
          )}
          {mayCallStaffRoute(profile?.role, 'GET /api/accounts/privacy-requests') && (
            <Link to={privacyRequestsPath} className={buttonVariants({ variant: 'ghost' })}>
              {t('privacy.title')}
            </Link>
          )}
          {mayUseSection(profile?.role, 'invitations') && (
            <Link to={ADMIN_SECTIONS.invitations.path} className={buttonVariants({ variant: 'secondary' })}>
              {t('invite')}
            </Link>
          )}
        </div>
      </div>
      <div className="mt-6">
        <UsersFilterBar filters={filters} stores={stores} onChange={show} />
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('loading')} rows={5} lead="size-10 rounded-full" />}
        >
          {list && list.users.length === 0 ? (
            <EmptyState
              icon={Users}
              title={t('empty.title')}
              body={hasFilters(filters) ? t('empty.filtered') : t('empty.none')}
            >
              {hasFilters(filters) && (
                <Button variant="secondary" onClick={() => show({ sort: filters.sort, page: 1 })}>
                  {t('filters.clear')}
                </Button>
              )}
            </EmptyState>
          ) : (
            list && (
              <>
                <UsersList users={list.users} viewerId={profile?.id} storeName={storeName} />
                <Pagination
                  layout="spread"
                  page={list.page}
                  totalPages={pages}
                  onPage={(page) => show({ ...filters, page })}
                  labels={{
                    nav: t('pagination'),
                    previous: t('previous'),
                    next: t('next'),
                    pageOf: t('pageOf', { page: list.page, pages: `${pages}${more}` }),
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
