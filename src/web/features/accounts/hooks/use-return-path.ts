import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isStaffRole } from '@/shared/permissions/roles';
import { paths } from '@/shared/routes';
import { useAuth } from '@/web/lib/session/auth-context';

/** Where a guard sent the person from (`state.from`), if it is a page of this app. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Where a signed-in person goes from the sign-in and sign-up pages: back where they came from, else their home. */
export function destinationAfterSignIn(state: unknown, role: string | null | undefined): string {
  return returnPath(state) ?? (isStaffRole(role) ? paths.admin : paths.home);
}

/**
 * The sign-in and sign-up pages are for visitors: someone already signed in who opens one (a
 * bookmark, the back button) is sent on at once. Not while the page's own form is at work — its
 * submit signs the person in and decides where they go.
 */
export function useSendSignedInOn(formAtWork: boolean) {
  const { isAuthenticated, profile } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || formAtWork || !isAuthenticated) return;
    sent.current = true;
    navigate(destinationAfterSignIn(location.state, profile?.role), { replace: true });
  }, [formAtWork, isAuthenticated, profile?.role, location.state, navigate]);
}
