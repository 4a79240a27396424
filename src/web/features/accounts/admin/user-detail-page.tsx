import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_SECTIONS, mayUseSection } from '@/shared/permissions/admin-sections';
import { isStaffRole } from '@/shared/permissions/roles';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-error';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { FactorReset } from '../factors/factor-reset';
import { useStores } from './api/get-stores';
import { useUser } from './api/get-user';
import { UserActivity } from './components/user-activity';
import { RoleBadge } from './components/user-badges';
import { UserFacts } from './components/user-facts';
import { UserManage } from './components/user-manage';
import './i18n';
import { AuditHistoryLink } from '@/web/components/admin/audit-history-link';

/** /admin/usuarios/:id: one person, their orders and addresses, and what the viewer may change. */
export default function UserDetailPage() {
  const { t } = useTranslation('users');
  const server = useServerMessages();
  const { profile } = useAuth();
  const id = useParams().id ?? '';
  const query = useUser(id);
  const stores = useStores().data?.stores ?? [];
  const user = query.data?.user;
  usePageTitle(user ? user.full_name || user.email : t('title'));
  const storeName = (storeId: string | null) =>
    storeId ? (stores.find((s) => s.id === storeId)?.name ?? t('otherStore')) : t('none');
  const back = (
    <Link to={ADMIN_SECTIONS.users.path} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (query.isPending)
    return (
      <div className="grid min-h-[30vh] place-items-center">
        <Spinner label={t('detail.loading')} />
      </div>
    );
  if (!query.data || !user) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>{missing ? t('detail.notFound') : server.error(query.error, t('loadError'))}</FormAlert>
        {!missing && <Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      </div>
    );
  }
  return (
    <div>
      {back}
      <header className="mt-4 mb-6 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-4xl text-ink">{user.full_name || user.email}</h1>
        <RoleBadge role={user.role} />
        <AuditHistoryLink entity="user" id={user.id} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <UserFacts user={user} sms={query.data.sms} storeName={storeName} />
          <UserActivity detail={query.data} mayOpenOrders={mayUseSection(profile?.role, 'orders')} />
        </div>
        <div className="space-y-6">
          {profile && (
            <UserManage
              viewer={{ id: profile.id, role: profile.role }}
              user={user}
              stores={stores}
              onReload={() => void query.refetch()}
            />
          )}
          {/* A lost authenticator: another super_admin resets it (decision 089). */}
          {profile?.role === 'super_admin' && profile.id !== user.id && isStaffRole(user.role) && (
            <FactorReset profileId={user.id} />
          )}
        </div>
      </div>
    </div>
  );
}
