import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Units } from '@/shared/units';
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

/**
 * The shop's saved units (the `weight_units` setting, decision 084), from the public settings the
 * layout already loads (and the server seeds into a drawn page). Metric until they arrive. Here,
 * not in ./units, so the home's cards do not load the price rules (first-load budget).
 */
export const useShopUnits = (): Units => useSettings().data?.units ?? 'metric';
