import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionPayload } from '../../../shared/accounts/profile';
import { api } from '../api-client';
import { accountKeys } from './keys';

export type SessionResponse = { session: SessionPayload | null };

/** The signed-in account or null; 200 either way, so a visitor's page logs no failed request. */
export const getSession = () => api<SessionResponse>('/accounts/session');

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.session(), queryFn: getSession, staleTime: 60 * 1000 });

export const useSessionQuery = () => useQuery(sessionQueryOptions());
