import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from './api-client';

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
};

export const getSettings = () => call(client.settings.$get());

/** SPEC §9: the settings are cached for 5 minutes. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.public(), queryFn: getSettings, staleTime: 5 * 60 * 1000 });

export const useSettings = () => useQuery(settingsQueryOptions());
