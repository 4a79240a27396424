import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** SPEC §9: 3 retries, delay min(1000 × 2^n, 30000) ms, garbage collection after 5 minutes. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          // A refusal (4xx) will not change by asking again; server and network errors may.
          if (error instanceof ApiError && error.status < 500 && error.status !== 429) return false;
          return failures < 3;
        },
        retryDelay,
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
