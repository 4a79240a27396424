import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../shared/settings/public-settings';
import { api } from './api-client';

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
};

export const getSettings = () => api<PublicSettings>('/settings');

/** SPEC §9: the settings are cached for 5 minutes. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.public(), queryFn: getSettings, staleTime: 5 * 60 * 1000 });

export const useSettings = () => useQuery(settingsQueryOptions());
