import { useQueryClient } from '@tanstack/react-query';
import type * as React from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { AppProfile, SessionPayload, SessionUser } from '@/shared/accounts/profile';
import type { Permission } from '@/shared/permissions/permissions';
import { AUTH_LOADING_TIMEOUT_MS } from '@/shared/permissions/route-access';
import { call, client } from '@/web/lib/api-client';
import { onRateLimited } from '@/web/lib/api-error';
import { type SessionResponse, useSessionQuery } from './get-session';
import { accountKeys } from './keys';
import { logout } from './logout';

export type AuthContextValue = {
  session: SessionPayload | null;
  user: SessionUser | null;
  profile: AppProfile | null;
  permissions: Permission[];
  /** True until the session is known; forced false after 8 s (SPEC §4.1). */
  loading: boolean;
  /** The 8 s safety timer ran out while the session was still loading. */
  timedOut: boolean;
  /** SPEC §4.1: an auth user exists and loading has finished. */
  isAuthenticated: boolean;
  /** The person signed out in this tab (and has not signed in again since). */
  signedOut: boolean;
  signOut: () => Promise<void>;
  /** §4.1 manual refresh: asks the server again (its profile cache is cleared too). */
  refresh: () => Promise<void>;
};

/**
 * The context holds a store that never changes, not the value: a context value that changes reaches
 * every part of the page still waiting to hydrate (lib/hydrate-when-seen.tsx) and makes React throw
 * that part's server HTML away. Screens read the value through `useAuth`, which subscribes.
 */
type AuthStore = {
  get: () => AuthContextValue;
  /** The value the page was first drawn with, for hydration. */
  first: () => AuthContextValue;
  set: (value: AuthContextValue) => void;
  subscribe: (listener: () => void) => () => void;
};

function createAuthStore(initial: AuthContextValue): AuthStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    first: () => initial,
    set(value) {
      if (value === current) return;
      current = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const AuthContext = createContext<AuthStore | null>(null);

/** The signed-in account for every screen. The server decides; this only reflects it. */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const query = useSessionQuery();
  const [timedOut, setTimedOut] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const signedIn = Boolean(query.data?.session?.user);
  useEffect(() => {
    if (signedIn) setSignedOut(false);
  }, [signedIn]);

  useEffect(() => {
    if (!query.isPending) return;
    const timer = window.setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [query.isPending]);

  useEffect(() => {
    onRateLimited((error, path) => {
      void import('../rate-limit-toast').then((m) => m.showRateLimitToast(error, path));
    });
    return () => onRateLimited(null);
  }, []);

  const signOut = useCallback(async () => {
    await logout();
    setSignedOut(true);
    queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session: null });
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== accountKeys.all[0] });
  }, [queryClient]);

  const refresh = useCallback(async () => {
    const session = await call(client.accounts.session.refresh.$post());
    queryClient.setQueryData<SessionResponse>(accountKeys.session(), { session });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const session = query.data?.session ?? null;
    const loading = query.isPending && !timedOut;
    return {
      session,
      user: session?.user ?? null,
      profile: session?.profile ?? null,
      permissions: session?.permissions ?? [],
      loading,
      timedOut: query.isPending && timedOut,
      isAuthenticated: Boolean(session?.user) && !loading,
      signedOut,
      signOut,
      refresh,
    };
  }, [query.data, query.isPending, timedOut, signedOut, signOut, refresh]);

  const [store] = useState(() => createAuthStore(value));
  // Published after the provider's commit, before paint: readers redraw in the same frame.
  useLayoutEffect(() => store.set(value), [store, value]);

  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/** The auth state; SPEC §8.2: using it outside its provider is a programming error. */
export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  return useSyncExternalStore(store.subscribe, store.get, store.first);
}
