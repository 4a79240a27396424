import type * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  adminRouteDecision,
  customerRouteDecision,
  type GuardDecision,
  type GuardState,
  signedInRouteDecision,
} from '@/shared/permissions/route-access';
import { paths } from '@/shared/routes';
import { useAuth } from '@/web/lib/session/auth-context';
import { useGuardState } from './use-guard-state';

const RULES = {
  admin: adminRouteDecision,
  customer: customerRouteDecision,
  signedIn: signedInRouteDecision,
} satisfies Record<string, (state: GuardState) => GuardDecision>;

/**
 * SPEC §4.3 guards: shows `loading` while the session loads, the page when the rule allows it,
 * and otherwise sends the person where the rule says (remembering where they were going).
 * The server refuses the data anyway; this only spares people a page they cannot use.
 */
export function RouteGuard({
  rule,
  loading,
  children,
}: {
  rule: keyof typeof RULES;
  loading: React.ReactNode;
  children: React.ReactNode;
}) {
  const state = useGuardState();
  const location = useLocation();
  const { session } = useAuth();
  const decision = RULES[rule](state);
  if (decision.kind === 'loading') return loading;
  // A super_admin or admin who must set up a second factor goes there first (decision 089).
  if (rule === 'admin' && session?.factorSetupNeeded) return <Navigate to={paths.factorSetup} replace />;
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
