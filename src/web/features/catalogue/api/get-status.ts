import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Connectivity } from '@/shared/catalogue/types';
import { call, client } from '@/web/lib/api-client';
import { catalogueKeys } from './keys';

export type Check<T> = { ok: boolean; ms: number; detail: T | null };
export type StatusReport = { server: Check<null>; database: Check<Connectivity>; checkedAt: number };

/** Times one call from the browser; a refusal or a network failure is a failed check, not an error. */
async function timed<T>(call: () => Promise<T>): Promise<{ ok: boolean; ms: number; value: T | null }> {
  const started = performance.now();
  try {
    const value = await call();
    return { ok: true, ms: Math.round(performance.now() - started), value };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started), value: null };
  }
}

/** The status page (DESIGN §4): server health, and the database connectivity test of SPEC §7.2. */
export async function getStatus(): Promise<StatusReport> {
  const [health, db] = await Promise.all([
    timed(() => call(client.health.$get())),
    timed(() => call(client.catalogue.connectivity.$get())),
  ]);
  return {
    // A 200 is "ok" or "degraded" (Redis away, decision 073): either way the server serves.
    server: { ok: health.ok, ms: health.ms, detail: null },
    database: { ok: db.ok && db.value?.ok === true, ms: db.value?.ms ?? db.ms, detail: db.value },
    checkedAt: Date.now(),
  };
}

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.status(),
    queryFn: getStatus,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useStatus = () => useQuery(statusQueryOptions());
