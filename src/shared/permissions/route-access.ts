import { paths } from '../routes';
import { isStaffRole, normalizeRole } from './roles';

export type GuardState = {
  /** The session (user and profile) is still being fetched. */
  loading: boolean;
  /** The admin guard's 8 s timer ran out while loading (SPEC §4.3, §9). */
  timedOut: boolean;
  signedIn: boolean;
  profile: { role: string | null; roleLevel: number } | null;
  /**
   * The person signed out on this page. Their sign-out goes home; a guarded page that redraws
   * first with no session must not send them to the login form instead (a race on a busy phone).
   */
  signedOut?: boolean;
};

export type GuardDecision = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/** SPEC §9: the admin guard gives up waiting for user data after 8000 ms. */
export const ADMIN_GUARD_TIMEOUT_MS = 8000;
/** SPEC §4.1/§9: the auth loading flag is forced false after 8 s. */
export const AUTH_LOADING_TIMEOUT_MS = 8000;

/**
 * SPEC §4.3 admin area (/admin/*), rule by rule in the spec's order. The operator joins the staff
 * roles it allows (decision 070); her role level is 4 (§6: any other role), so the level rule that
 * sends level 4 to /profile is about every role but hers.
 */
export function adminRouteDecision(state: GuardState): GuardDecision {
  if (state.loading) return state.timedOut ? { kind: 'redirect', to: paths.profile } : { kind: 'loading' };
  if (!state.signedIn) return { kind: 'redirect', to: state.signedOut ? paths.home : paths.login };
  const role = normalizeRole(state.profile?.role);
  if (role === 'customer' || (state.profile?.roleLevel === 4 && role !== 'operator'))
    return { kind: 'redirect', to: paths.profile };
  if (isStaffRole(role)) return { kind: 'allow' };
  return { kind: 'redirect', to: paths.profile };
}

/** SPEC §4.3 customer area (/customer): loading, then signed in or off to /auth. */
export function customerRouteDecision(
  state: Pick<GuardState, 'loading' | 'signedIn' | 'signedOut'>,
): GuardDecision {
  if (state.loading) return { kind: 'loading' };
  if (state.signedIn) return { kind: 'allow' };
  return { kind: 'redirect', to: state.signedOut ? paths.home : paths.auth };
}

/** Pages that only make sense signed in (/profile): like /customer, but straight to the login form. */
export function signedInRouteDecision(
  state: Pick<GuardState, 'loading' | 'signedIn' | 'signedOut'>,
): GuardDecision {
  if (state.loading) return { kind: 'loading' };
  if (state.signedIn) return { kind: 'allow' };
  return { kind: 'redirect', to: state.signedOut ? paths.home : paths.login };
}
