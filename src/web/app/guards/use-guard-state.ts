import { useEffect, useState } from 'react';
import { ADMIN_GUARD_TIMEOUT_MS, type GuardState } from '@/shared/permissions/route-access';
import { useAuth } from '@/web/lib/session/auth-context';

/** The auth state as the §4.3 rules read it; `timedOut` after 8 s of loading on this page. */
export function useGuardState(): GuardState {
  const auth = useAuth();
  const stillLoading = auth.loading || auth.timedOut;
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  useEffect(() => {
    if (!stillLoading) return;
    const timer = window.setTimeout(() => setWaitedTooLong(true), ADMIN_GUARD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [stillLoading]);
  return {
    loading: stillLoading,
    timedOut: auth.timedOut || waitedTooLong,
    signedIn: Boolean(auth.user),
    signedOut: auth.signedOut,
    profile: auth.profile ? { role: auth.profile.role, roleLevel: auth.profile.role_level } : null,
  };
}
