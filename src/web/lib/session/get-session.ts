import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '../api-client';
import { accountKeys } from './keys';

/** The signed-in account or null; 200 either way, so a visitor's page logs no failed request. */
export const getSession = () => call(client.accounts.session.$get());

/** What the session query holds (sign-in, registration and sign-out write it too). */
export type SessionResponse = Awaited<ReturnType<typeof getSession>>;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.session(), queryFn: getSession, staleTime: 60 * 1000 });

export const useSessionQuery = () => useQuery(sessionQueryOptions());
