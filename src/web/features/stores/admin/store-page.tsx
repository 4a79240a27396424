import { ArrowLeft, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { Badge } from '@/web/components/ui/badge';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-error';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useStore } from './api/get-store';
import { FulfilmentForm } from './components/fulfilment-form';
import { StoreDetailsForm } from './components/store-details-form';
import './i18n';
import { AuditHistoryLink } from '@/web/components/admin/audit-history-link';

/**
 * /admin/lojas/:id: one store — its details, then pickup, delivery, rules and closed days. Admins
 * edit; a manager reads their own store with every control disabled and no save button (the
 * server refuses their writes anyway).
 */
export default function StorePage() {
  const { t } = useTranslation('stores');
  const server = useServerMessages();
  const id = useParams().id ?? '';
  const { permissions } = useAuth();
  const readOnly = !permissions.includes('manage_stores');
  const query = useStore(id);
  const data = query.data;
  usePageTitle(data?.store.name ?? t('title'));
  const back = (
    <Link to={ADMIN_SECTIONS.stores.path} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" />
      {t('back')}
    </Link>
  );

  if (query.isPending)
    return (
      <div className="grid min-h-[30vh] place-items-center">
        <Spinner label={t('loadingOne')} />
      </div>
    );
  if (!data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>{missing ? t('notFound') : server.error(query.error, t('loadError'))}</FormAlert>
        {!missing && <Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      </div>
    );
  }
  const { store, fulfilment, bookedAhead } = data;
  return (
    <div>
      {back}
      <header className="mt-4 mb-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-4xl text-ink">{store.name}</h1>
          <Badge tone={store.isActive ? 'leaf' : 'neutral'}>
            {store.isActive ? t('active') : t('inactive')}
          </Badge>
          <AuditHistoryLink entity="store" id={store.id} />
        </div>
        {store.address && <p className="mt-2 text-ink-soft">{store.address}</p>}
      </header>
      {readOnly && (
        <p className="mb-6 flex items-center gap-2 rounded-2xl bg-brand-soft px-4 py-3 text-sm text-ink ring-1 ring-brand/30">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          {t('readOnly')}
        </p>
      )}
      <div className="space-y-6">
        {/* A new form per version, so a reload after a colleague's save starts from it. */}
        <StoreDetailsForm key={`store-${store.updatedAt}`} store={store} readOnly={readOnly} />
        {fulfilment && (
          <FulfilmentForm
            key={`fulfilment-${fulfilment.updatedAt}`}
            storeId={store.id}
            fulfilment={fulfilment}
            bookedAhead={bookedAhead}
            readOnly={readOnly}
          />
        )}
      </div>
    </div>
  );
}
