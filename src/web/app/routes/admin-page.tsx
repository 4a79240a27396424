import { useNavigate } from 'react-router';
import { paths } from '@/shared/routes';
import { useAccountMenu } from '@/web/features/accounts/use-account-menu';
import { useAuth } from '@/web/lib/session/auth-context';
import { AdminRoutes } from './admin/admin-routes';
import '@/web/features/orders/admin/i18n';

/**
 * /admin/* (guarded for super_admin, admin and manager, SPEC §6): the staff's panel, its frame and
 * the sections the signed-in role may open. Decisions 021 and 028.
 */
export default function AdminPage() {
  const { user, profile } = useAuth();
  const { onSignOut } = useAccountMenu();
  const navigate = useNavigate();
  const name = profile?.name || user?.name || user?.email || '';
  return (
    <AdminRoutes
      person={{ name, email: user?.email ?? '', role: profile?.role }}
      // Leave the guarded panel first, or its guard would send the signed-out page to the login.
      onSignOut={() => {
        navigate(paths.home);
        void onSignOut();
      }}
    />
  );
}
