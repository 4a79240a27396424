import { ClipboardList, LogOut, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes, useNavigate } from 'react-router';
import { normalizeRole } from '../../../shared/permissions/roles';
import { paths, routePatterns } from '../../../shared/routes';
import { Button, buttonVariants } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useAccountMenu } from '../../features/auth/use-account-menu';
import { OrderDeskDetail } from '../../features/orders/admin/order-desk-detail';
import { OrdersDesk } from '../../features/orders/admin/orders-desk';
import { cn } from '../../lib/cn';
import { useAuth } from '../../lib/session/auth-context';
import '../../features/orders/admin/i18n';

function PanelNotFound() {
  const { t } = useTranslation('admin');
  return (
    <EmptyState icon={ClipboardList} title={t('notFound')}>
      <Link to={paths.adminOrders} className={buttonVariants()}>
        {t('order.back')}
      </Link>
    </EmptyState>
  );
}

/**
 * /admin/* (guarded for super_admin, admin and manager, SPEC §6): the staff's panel. Its first
 * section is the order desk; /admin opens it. Decision 021.
 */
export default function AdminPage() {
  const { t } = useTranslation(['admin', 'auth']);
  const { user, profile } = useAuth();
  const { onSignOut } = useAccountMenu();
  const navigate = useNavigate();
  const role = normalizeRole(profile?.role);
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(buttonVariants({ variant: isActive ? 'primary' : 'ghost', size: 'sm' }));
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{t('title')}</p>
          {user && (
            <p className="mt-1 text-sm text-muted">
              {t('signedInAs', {
                name: profile?.name ?? user.name,
                role: role ? t(`auth:profile.roles.${role}`) : '',
              })}
            </p>
          )}
        </div>
        <nav aria-label={t('nav.label')} className="flex flex-wrap items-center gap-1.5">
          <NavLink to={paths.adminOrders} className={tab}>
            <ClipboardList aria-hidden="true" />
            {t('nav.orders')}
          </NavLink>
          <Link to={paths.home} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <Store aria-hidden="true" />
            {t('nav.store')}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            // Leave the guarded panel first, or its guard would send the signed-out page to the login.
            onClick={() => {
              navigate(paths.home);
              void onSignOut();
            }}
          >
            <LogOut aria-hidden="true" />
            {t('nav.signOut')}
          </Button>
        </nav>
      </div>
      <div className="pt-8">
        <Routes>
          <Route index element={<Navigate to={paths.adminOrders} replace />} />
          <Route path={routePatterns.adminOrders} element={<OrdersDesk />} />
          <Route path={routePatterns.adminOrder} element={<OrderDeskDetail />} />
          <Route path="*" element={<PanelNotFound />} />
        </Routes>
      </div>
    </div>
  );
}
