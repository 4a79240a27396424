import type { Units } from '@/shared/units';
import { useSettings } from './settings';

/**
 * The shop's saved units (the `weight_units` setting, decision 084), read from the public settings
 * the layout already loads (and the server seeds into a drawn page). Metric until they arrive.
 * Apart from ./units so the home's cards do not load the price rules (first-load budget).
 */
export function useShopUnits(): Units {
  return useSettings().data?.units ?? 'metric';
}
