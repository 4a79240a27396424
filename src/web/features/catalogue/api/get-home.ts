import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/web/lib/api-client';
import { CATALOGUE_STALE_MS, catalogueKeys } from './keys';

export const getHome = () => call(client.catalogue.home.$get());

let early: ReturnType<typeof getHome> | null = null;
let seeded = false;

/** The page came with the home data from the server (decision 017): nothing to fetch early. */
export function markHomeSeeded() {
  seeded = true;
}

/**
 * Starts the home request while the home page's code is still loading: the first banner is the
 * page's largest paint, and this takes one round trip off its path. The query uses it once.
 */
export function prefetchHome() {
  if (seeded) return;
  early ??= getHome();
  early.catch(() => {
    early = null;
  });
}

function takeEarlyOrFetch() {
  const pending = early;
  early = null;
  return pending ?? getHome();
}

export const homeQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.home(), queryFn: takeEarlyOrFetch, staleTime: CATALOGUE_STALE_MS });

/** Banners, categories, the three product rails, reviews and section texts in one request. */
export const useHomeCatalogue = () => useQuery(homeQueryOptions());
