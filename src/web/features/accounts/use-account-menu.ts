import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routes';
import { useAuth } from '@/web/lib/session/auth-context';
import { notify } from '@/web/lib/toast';

/**
 * What the header's user menu and the drawer need: the signed-in person as {email, role} (null
 * for a visitor or while loading) and a sign-out that ends the session and returns home.
 */
export function useAccountMenu() {
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation('layout');
  const onSignOut = useCallback(async () => {
    await signOut();
    navigate(paths.home);
    notify('success', t('user.signedOut'));
  }, [signOut, navigate, t]);
  return { user: user ? { email: user.email, role: profile?.role ?? '' } : null, onSignOut };
}
