import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Input } from '@/web/components/ui/input';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { type StoreRow, useStores } from './api/get-stores';
import { NewStoreDialog } from './components/new-store-dialog';
import './i18n';

export const storePath = (id: string) => `${ADMIN_SECTIONS.stores.path}/${encodeURIComponent(id)}`;

const matches = (store: StoreRow, q: string) =>
  `${store.name} ${store.address}`.toLocaleLowerCase('pt-BR').includes(q.toLocaleLowerCase('pt-BR'));

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation('stores');
  return <Badge tone={on ? 'leaf' : 'neutral'}>{on ? t('on') : t('off')}</Badge>;
}

/**
 * /admin/lojas: the stores the staff member may see (a manager: their own, read-only), with what
 * each offers at a glance. The search lives in the URL (`?q=`), so a link keeps it.
 */
export default function StoresPage() {
  const { t } = useTranslation('stores');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const { permissions } = useAuth();
  const canManage = permissions.includes('manage_stores');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [creating, setCreating] = useState(false);
  const query = useStores();
  const all = query.data?.stores ?? [];
  const shown = q ? all.filter((s) => matches(s, q)) : all;

  const create = canManage && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {t('new')}
    </Button>
  );

  return (
    <div>
      <AdminPageHeader title={t('title')} lead={t('lead')} action={all.length > 0 && create} />
      {all.length > 1 && (
        <div className="mt-6 max-w-sm">
          <label htmlFor="stores-search" className="text-sm font-medium text-ink">
            {t('search')}
          </label>
          <Input
            id="stores-search"
            type="search"
            className="mt-1.5"
            placeholder={t('searchPlaceholder')}
            value={q}
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          />
        </div>
      )}
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('loading')} rows={2} lead="size-10 rounded-xl" />}
        >
          {all.length === 0 ? (
            <EmptyState icon={Store} title={t('empty.title')} body={t('empty.body')}>
              {create}
            </EmptyState>
          ) : shown.length === 0 ? (
            <p className="rounded-3xl bg-white p-6 text-ink-soft shadow-card ring-1 ring-line/60">
              {t('noMatch')}
            </p>
          ) : (
            <Table>
              <TableCaption>{t('listCaption')}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('col.name')}</TableHead>
                  <TableHead className="hidden md:table-cell">{t('col.address')}</TableHead>
                  <TableHead>{t('col.status')}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t('col.pickup')}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t('col.delivery')}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t('col.zones')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.map((store) => (
                  <TableRow key={store.id}>
                    <TableCell>
                      <Link
                        to={storePath(store.id)}
                        className="font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
                      >
                        {store.name}
                      </Link>
                      <p className="mt-0.5 text-xs text-muted md:hidden">{store.address || t('noAddress')}</p>
                      <p className="mt-0.5 text-xs text-muted sm:hidden">
                        {t('col.pickup')}: {store.pickupEnabled ? t('on') : t('off')} · {t('col.delivery')}:{' '}
                        {store.deliveryEnabled ? t('on') : t('off')}
                      </p>
                    </TableCell>
                    <TableCell className="hidden text-ink-soft md:table-cell">
                      {store.address || t('noAddress')}
                    </TableCell>
                    <TableCell>
                      <Badge tone={store.isActive ? 'leaf' : 'neutral'}>
                        {store.isActive ? t('active') : t('inactive')}
                      </Badge>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <OnOff on={store.pickupEnabled} />
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <OnOff on={store.deliveryEnabled} />
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                      {t('zones', { count: store.zoneCount })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </ListLoad>
      </div>
      {canManage && (
        <NewStoreDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(id) => navigate(storePath(id))}
        />
      )}
    </div>
  );
}
